import * as argon2 from 'argon2';

// Verified against when the account is unknown, so that "no such account" and "wrong password" take as long.
let dummyHash: Promise<string> | undefined;

/** argon2id with the library's defaults (64 MiB, 3 passes). */
export function hashPassword(password: string): Promise<string> {
  return argon2.hash(password, { type: argon2.argon2id });
}

/** True when `password` matches `hash`; with no hash (unknown account) it spends the same time and says no. */
export async function verifyPassword(hash: string | null | undefined, password: string): Promise<boolean> {
  dummyHash ??= hashPassword('timing-equaliser');
  const valid = await argon2.verify(hash ?? (await dummyHash), password).catch(() => false);
  return Boolean(hash) && valid;
}

export function normaliseEmail(email: string): string {
  return email.trim().toLowerCase();
}
