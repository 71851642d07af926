import { Type } from 'typebox';
import { ObjectId } from '../../schemas.ts';

/** The assessor's profile as the real list answers it (backend-facts §3.5). */
export const Profile = Type.Object({
  _id: ObjectId,
  assessorSipId: Type.Optional(Type.String()),
  assessorId: Type.Optional(Type.String()),
  fullName: Type.String(),
  email: Type.String(),
  ToaType: Type.Optional(Type.String()),
  RadiantFundToa: Type.Optional(Type.Boolean()),
  mobile: Type.String(),
  gender: Type.Optional(Type.String()),
  dob: Type.Optional(Type.String()),
  address: Type.Optional(Type.String()),
  state: Type.Optional(Type.String()),
  district: Type.Optional(Type.String()),
  pinCode: Type.Optional(Type.String()),
  modeofAgreement: Type.Optional(Type.String()),
  assessorName: Type.Optional(Type.String()),
  assessorPhotoSize: Type.Optional(Type.String()),
  // With a photo the real list also carries these (backend-facts §3.5); with none, the raw document and no `url`.
  profileKey: Type.Optional(Type.String()),
  key: Type.Optional(Type.String()),
  sector: Type.Optional(Type.Unknown()),
  scheme: Type.Optional(Type.Unknown()),
  assessorType: Type.Optional(Type.Unknown()),
  url: Type.Optional(Type.String()),
  /** The real update answers the raw document, where the photo sits here (backend-facts §1b row 30). */
  assessorCertificate: Type.Optional(
    Type.Object({
      assessorName: Type.Optional(Type.String()),
      assessorPhotoSize: Type.Optional(Type.String()),
      profileKey: Type.Optional(Type.String()),
    }),
  ),
});

export const Gender = Type.Union(['male', 'female', 'transgender', 'notSpecify'].map((g) => Type.Literal(g)));
export const Text = (min: number, max: number) => Type.String({ minLength: min, maxLength: max });
export const Status = Type.Union([Type.Literal('accepted'), Type.Literal('rejected'), Type.Literal('noAction')]);
