/**
 * Checks of Indian identity and bank numbers (spec §3 profile documents), shared by the mock (refuses) and the client
 * (refuses before sending), so both sides apply the same rule.
 */

// Verhoeff tables: multiplication in the dihedral group D5, the position permutation, and the inverse.
const d = [
  [0, 1, 2, 3, 4, 5, 6, 7, 8, 9],
  [1, 2, 3, 4, 0, 6, 7, 8, 9, 5],
  [2, 3, 4, 0, 1, 7, 8, 9, 5, 6],
  [3, 4, 0, 1, 2, 8, 9, 5, 6, 7],
  [4, 0, 1, 2, 3, 9, 5, 6, 7, 8],
  [5, 9, 8, 7, 6, 0, 4, 3, 2, 1],
  [6, 5, 9, 8, 7, 1, 0, 4, 3, 2],
  [7, 6, 5, 9, 8, 2, 1, 0, 4, 3],
  [8, 7, 6, 5, 9, 3, 2, 1, 0, 4],
  [9, 8, 7, 6, 5, 4, 3, 2, 1, 0],
];
const p = [
  [0, 1, 2, 3, 4, 5, 6, 7, 8, 9],
  [1, 5, 7, 6, 2, 8, 3, 0, 9, 4],
  [5, 8, 0, 3, 7, 9, 6, 1, 4, 2],
  [8, 9, 1, 6, 0, 4, 3, 5, 7, 2],
  [9, 4, 5, 3, 1, 2, 6, 8, 7, 0],
  [4, 2, 8, 6, 5, 7, 3, 9, 0, 1],
  [2, 7, 9, 3, 8, 0, 6, 4, 1, 5],
  [7, 0, 4, 6, 9, 1, 3, 2, 5, 8],
];
const inv = [0, 4, 3, 2, 1, 5, 6, 7, 8, 9];

/** The Verhoeff check digit to append to `digits`. */
export function verhoeffDigit(digits: string): number {
  let c = 0;
  [...digits].reverse().forEach((ch, i) => {
    c = d[c]![p[(i + 1) % 8]![Number(ch)]!]!;
  });
  return inv[c]!;
}

/** Whether the whole string (its last digit being the check digit) passes the Verhoeff check. */
export function verhoeffValid(digits: string): boolean {
  let c = 0;
  [...digits].reverse().forEach((ch, i) => {
    c = d[c]![p[i % 8]![Number(ch)]!]!;
  });
  return c === 0;
}

export const identityRules = {
  /** 12 digits, not starting with 0 or 1, with its Verhoeff check digit. */
  aadhaar: { pattern: '^[2-9][0-9]{11}$', message: 'Aadhaar number must be 12 digits with a valid check digit.' },
  /** Five letters, four digits, one letter. */
  pan: { pattern: '^[A-Z]{5}[0-9]{4}[A-Z]$', message: 'PAN must be five letters, four digits and one letter.' },
  ifsc: { pattern: '^[A-Z]{4}0[A-Z0-9]{6}$', message: 'IFSC must be four letters, 0 and six letters or digits.' },
  bankAccount: { pattern: '^[0-9]{9,18}$', message: 'Account number must be 9–18 digits.' },
  pinCode: { pattern: '^[1-9][0-9]{5}$', message: 'PIN code must be 6 digits.' },
} as const;

export const isAadhaar = (value: string) =>
  new RegExp(identityRules.aadhaar.pattern).test(value) && verhoeffValid(value);
export const isPan = (value: string) => new RegExp(identityRules.pan.pattern).test(value);

/** Whether `cardNo` is a valid number for `cardType` (the personal-details section). */
export function validCardNumber(cardType: string, cardNo: string): boolean {
  return cardType === 'aadharCard' ? isAadhaar(cardNo) : cardType === 'panCard' ? isPan(cardNo) : false;
}

/** "DD-MM-YYYY" as a UTC day number (ms), or null when it is not a real date. */
export function dashDateValue(text: string): number | null {
  const match = /^(\d{2})-(\d{2})-(\d{4})$/.exec(text);
  if (!match) return null;
  const [day, month, year] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const value = Date.UTC(year, month - 1, day);
  const back = new Date(value);
  return back.getUTCDate() === day && back.getUTCMonth() === month - 1 ? value : null;
}

/** Whether someone born on `dob` ("DD-MM-YYYY") is at least `years` old on `today` ("YYYY-MM-DD"). */
export function isAtLeastYearsOld(dob: string, today: string, years = 18): boolean {
  const born = dashDateValue(dob);
  if (born === null) return false;
  const [y, m, d] = today.split('-').map(Number) as [number, number, number];
  return born <= Date.UTC(y - years, m - 1, d);
}
