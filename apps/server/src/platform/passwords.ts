import { randomBytes, scrypt, timingSafeEqual } from 'node:crypto';
import { COMMON_PASSWORDS } from './common-passwords.ts';

const KEY_LENGTH = 32;

function scryptAsync(password: string, salt: Buffer, logN: number): Promise<Buffer> {
  const N = 2 ** logN;
  return new Promise((resolve, reject) => {
    scrypt(password.normalize('NFKC'), salt, KEY_LENGTH, { N, r: 8, p: 1, maxmem: 256 * N * 8 }, (err, key) =>
      err ? reject(err) : resolve(key),
    );
  });
}

/** scrypt with a per-password salt; the cost is kept in the hash so it can be raised later. */
export async function hashPassword(password: string, logN: number): Promise<string> {
  const salt = randomBytes(16);
  const key = await scryptAsync(password, salt, logN);
  return `scrypt$${logN}$${salt.toString('base64url')}$${key.toString('base64url')}`;
}

export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const [scheme, logN, salt, key] = stored.split('$');
  if (scheme !== 'scrypt' || !logN || !salt || !key) return false;
  const expected = Buffer.from(key, 'base64url');
  const actual = await scryptAsync(password, Buffer.from(salt, 'base64url'), Number(logN));
  return actual.length === expected.length && timingSafeEqual(actual, expected);
}

/** A hash to compare against when the user does not exist, so timing does not tell whether it does. */
let decoy: Promise<string> | undefined;
export function decoyHash(logN: number): Promise<string> {
  decoy ??= hashPassword(randomBytes(12).toString('hex'), logN);
  return decoy;
}

/** Whose password it is: the email, and the user ID when there is one (a staff account from the environment has none yet). */
export type PasswordOwner = { email: string; userId?: string };

/**
 * Why a new password is refused, or undefined when it is acceptable. Length is checked by the contract. The personal
 * rule compares, ignoring case, the email's name part (before @) and the user ID, each when it is 3 characters or more.
 */
export function weakPasswordReason(password: string, owner: PasswordOwner): string | undefined {
  const lower = password.toLowerCase();
  if (COMMON_PASSWORDS.has(lower)) return 'is one of the most common passwords; choose another';
  if (/^(.)\1+$/.test(password)) return 'must not be one repeated character';
  const emailName = owner.email.split('@')[0] ?? '';
  const personal = owner.userId === undefined ? [emailName] : [emailName, owner.userId];
  if (personal.some((p) => p.length >= 3 && lower.includes(p.toLowerCase()))) {
    return owner.userId === undefined
      ? "must not contain the email's name part (before @)"
      : "must not contain the email's name part (before @) or the user ID";
  }
  return undefined;
}
