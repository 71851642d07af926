import type { ObjectId } from './ids.ts';

// Assessors and their sign-in: accounts, profile documents, OTPs, attempts, reset tokens, messages, sessions.

export interface Assessor {
  _id: ObjectId;
  assessorId: string;
  fullName: string;
  email: string;
  mobile: string;
  /** `scrypt$N$salt$hash`, see services/auth/passwords.ts. Empty when the assessor has no password yet. */
  passwordHash: string;
  isActive: boolean;
  isAssessorRegister: boolean;
  isMobileVerified: boolean;
  gender: 'male' | 'female' | 'transgender' | 'notSpecify';
  dob: string;
  address: string;
  state: string;
  district: string;
  pinCode: string;
  ToaType: 'Radiant' | 'Self' | 'None';
  RadiantFundToa: boolean;
  assessorSipId: string;
  modeofAgreement: 'payroll' | 'freelance';
  url: string;
  /** Set when the assessor deleted the account; logins are refused from then on. */
  deletedAt?: number;
  /** The photo as the real document keeps it (backend-facts §3.5); `profileKey` is the file store's key here. */
  assessorCertificate?: { assessorName: string; assessorPhotoSize: string; profileKey: string };
  // Profile documents, in the arrays the real assessor document has (backend-facts §3.6).
  personalDetail?: ProfileDocument[];
  experiences?: ProfileDocument[];
  education?: ProfileDocument[];
  jobRole?: ProfileDocument[];
  agreement?: ProfileDocument[];
  // Bank details sit on the assessor document itself (api-facts §3); the invoice reads them from here.
  accountHolderName?: string;
  bankName?: string;
  bankAccount?: string;
  bankIFSC?: string;
  bankBranchName?: string;
}

/**
 * One profile document, stored flat as the real API stores it: the section's fields (e.g. `cardType`, `cardNo`),
 * `<prefix>Key/Name/Size` (the key is the file store's), the uploaded flag, `adminUploaded` and `status`.
 */
export type ProfileDocument = {
  _id: ObjectId;
  status: 'accepted' | 'rejected' | 'noAction';
  adminUploaded: boolean;
  url: string;
} & Record<string, string | boolean>;

/** The one live OTP of a mobile (4 digits, 300 s). Only its hash is kept here; the code sits in the outbox. */
export interface OtpRecord {
  mobile: string;
  codeHash: string;
  sentAt: number;
  expiresAt: number;
}

/** Failed attempts of one kind for one key (e-mail for passwords, mobile for OTPs), api-facts §1. */
export interface AttemptCounter {
  kind: 'password' | 'otp';
  key: string;
  failures: number;
  lastFailureAt: number;
  lockedUntil: number | null;
}

/** A single-use password reset token; only its hash is kept. */
export interface ResetToken {
  tokenHash: string;
  assessor_id: ObjectId;
  expiresAt: number;
  usedAt: number | null;
}

/** What the mock "sent" by SMS or e-mail (mock only): trainers read codes and links here instead of a phone. */
export interface OutboxMessage {
  channel: 'sms' | 'email';
  to: string;
  kind: 'otp' | 'resetLink';
  /** The OTP, or the reset token of the link. */
  secret: string;
  text: string;
  sentAt: number;
  expiresAt: number;
}

export interface Session {
  _id: ObjectId;
  /** sha256 hex of the token; the token itself is never stored. */
  tokenHash: string;
  assessor_id: ObjectId;
  createdAt: number;
  expiresAt: number;
  /** Set by logout or the trainer; such a token answers 410. */
  endedAt: number | null;
}
