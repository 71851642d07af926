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

/**
 * At most this many scrypt checks at once. They run on libuv's thread pool (4 threads), which every file write and
 * sync uses too: a class logging in at once (300 logins in 5 s) must not hold every thread, or each
 * answer that waits for its write waits behind the logins.
 */
const MAX_CHECKS = 2;
let checking = 0;
const waiting: (() => void)[] = [];

async function oneOfFew<T>(task: () => Promise<T>): Promise<T> {
  if (checking < MAX_CHECKS) checking++;
  // A finished check hands its place over directly (so `checking` never goes above the limit).
  else await new Promise<void>((resolve) => waiting.push(resolve));
  try {
    return await task();
  } finally {
    const next = waiting.shift();
    if (next) next();
    else checking--;
  }
}

export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const [scheme, cost, salt, hex] = stored.split('$');
  if (scheme !== 'scrypt' || !cost || !salt || !hex) return false;
  const expected = Buffer.from(hex, 'hex');
  const actual = await oneOfFew(
    () =>
      new Promise<Buffer>((resolve, reject) => {
        scrypt(password, salt, expected.length, { N: Number(cost) }, (error, key) =>
          error ? reject(error) : resolve(key),
        );
      }),
  );
  return timingSafeEqual(actual, expected);
}
