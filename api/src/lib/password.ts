import { randomBytes, scrypt, type ScryptOptions, timingSafeEqual } from 'node:crypto';

/**
 * Password hashing with scrypt from node:crypto (no native dependency). A hash records its own
 * parameters (`scrypt$N$r$p$salt$hash`, salt and hash base64url), so the cost can be raised later and
 * old hashes still verify.
 */
const keyLength = 64;
const blockSize = 8;
const parallelization = 1;

function scryptAsync(password: string, salt: Buffer, options: ScryptOptions): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    scrypt(password.normalize('NFKC'), salt, keyLength, options, (error, key) => {
      if (error) reject(error);
      else resolve(key);
    });
  });
}

/** scrypt needs 128·N·r bytes; give it that plus room, instead of Node's 32 MiB default ceiling. */
function maxmemFor(cost: number, r: number): number {
  return 128 * cost * r * 2;
}

export interface PasswordHasher {
  hash(password: string): Promise<string>;
  verify(password: string, stored: string): Promise<boolean>;
  /** Does the work of a verification without a user, so "unknown user" takes as long as "wrong password". */
  verifyDummy(password: string): Promise<false>;
}

/** `log2Cost` is log2(N): 15 (32 MiB, tens of milliseconds) in production, lower in tests. */
export function createPasswordHasher(log2Cost: number): PasswordHasher {
  const cost = 2 ** log2Cost;
  const options: ScryptOptions = { N: cost, r: blockSize, p: parallelization, maxmem: maxmemFor(cost, blockSize) };
  let dummyHash: Promise<string> | undefined;

  async function hash(password: string): Promise<string> {
    const salt = randomBytes(16);
    const key = await scryptAsync(password, salt, options);
    return ['scrypt', cost, blockSize, parallelization, salt.toString('base64url'), key.toString('base64url')].join(
      '$',
    );
  }

  async function verify(password: string, stored: string): Promise<boolean> {
    const parts = stored.split('$');
    if (parts.length !== 6 || parts[0] !== 'scrypt') return false;
    const [, n, r, p, saltText = '', keyText = ''] = parts;
    const N = Number(n);
    const R = Number(r);
    const P = Number(p);
    if (![N, R, P].every((value) => Number.isSafeInteger(value) && value > 0)) return false;
    const expected = Buffer.from(keyText, 'base64url');
    if (expected.length === 0) return false;
    const actual = await scryptAsync(password, Buffer.from(saltText, 'base64url'), {
      N,
      r: R,
      p: P,
      maxmem: maxmemFor(N, R),
    });
    return actual.length === expected.length && timingSafeEqual(actual, expected);
  }

  return {
    hash,
    verify,
    async verifyDummy(password) {
      dummyHash ??= hash('not-a-real-password');
      await verify(password, await dummyHash);
      return false;
    },
  };
}
