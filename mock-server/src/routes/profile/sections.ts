import {
  dashDateValue,
  profileCalls,
  sectionSpecs,
  validCardNumber,
  type SectionName,
  type SectionSpec,
} from '@assessor/contract';
import type { FastifyInstance } from 'fastify';
import type { ProfileDocument } from '../../db/types.ts';
import { ApiError } from '../../errors/apiError.ts';
import { afterWrite } from '../../plugins/persist.ts';
import { assertSelf } from '../../services/batches/batches.ts';
import { newObjectId } from '../../services/shared/ids.ts';
import { checkFields } from '../../services/uploads/multipartFields.ts';
import { documentsOf, editableDocuments, sizeText, takeDocument } from '../../services/profile/profileDocuments.ts';
import { receiveUpload, type ReceivedFile } from '../../services/uploads/receiveUpload.ts';
import { serve } from '../serve.ts';

const callsOf = {
  personal: {
    list: profileCalls.personalDetailList,
    add: profileCalls.addPersonalDetail,
    update: profileCalls.updatePersonalDetail,
    remove: profileCalls.deletePersonalDetail,
  },
  experience: {
    list: profileCalls.experienceList,
    add: profileCalls.addExperience,
    update: profileCalls.updateExperience,
    remove: profileCalls.deleteExperience,
  },
  education: {
    list: profileCalls.educationList,
    add: profileCalls.addEducation,
    update: profileCalls.updateEducation,
    remove: profileCalls.deleteEducation,
  },
  jobRole: {
    list: profileCalls.jobRoleCertificateList,
    add: profileCalls.addJobRoleCertificate,
    update: profileCalls.updateJobRoleCertificate,
    remove: profileCalls.deleteJobRoleCertificate,
  },
  agreement: {
    list: profileCalls.agreementList,
    add: profileCalls.addAgreement,
    update: profileCalls.updateAgreement,
    remove: profileCalls.deleteAgreement,
  },
};

/** The real API's messages (backend-facts §3.6). */
const addMessages: Record<SectionName, string> = {
  personal: 'Data uploaded successfully',
  experience: 'Experience certificate uploaded successfully',
  education: 'Education certificate uploaded successfully',
  jobRole: 'Jobrole added successfully',
  agreement: 'Data uploaded successfully',
};

const sectionFields = (spec: SectionSpec) => spec.fieldNames;

/** The rules beyond the field shapes: a valid card number, dates in order. */
function checkRules(section: SectionName, spec: SectionSpec, values: Record<string, string>): void {
  if (section === 'personal' && !validCardNumber(values.cardType ?? '', values.cardNo ?? '')) {
    throw new ApiError(400, values.cardType === 'panCard' ? 'Invalid PAN number.' : 'Invalid Aadhaar number.', {
      field: 'cardNo',
      in: 'body',
    });
  }
  if (!spec.dates) return;
  const [from, to] = spec.dates.map((name) => dashDateValue(values[name] ?? ''));
  if (from === null || to === null) throw new ApiError(400, 'Dates must be real dates as DD-MM-YYYY.');
  if (to! < from!)
    throw new ApiError(400, `${spec.dates[1]} must not be before ${spec.dates[0]}.`, {
      field: spec.dates[1],
      in: 'body',
    });
}

/** The file part of a stored document: generated key, the sender's name, the size text; waiting for review. */
function fileValues(spec: SectionSpec, file: ReceivedFile) {
  return {
    [`${spec.prefix}Key`]: file.key,
    [`${spec.prefix}Name`]: file.fileName,
    [`${spec.prefix}Size`]: sizeText(file.size),
    [spec.flag]: true,
    adminUploaded: false,
    status: 'noAction' as const,
    url: file.url,
  };
}

/** Runs `use` on the received upload; the stored files are removed again when it throws. */
async function withUpload<T>(
  app: FastifyInstance,
  request: Parameters<typeof receiveUpload>[0],
  spec: SectionSpec,
  use: (file: ReceivedFile | undefined, fields: Record<string, string>) => T,
) {
  const slots = [{ field: spec.file, kinds: ['image', 'document'] as const, maxCount: 1 }];
  const { files, fields } = await receiveUpload(request, app.files, slots);
  try {
    return use(files[0], fields);
  } catch (error) {
    await Promise.all(files.map((file) => app.files.remove(file.key)));
    throw error;
  }
}

function sectionRoutes(app: FastifyInstance, section: SectionName) {
  const spec: SectionSpec = sectionSpecs[section];
  const calls = callsOf[section];
  const [, updateIdName] = spec.updateKeys;
  const [, removeIdName] = spec.removeKeys;

  serve(app, calls.list, async (request, reply) => {
    const me = request.auth.assessor;
    assertSelf(me._id, request.params.id);
    // Only items with a file are listed; an empty list is the HTTP-200 "file not found" quirk (api-facts §3).
    const items = documentsOf(me, section).filter((doc) => doc[`${spec.prefix}Key`]);
    if (items.length === 0)
      return reply.code(200).send({ statusCode: 200, success: false, message: 'file not found', error: [] });
    const details = section === 'personal' ? items : { uploadedFiles: items, totalCounts: items.length };
    return reply.ok('Data fetched successfully', details as never);
  });

  serve(app, calls.add, async (request, reply) => {
    const me = request.auth.assessor;
    const doc = await withUpload(app, request, spec, (file, fields) => {
      assertSelf(me._id, request.params.id);
      checkFields(spec.fields, fields);
      checkRules(section, spec, fields);
      if (section === 'personal' && documentsOf(me, section).some((item) => item.cardType === fields.cardType)) {
        throw new ApiError(400, 'This card is already added: edit it instead.');
      }
      if (!file) throw new ApiError(400, 'File Not Provided.');
      const values = Object.fromEntries(sectionFields(spec).map((name) => [name, fields[name]!]));
      const stored: ProfileDocument = { _id: newObjectId(), ...values, ...fileValues(spec, file) };
      editableDocuments(me, section).push(stored);
      app.files.claim([file.key], 'profileDocument', { collection: 'assessors', _id: me._id });
      return stored;
    });
    return reply.ok(addMessages[section], doc as never);
  });

  serve(app, calls.update, async (request, reply) => {
    const me = request.auth.assessor;
    const query = request.query as Record<string, string>;
    let replaced: ProfileDocument | undefined;
    const doc = await withUpload(app, request, spec, (file, fields) => {
      assertSelf(me._id, query.assessor_id);
      const list = editableDocuments(me, section);
      const index = list.findIndex((item) => item._id === query[updateIdName]);
      if (index < 0) throw new ApiError(404, 'Data not found');
      const old = list[index]!;
      checkFields(calls.update.multipart.fields, fields);
      // Fields left out keep their value; the echoed file values are ignored (the stored ones are kept).
      const values = Object.fromEntries(
        sectionFields(spec).map((name) => [name, fields[name] ?? String(old[name] ?? '')]),
      );
      checkFields(spec.fields, values);
      checkRules(section, spec, values);
      const changed = Boolean(file) || sectionFields(spec).some((name) => values[name] !== old[name]);
      // As the real API does, the replaced item gets a new `_id`; a changed document is reviewed again.
      const next: ProfileDocument = {
        ...old,
        ...values,
        _id: newObjectId(),
        ...(file ? fileValues(spec, file) : {}),
        ...(changed ? { status: 'noAction' as const } : {}),
      };
      if (file) {
        replaced = old;
        app.files.claim([file.key], 'profileDocument', { collection: 'assessors', _id: me._id });
      }
      list[index] = next;
      return next;
    });
    const oldKey = replaced?.[`${spec.prefix}Key`];
    if (typeof oldKey === 'string') afterWrite(request, app.files.release(oldKey));
    return reply.ok('Data updated successfully', doc as never);
  });

  serve(app, calls.remove, async (request, reply) => {
    const me = request.auth.assessor;
    const query = request.query as Record<string, string>;
    assertSelf(me._id, query.assesor_id);
    const removed = takeDocument(me, section, query[removeIdName]!);
    const key = removed[`${spec.prefix}Key`];
    if (typeof key === 'string') afterWrite(request, app.files.release(key));
    return reply.ok(section === 'experience' ? 'Experience detail deleted succesfully' : 'Data deleted succesfully');
  });
}

/** The five document sections × list, add, update, delete (backend-facts §3.6). */
export default async function sectionRoutesPlugin(app: FastifyInstance) {
  for (const section of Object.keys(sectionSpecs) as SectionName[]) sectionRoutes(app, section);
}
