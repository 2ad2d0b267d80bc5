import { randomBytes } from 'node:crypto';
import { hash, verify } from '@node-rs/argon2';

/** argon2id with the library's defaults (about 12 ms per hash on the target machine). */
export function hashPassword(password: string): Promise<string> {
  return hash(password);
}

export async function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  try {
    return await verify(passwordHash, password);
  } catch {
    return false;
  }
}

let dummyHash: Promise<string> | undefined;

/**
 * Spends the same time as checking a real password, for sign-ins with an unknown email, so the
 * answer's timing does not tell whether an address is registered. Always false.
 */
export async function verifyAgainstDummyPassword(password: string): Promise<false> {
  dummyHash ??= hash(randomBytes(24).toString('base64url'));
  await verifyPassword(await dummyHash, password);
  return false;
}

/** For accounts that must not sign in with a password (created through Google). */
export function hashUnusablePassword(): Promise<string> {
  return hash(randomBytes(32).toString('base64url'));
}
