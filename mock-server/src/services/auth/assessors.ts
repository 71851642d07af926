import { randomBytes, randomInt } from 'node:crypto';
import type { Db } from '../../db/open.ts';
import type { Assessor } from '../../db/types.ts';
import { ApiError } from '../../errors/apiError.ts';

export const APPROVAL_PENDING = 'Admin approval pending';
export const ACCOUNT_DELETED = 'This account has been deleted. Please contact support to open a new one.';
export const NO_ACCOUNT = 'No account found with this mobile number.';

export const byEmail = (db: Db, email: string) => {
  const key = email.trim().toLowerCase();
  return db.data.assessors.find((assessor) => assessor.email.toLowerCase() === key);
};
export const byMobile = (db: Db, mobile: string) => db.data.assessors.find((assessor) => assessor.mobile === mobile);

/** A registered, not deleted assessor with this mobile, else 400. */
export function accountByMobile(db: Db, mobile: string): Assessor {
  const assessor = byMobile(db, mobile);
  if (!assessor || !assessor.isAssessorRegister) throw new ApiError(400, NO_ACCOUNT);
  if (assessor.deletedAt) throw new ApiError(400, ACCOUNT_DELETED);
  return assessor;
}

/** "RD" + 4 digits, unique among the assessors. */
export function newAssessorId(db: Db): string {
  const taken = new Set(db.data.assessors.map((assessor) => assessor.assessorId));
  for (;;) {
    const id = `RD${randomInt(1000, 10_000)}`;
    if (!taken.has(id)) return id;
  }
}

/** The record an OTP login of an unknown mobile creates (api-facts §2, outcome 4). */
export function createMobileOnly(db: Db, mobile: string, isMobileVerified: boolean): Assessor {
  const assessor: Assessor = {
    _id: randomBytes(12).toString('hex'),
    assessorId: '',
    fullName: '',
    email: '',
    mobile,
    passwordHash: '',
    isActive: false,
    isAssessorRegister: false,
    isMobileVerified,
    gender: 'notSpecify',
    dob: '',
    address: '',
    state: '',
    district: '',
    pinCode: '',
    ToaType: 'None',
    RadiantFundToa: false,
    assessorSipId: '',
    modeofAgreement: 'freelance',
    url: '',
  };
  db.data.assessors.push(assessor);
  return assessor;
}

/** The details a successful login answers with (spec §3 "Login details"), given the new session's token. */
export function loginDetails(assessor: Assessor, token: string) {
  const { _id, fullName, email, mobile, assessorId, url } = assessor;
  return {
    token,
    userRole: 'assessor',
    user_details: { _id, fullName, email, mobile, assessorId, url },
    _id,
    fullName,
    email,
    mobile,
    isMobileVerified: assessor.isMobileVerified,
    isAssessorRegister: assessor.isAssessorRegister,
  };
}

/** An assessor named by `_id`, e-mail, mobile or `RD…` id (as trainers name them). */
export function findAssessor(db: Db, key: string): Assessor | undefined {
  const wanted = key.trim().toLowerCase();
  return db.data.assessors.find(
    (a) =>
      a._id === wanted ||
      a.email.toLowerCase() === wanted ||
      a.mobile === wanted ||
      (a.assessorId !== '' && a.assessorId.toLowerCase() === wanted),
  );
}
