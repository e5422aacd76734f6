import "server-only";
import { authMessages } from "@/lib/contracts/auth";
import { conflict } from "../http/errors";
import { requirePhone } from "./phone";
import { emailExists } from "./users";

/** `POST /api/auth/verify-email` (limited per address by the route): the format is checked by the schema; here, that it is not taken. */
export async function verifyEmail(email: string) {
  if (await emailExists(email)) throw conflict(authMessages.emailTaken, { email: [authMessages.emailTaken] });
  return { valid: true as const, message: authMessages.emailValid };
}

/** `POST /api/auth/verify-number` {user} (limited per address by the route): a valid number with its country code (Peru by default). */
export async function verifyNumber(phone: string, countryIso: string | null | undefined) {
  requirePhone(phone, countryIso);
  return { valid: true as const, message: authMessages.phoneValid };
}
