import { indiaNoon } from '@assessor/contract';
import { Faker, en, en_IN } from '@faker-js/faker';
import type { Assessor } from '../db/types.ts';
import { DEMO_PASSWORD, makeAssessor } from './people.ts';

/** Logs in to a 422: the mobile was never verified (an OTP is sent, the client goes to OTP verification). */
export const UNVERIFIED_ASSESSOR = {
  email: 'unverified@demo.test',
  password: DEMO_PASSWORD,
  mobile: '9876543213',
  fullName: 'Kiran Rao',
} as const;

/** Logs in to a 426: the mobile is verified but the profile (registration) was never completed. */
export const UNREGISTERED_ASSESSOR = {
  email: 'unregistered@demo.test',
  password: DEMO_PASSWORD,
  mobile: '9876543214',
  fullName: 'Farhan Ali',
} as const;

/**
 * The two seeded accounts whose password login answers 422 and 426, so trainers reach those paths without arming
 * anything. Made with their own faker (seeded from the mock seed), so the rest of the seed stays as it was.
 */
export function makeLoginCaseAssessors(seed: number, today: string): Assessor[] {
  const f = new Faker({ locale: [en_IN, en] });
  f.seed(seed + 422);
  f.setDefaultRefDate(indiaNoon(today));
  return [
    { ...makeAssessor(f, seed, UNVERIFIED_ASSESSOR, 'male'), isMobileVerified: false },
    { ...makeAssessor(f, seed, UNREGISTERED_ASSESSOR, 'male'), isAssessorRegister: false, isActive: false },
  ];
}
