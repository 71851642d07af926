import { dashOfIsoDay } from '@assessor/contract';
import type { Faker } from '@faker-js/faker';
import type { Assessor, Candidate } from '../db/types.ts';
import { indiaPlaces } from './indiaPlaces.ts';
import { hashPassword, seededSalt } from '../services/auth/passwords.ts';

export const DEMO_PASSWORD = 'Demo@1234';

/** The account the README and the tests log in with. */
export const DEMO_ASSESSOR = {
  email: 'assessor@demo.test',
  password: DEMO_PASSWORD,
  mobile: '9876543210',
  fullName: 'Asha Verma',
} as const;

export const OTHER_ASSESSORS = [
  { email: 'assessor2@demo.test', password: DEMO_PASSWORD, mobile: '9876543211', fullName: 'Rohit Sharma' },
  { email: 'assessor3@demo.test', password: DEMO_PASSWORD, mobile: '9876543212', fullName: 'Meena Iyer' },
] as const;

type Account = { email: string; password: string; mobile: string; fullName: string };

export function indianMobile(f: Faker): string {
  return f.helpers.arrayElement(['6', '7', '8', '9']) + f.string.numeric(9);
}

export function makeAssessor(f: Faker, seed: number, account: Account, gender: 'male' | 'female'): Assessor {
  const _id = f.database.mongodbObjectId();
  const birth = f.date.birthdate({ mode: 'age', min: 28, max: 55 }).toISOString().slice(0, 10);
  // State and district from the list getStates / getcities answer, so the profile form accepts them as they are.
  const place = f.helpers.arrayElement(indiaPlaces);
  return {
    _id,
    assessorId: `RD${f.string.numeric({ length: 4, allowLeadingZeros: false })}`,
    fullName: account.fullName,
    email: account.email,
    mobile: account.mobile,
    passwordHash: hashPassword(account.password, seededSalt(seed, _id)),
    isActive: true,
    isAssessorRegister: true,
    isMobileVerified: true,
    gender,
    dob: dashOfIsoDay(birth),
    address: f.location.streetAddress(),
    state: place.name,
    district: f.helpers.arrayElement(place.cities)[0],
    pinCode: f.string.numeric({ length: 6, allowLeadingZeros: false }),
    ToaType: f.helpers.arrayElement(['Radiant', 'Self', 'None'] as const),
    RadiantFundToa: f.datatype.boolean(),
    assessorSipId: `SIP${f.string.numeric(7)}`,
    modeofAgreement: f.helpers.arrayElement(['payroll', 'freelance'] as const),
    url: '',
  };
}

export function makeCandidate(
  f: Faker,
  batch: { _id: string; batchId: string; jobRole: string },
  index: number,
): Candidate {
  const gender = f.helpers.arrayElement(['male', 'female'] as const);
  const firstName = f.person.firstName(gender);
  const lastName = f.person.lastName();
  const birth = f.date.birthdate({ mode: 'age', min: 18, max: 35 }).toISOString().slice(0, 10);
  return {
    _id: f.database.mongodbObjectId(),
    candidateId: `${batch.batchId}-C${String(index + 1).padStart(3, '0')}`,
    name: `${firstName} ${lastName}`,
    fatherName: `${f.person.firstName('male')} ${lastName}`,
    mobile: indianMobile(f),
    email: f.internet.email({ firstName, lastName, provider: 'example.in' }).toLowerCase(),
    aadharNumber: `XXXX-XXXX-${f.string.numeric(4)}`,
    gender,
    dob: dashOfIsoDay(birth),
    batchId: batch._id,
    jobRole: batch.jobRole,
    isPresent: 'Missing',
  };
}
