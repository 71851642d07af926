import { createHash, scrypt, scryptSync, timingSafeEqual } from 'node:crypto';

/**
 * scrypt with a modest cost: this is a mock that many test clients log in to at once, not a vault.
 * The cost is stored in the hash, so it can change without breaking stored data.
 */
const COST = 4096;
const KEY_LENGTH = 32;

/** Deterministic salt, so a seeded state is byte-identical between runs. */
export function seededSalt(seed: number, assessorId: string): string {
  return createHash('sha256').update(`${seed}:${assessorId}`).digest('hex').slice(0, 32);
}

export function hashPassword(password: string, salt: string): string {
  const hash = scryptSync(password, salt, KEY_LENGTH, { N: COST });
  return `scrypt$${COST}$${salt}$${hash.toString('hex')}`;
}

export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const [scheme, cost, salt, hex] = stored.split('$');
  if (scheme !== 'scrypt' || !cost || !salt || !hex) return false;
  const expected = Buffer.from(hex, 'hex');
  const actual = await new Promise<Buffer>((resolve, reject) => {
    scrypt(password, salt, expected.length, { N: Number(cost) }, (error, key) => (error ? reject(error) : resolve(key)));
  });
  return timingSafeEqual(actual, expected);
}
