import type { Static } from 'typebox';
import type { authCalls } from '@assessor/contract';
import type { Db } from '../../db/open.ts';
import type { Assessor } from '../../db/types.ts';
import { ApiError } from '../../errors/apiError.ts';
import { byEmail, byMobile, createMobileOnly, newAssessorId } from './assessors.ts';
import { hashPassword } from './passwords.ts';
import { randomBytes } from 'node:crypto';

export type Registration = Static<typeof authCalls.registerAssessor.body>;

export const PASSWORDS_DIFFER = 'password and confirmPassword should be same';
export const EMAIL_TAKEN = 'Email already exists.';
export const MOBILE_TAKEN = 'Mobile No. already exists.';
export const SIP_TAKEN = 'Sip Id already exists.';
export const TERMS_NOT_ACCEPTED = 'Please accept the terms and conditions.';

/**
 * The record this registration fills: the one given by `_id`, an unregistered one with the mobile, or a new one.
 * With `_id`, a mobile sent along is refused when any record holds it, that record included: the real API's duplicate
 * check is `find({ mobile })` and does not exclude `_id`, so a completion must not repeat the verified mobile.
 */
function targetOf(db: Db, body: Registration): Assessor | undefined {
  if (body._id) {
    if (body.mobile !== undefined && byMobile(db, body.mobile)) throw new ApiError(400, MOBILE_TAKEN);
    const given = db.data.assessors.find((assessor) => assessor._id === body._id);
    if (!given || given.isAssessorRegister || given.deletedAt)
      throw new ApiError(400, 'This registration cannot be completed. Please log in.');
    if (body.mobile !== undefined && given.mobile !== body.mobile)
      throw new ApiError(400, 'Mobile number does not match the verified one.');
    return given;
  }
  if (body.mobile === undefined) throw new ApiError(400, 'mobile is required', { field: 'mobile', in: 'body' });
  const sameMobile = byMobile(db, body.mobile);
  return sameMobile && !sameMobile.isAssessorRegister && !sameMobile.deletedAt ? sameMobile : undefined;
}

/** Checks the rules of api-facts §2 and stores the assessor, inactive until approved. */
export function register(db: Db, body: Registration): Assessor {
  if (body.password !== body.confirmPassword) throw new ApiError(400, PASSWORDS_DIFFER);
  if (!body.acceptTermCondition) throw new ApiError(400, TERMS_NOT_ACCEPTED);
  const target = targetOf(db, body);
  const others = (assessor: Assessor | undefined) => assessor !== undefined && assessor !== target;
  if (others(byEmail(db, body.email))) throw new ApiError(400, EMAIL_TAKEN);
  const mobile = target?.mobile ?? body.mobile!;
  if (others(byMobile(db, mobile))) throw new ApiError(400, MOBILE_TAKEN);
  const sipId = body.assessorSipId.trim();
  if (sipId && db.data.assessors.some((assessor) => assessor !== target && assessor.assessorSipId === sipId)) {
    throw new ApiError(400, SIP_TAKEN);
  }
  const assessor = target ?? createMobileOnly(db, mobile, false);
  Object.assign(assessor, {
    assessorId: newAssessorId(db),
    fullName: body.fullName.trim(),
    email: body.email.trim().toLowerCase(),
    ToaType: body.ToaType,
    RadiantFundToa: body.RadiantFundToa,
    assessorSipId: sipId,
    passwordHash: hashPassword(body.password, randomBytes(16).toString('hex')),
    isAssessorRegister: true,
    isActive: false,
  });
  return assessor;
}
