import "server-only";
import { parsePhoneNumberFromString, type CountryCode } from "libphonenumber-js/min";
import { authMessages } from "@/lib/contracts/auth";
import { validationError } from "../http/errors";

export type ParsedPhone = { phone: string; fullPhone: string; countryCode: string; countryIso: string };

/** Checks a phone with its country code (Peru by default) and returns its parts, or null. */
export function parsePhone(input: string, countryIso?: string | null, countryCode?: string | null): ParsedPhone | null {
  let text = input.replace(/[\s()-]/g, "");
  if (!text.startsWith("+") && countryCode) text = `+${countryCode.replace(/\D/g, "")}${text}`;
  const parsed = parsePhoneNumberFromString(text, ((countryIso ?? "PE").toUpperCase() as CountryCode) || "PE");
  if (!parsed || !parsed.isValid()) return null;
  return {
    phone: String(parsed.nationalNumber),
    fullPhone: parsed.number,
    countryCode: parsed.countryCallingCode,
    countryIso: parsed.country ?? (countryIso ?? "PE").toUpperCase(),
  };
}

/** Same, throwing the spec's message at the field when the number is not valid. */
export function requirePhone(input: string, countryIso?: string | null, countryCode?: string | null, field = "user"): ParsedPhone {
  const parsed = parsePhone(input, countryIso, countryCode);
  if (!parsed) throw validationError({ [field]: [authMessages.invalidPhone] }, authMessages.invalidPhone);
  return parsed;
}
