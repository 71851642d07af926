import { indiaIsoDay, isAtLeastYearsOld, profileCalls } from '@assessor/contract';
import type { FastifyInstance } from 'fastify';

import type { Assessor } from '../../db/types.ts';
import { ApiError } from '../../errors/apiError.ts';
import { afterWrite } from '../../plugins/persist.ts';
import { assertSelf } from '../../services/batches/batches.ts';
import { checkFields } from '../../services/uploads/multipartFields.ts';
import { sizeText } from '../../services/profile/profileDocuments.ts';
import { receiveUpload } from '../../services/uploads/receiveUpload.ts';
import { serve } from '../serve.ts';
import { PROFILE_EMAIL_TAKEN } from '../../services/profile/messages.ts';

/** The flat profile of api-facts §3; `url` and the photo's name and size only when there is a photo (as the real API). */
export function profileAnswer(a: Assessor) {
  const photo =
    a.assessorCertificate && a.url
      ? {
          assessorName: a.assessorCertificate.assessorName,
          assessorPhotoSize: a.assessorCertificate.assessorPhotoSize,
          url: a.url,
        }
      : {};
  return {
    _id: a._id,
    assessorSipId: a.assessorSipId,
    assessorId: a.assessorId,
    fullName: a.fullName,
    email: a.email,
    ToaType: a.ToaType,
    RadiantFundToa: a.RadiantFundToa,
    mobile: a.mobile,
    gender: a.gender,
    dob: a.dob,
    address: a.address,
    state: a.state,
    district: a.district,
    pinCode: a.pinCode,
    modeofAgreement: a.modeofAgreement,
    ...photo,
  };
}

const textFields = [
  'fullName',
  'email',
  'mobile',
  'gender',
  'dob',
  'address',
  'state',
  'district',
  'modeofAgreement',
  'ToaType',
] as const;

/** The profile itself: read, update (multipart, optional photo), remove the photo. */
export default async function basicProfileRoutes(app: FastifyInstance) {
  serve(app, profileCalls.profile, async (request, reply) => {
    assertSelf(request.auth.assessor._id, request.params.id);
    return reply.ok('Assessor profile get successfully.', profileAnswer(request.auth.assessor));
  });

  serve(app, profileCalls.updateProfile, async (request, reply) => {
    const me = request.auth.assessor;
    const { files, fields } = await receiveUpload(request, app.files, profileCalls.updateProfile.multipart.files);
    const photo = files[0];
    try {
      assertSelf(me._id, request.params.id);
      checkFields(profileCalls.updateProfile.multipart.fields, fields);
      if (fields.dob && !isAtLeastYearsOld(fields.dob, indiaIsoDay(app.clock.now()))) {
        throw new ApiError(400, 'Date of birth must be a real date and you must be at least 18 years old.', {
          field: 'dob',
          in: 'body',
        });
      }
      const email = fields.email?.toLowerCase();
      if (email && app.db.data.assessors.some((other) => other._id !== me._id && other.email.toLowerCase() === email)) {
        throw new ApiError(400, PROFILE_EMAIL_TAKEN);
      }
    } catch (error) {
      if (photo) await app.files.remove(photo.key);
      throw error;
    }
    // Omitted fields are kept, as Mongoose 6 does in the real back end (backend-facts-2 PR-6); the client sends them all.
    for (const name of textFields) if (fields[name] !== undefined) Object.assign(me, { [name]: fields[name] });
    if (fields.pincode !== undefined) me.pinCode = fields.pincode;
    if (fields.RadiantFundToa !== undefined) me.RadiantFundToa = fields.RadiantFundToa === 'true';
    if (photo) {
      const oldKey = me.assessorCertificate?.profileKey;
      me.assessorCertificate = {
        assessorName: photo.fileName,
        assessorPhotoSize: sizeText(photo.size),
        profileKey: photo.key,
      };
      me.url = photo.url;
      app.files.claim([photo.key], 'profilePhoto', { collection: 'assessors', _id: me._id });
      if (oldKey) afterWrite(request, app.files.release(oldKey));
    }
    return reply.ok('Assessor profile updated successfully.', profileAnswer(me));
  });

  serve(app, profileCalls.deleteProfilePhoto, async (request, reply) => {
    const me = request.auth.assessor;
    assertSelf(me._id, request.params.id);
    const key = me.assessorCertificate?.profileKey;
    if (!me.url) return reply.fail(404, 'No profile photo to remove.');
    delete me.assessorCertificate;
    me.url = '';
    if (key) afterWrite(request, app.files.release(key));
    return reply.ok('Profile photo removed successfully.');
  });
}
