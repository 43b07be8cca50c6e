import { createHash, randomBytes } from 'node:crypto';

/** 256 random bits, URL-safe: used for bearer tokens and e-mail links. */
export function generateToken(): string {
  return randomBytes(32).toString('base64url');
}

/**
 * Tokens are stored as their SHA-256. They are long random strings, so a fast hash is enough (no salt
 * or slow hash needed), and it keeps the lookup an indexed equality.
 */
export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}
