import type { SectionName } from './sectionSpecs.ts';

/**
 * How complete a profile is (api-facts §3), written once for the mock's percentage and the client's list of what is
 * missing: points for the photo, for the accepted documents of each section, and for the bank account; at most 100.
 */
export const profileCompletion = {
  photo: 10,
  bank: 30,
  /** Per section: the accepted items it needs for its full points, and the points of 0, 1, 2… of them. */
  sections: {
    personal: { need: 2, points: [0, 15, 30] },
    education: { need: 3, points: [0, 4, 7, 10] },
    jobRole: { need: 1, points: [0, 5] },
    experience: { need: 1, points: [0, 5] },
    agreement: { need: 1, points: [0, 10] },
  },
  /** The fields basic details need (the percentage answer's `basicDetailProfileStatus`). */
  basicFields: ['fullName', 'email', 'mobile', 'gender', 'dob', 'address', 'state', 'district', 'pinCode'],
} as const satisfies {
  photo: number;
  bank: number;
  sections: Record<SectionName, { need: number; points: readonly number[] }>;
  basicFields: readonly string[];
};

/** The profile's points: the photo, the accepted items per section (beyond `need` they add nothing), the bank. */
export function profilePoints(hasPhoto: boolean, accepted: Record<SectionName, number>, hasBank: boolean): number {
  let points = (hasPhoto ? profileCompletion.photo : 0) + (hasBank ? profileCompletion.bank : 0);
  for (const [section, { need, points: byCount }] of Object.entries(profileCompletion.sections)) {
    points += byCount[Math.min(Math.max(accepted[section as SectionName], 0), need)] ?? 0;
  }
  return Math.min(points, 100);
}
