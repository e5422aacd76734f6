import "server-only";
import { hash, verify } from "@node-rs/argon2";
import { argon2Options as options } from "@/lib/config/argon2";

export function hashPassword(password: string): Promise<string> {
  return hash(password, options);
}

// Verified when the e-mail is unknown (or has no password), so that timing does not reveal accounts.
let dummyHash: Promise<string> | undefined;

/** Compares in constant work whether or not the account exists. */
export async function verifyPassword(storedHash: string | null | undefined, password: string): Promise<boolean> {
  if (!storedHash) {
    dummyHash ??= hashPassword("rumbo-dummy-password-for-timing");
    await verify(await dummyHash, password).catch(() => false);
    return false;
  }
  return verify(storedHash, password).catch(() => false);
}
