"use client";

/**
 * Contacts whose phone this browser confirmed with an SMS code in 'Solicitar información', with
 * the lead's `referenceId`: the next institution is asked with `POST /api/institution/
 * notification/express` instead of a new code. Kept in sessionStorage (this tab, until it is
 * closed: a shared computer does not keep it), keyed by the contact as typed.
 */
const KEY = "rumbo.lead.verified";
const MAX = 5;

export type Contact = { name: string; phone: string; email: string };

function contactKey({ name, phone, email }: Contact): string {
  const digits = phone.replace(/\D/g, "").replace(/^51(?=9\d{8}$)/, "");
  return [digits, email.trim().toLowerCase(), name.trim().toLowerCase().replace(/\s+/g, " ")].join("|");
}

function read(): Record<string, string> {
  try {
    const raw = window.sessionStorage.getItem(KEY);
    const value: unknown = raw ? JSON.parse(raw) : {};
    return value && typeof value === "object" && !Array.isArray(value) ? (value as Record<string, string>) : {};
  } catch {
    return {};
  }
}

function write(map: Record<string, string>) {
  try {
    const entries = Object.entries(map).slice(-MAX);
    window.sessionStorage.setItem(KEY, JSON.stringify(Object.fromEntries(entries)));
  } catch {
    // Storage full or disabled: the next institution asks for a code again.
  }
}

export function verifiedReference(contact: Contact): string | null {
  const ref = read()[contactKey(contact)];
  return typeof ref === "string" && /^[A-Za-z0-9_-]{16,64}$/.test(ref) ? ref : null;
}

export function rememberVerified(contact: Contact, referenceId: string) {
  const map = read();
  const key = contactKey(contact);
  delete map[key];
  map[key] = referenceId;
  write(map);
}

export function forgetVerified(contact: Contact) {
  const map = read();
  delete map[contactKey(contact)];
  write(map);
}
