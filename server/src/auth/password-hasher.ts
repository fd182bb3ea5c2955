import { randomBytes, scrypt, timingSafeEqual, type ScryptOptions } from 'node:crypto';

// docs/decisions/0002-sessions.md: Node's scrypt, memory-hard and free of native builds.
const params = { N: 16_384, r: 8, p: 1 } as const;
const keyLength = 64;
const saltLength = 16;
// A stored hash may not ask for more work than this; a tampered row must not stall the server.
const maxCost = 1 << 17;

function derive(password: string, salt: Buffer, options: ScryptOptions): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    scrypt(password.normalize('NFKC'), salt, keyLength, { ...options, maxmem: 256 * 1024 * 1024 }, (error, key) => (error ? reject(error) : resolve(key)));
  });
}

/** `scrypt$N$r$p$<salt base64>$<key base64>` */
export async function hashPassword(password: string): Promise<string> {
  const salt = randomBytes(saltLength);
  const key = await derive(password, salt, params);
  return ['scrypt', params.N, params.r, params.p, salt.toString('base64'), key.toString('base64')].join('$');
}

/** True when the password matches; false for a wrong password or a hash it cannot read. */
export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const [scheme, n, r, p, salt, key] = stored.split('$');
  if (scheme !== 'scrypt' || salt === undefined || key === undefined) return false;
  const cost = { N: Number(n), r: Number(r), p: Number(p) };
  if (![cost.N, cost.r, cost.p].every(Number.isInteger) || cost.N > maxCost || cost.r > 32 || cost.p > 4) return false;
  const expected = Buffer.from(key, 'base64');
  if (expected.length !== keyLength) return false;
  const actual = await derive(password, Buffer.from(salt, 'base64'), cost);
  return timingSafeEqual(actual, expected);
}

let dummyHash: Promise<string> | undefined;

/**
 * A hash to verify against when the user name is unknown, so a wrong name costs as long as a
 * wrong password and the timing does not reveal which user names exist.
 */
export function dummyPasswordHash(): Promise<string> {
  dummyHash ??= hashPassword(randomBytes(12).toString('hex'));
  return dummyHash;
}
