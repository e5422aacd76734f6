import "server-only";
import { createHash, randomInt, timingSafeEqual } from "node:crypto";
import { and, desc, eq, isNull, lt, sql } from "drizzle-orm";
import { parsePhoneNumberFromString } from "libphonenumber-js/min";
import type { Lead, LeadCodeSent, LeadCreated } from "@/lib/contracts/catalogue";
import type { SessionUser } from "@/lib/contracts/session";
import { getDb } from "@/lib/db/client";
import { careers, institutions, leadPhoneVerifications, leads } from "@/lib/db/schema";
import { newToken } from "../auth/tokens";
import { AppError, badRequest, notFound, validationError } from "../http/errors";
import { logInfo } from "../log";
import { recordServerEvent } from "../metrics";
import { sendSms } from "../notifications/send-message";
import { rateLimits } from "../rate-limits";

/** Lead phone codes: 6 digits, valid 10 minutes, at most 5 tries. */
export const LEAD_CODE_TTL_MS = 10 * 60 * 1000;
export const LEAD_CODE_MAX_ATTEMPTS = 5;

const leadColumns = {
  id: leads.id,
  referenceId: leads.referenceId,
  institutionId: leads.institutionId,
  careerId: leads.careerId,
  name: leads.name,
  phone: leads.phone,
  email: leads.email,
  description: leads.description,
  institutionName: leads.institutionName,
  careerName: leads.careerName,
  userId: leads.userId,
  phoneVerifiedAt: leads.phoneVerifiedAt,
  deliveredAt: leads.deliveredAt,
};

function dedupeKey(institutionId: number | null, careerId: number | null, phone: string, email: string): string {
  return createHash("sha256")
    .update(`${institutionId ?? "crm"}|${careerId ?? ""}|${phone}|${email.toLowerCase()}`)
    .digest("hex");
}

function codeHash(leadId: number, code: string): string {
  return createHash("sha256").update(`${leadId}:${code}`).digest("hex");
}

function created(row: { referenceId: string; phoneVerifiedAt: Date | null; deliveredAt: Date | null }): LeadCreated {
  return { referenceId: row.referenceId, verified: row.phoneVerifiedAt !== null, delivered: row.deliveredAt !== null };
}

async function leadByReference(referenceId: string) {
  const db = await getDb();
  const [lead] = await db.select(leadColumns).from(leads).where(eq(leads.referenceId, referenceId)).limit(1);
  if (!lead) throw notFound("No encontramos tu solicitud. Vuelve a enviarla.");
  return lead;
}

/** The moment a lead reaches its institution: once, and only with a verified phone. */
async function deliver(leadId: number) {
  const db = await getDb();
  const [row] = await db
    .update(leads)
    .set({ deliveredAt: new Date(), updatedAt: new Date() })
    .where(and(eq(leads.id, leadId), isNull(leads.deliveredAt), sql`${leads.phoneVerifiedAt} is not null`))
    .returning({ id: leads.id, institutionId: leads.institutionId });
  if (row) logInfo("lead: delivered", { lead: row.id, institution: row.institutionId });
}

type NewLead = Omit<Lead, "institution_id" | "career_id"> & { institutionId: number | null; careerId: number | null };

/**
 * Records a lead, de-duplicated by (institution, career, phone, e-mail). A request that repeats
 * an UNVERIFIED lead refreshes it (the same person retrying before the code). A request that
 * matches an already VERIFIED lead is not that lead: whoever typed someone else's phone and
 * e-mail must not get its reference (and with it `express`) nor overwrite its name, so it
 * becomes a new, unverified lead of its own. Only `verified` callers (express, which proved the
 * phone through the source lead's code) may reuse a verified lead.
 */
async function upsertLead(input: NewLead, userId: string | null, verified: boolean) {
  const db = await getDb();
  const key = dedupeKey(input.institutionId, input.careerId, input.phone, input.email);
  const now = new Date();
  const values = {
    referenceId: newToken(),
    dedupeKey: key,
    origin: input.origin,
    institutionId: input.institutionId,
    careerId: input.careerId,
    userId,
    name: input.name,
    phone: input.phone,
    email: input.email,
    description: input.description,
    careerName: input.career_name,
    institutionName: input.institution_name,
    phoneVerifiedAt: verified ? now : null,
  };
  const returning = {
    id: leads.id,
    referenceId: leads.referenceId,
    phoneVerifiedAt: leads.phoneVerifiedAt,
    deliveredAt: leads.deliveredAt,
  };
  let [row] = await db
    .insert(leads)
    .values(values)
    // The same request twice is one lead: refresh what the person typed, keep its reference.
    .onConflictDoUpdate({
      target: leads.dedupeKey,
      set: {
        name: input.name,
        description: sql`coalesce(excluded.description, ${leads.description})`,
        userId: sql`coalesce(${leads.userId}, excluded.user_id)`,
        phoneVerifiedAt: sql`coalesce(${leads.phoneVerifiedAt}, excluded.phone_verified_at)`,
        updatedAt: now,
      },
      // A verified lead is refreshed only by a verified caller.
      ...(verified ? {} : { setWhere: isNull(leads.phoneVerifiedAt) }),
    })
    .returning(returning);
  if (!row) {
    // It matched someone's verified lead: a separate, unverified lead with its own reference.
    [row] = await db
      .insert(leads)
      .values({ ...values, dedupeKey: `${key}:${newToken()}` })
      .returning(returning);
  }
  if (row.phoneVerifiedAt && !row.deliveredAt) {
    await deliver(row.id);
    return { ...row, deliveredAt: now };
  }
  return row;
}

/** `POST /institution/v1/lead`: records the request; it waits for the phone code before delivery. */
export async function createLead(input: Lead, ip: string, user: SessionUser | null): Promise<LeadCreated> {
  await rateLimits.leadCreate.consume(ip);
  const db = await getDb();
  const [inst] = await db
    .select({ id: institutions.id, name: institutions.name })
    .from(institutions)
    .where(eq(institutions.id, input.institution_id))
    .limit(1);
  if (!inst) throw validationError({ institution_id: ["Esa institución no existe."] });
  let careerName = input.career_name;
  if (input.career_id !== null) {
    const [career] = await db.select({ name: careers.name }).from(careers).where(eq(careers.id, input.career_id)).limit(1);
    if (!career) throw validationError({ career_id: ["Esa carrera no existe."] });
    careerName ??= career.name;
  }
  const row = await upsertLead(
    { ...input, institutionId: inst.id, careerId: input.career_id, institution_name: inst.name, career_name: careerName },
    user?.id ?? null,
    false,
  );
  return created(row);
}

function maskPhone(phone: string): string {
  return phone.replace(/^(\+\d{2})\d+(\d{3})$/, "$1 ••• ••• $2");
}

/** `POST /api/institution/notification`: sends a new 6-digit code to the lead's phone. */
export async function sendLeadCode({
  phone,
  referenceId,
}: {
  phone: string;
  referenceId: string;
}): Promise<LeadCodeSent & { verified: boolean }> {
  const lead = await leadByReference(referenceId);
  if (lead.phoneVerifiedAt) {
    return { referenceId, phone: maskPhone(lead.phone), expiresAt: new Date().toISOString(), channel: "none", verified: true };
  }
  await rateLimits.leadCodeReference.consume(referenceId);
  await rateLimits.leadCodePhone.consume(phone);
  const db = await getDb();
  if (phone !== lead.phone) {
    // The person corrected the number before verifying it: the lead follows the new number.
    await db.update(leads).set({ phone, updatedAt: new Date() }).where(eq(leads.id, lead.id));
  }
  const code = String(randomInt(0, 1_000_000)).padStart(6, "0");
  const expiresAt = new Date(Date.now() + LEAD_CODE_TTL_MS);
  // A new code replaces any earlier one.
  await db
    .update(leadPhoneVerifications)
    .set({ usedAt: new Date() })
    .where(and(eq(leadPhoneVerifications.leadId, lead.id), isNull(leadPhoneVerifications.usedAt)));
  await db.insert(leadPhoneVerifications).values({ leadId: lead.id, phone, codeHash: codeHash(lead.id, code), expiresAt });
  const where = lead.institutionName ? ` para ${lead.institutionName}` : "";
  await sendSms(
    phone,
    `Rumbo: tu código para confirmar tu solicitud de información${where} es ${code}. Vence en 10 minutos.`,
    "lead-phone-code",
  );
  return { referenceId, phone: maskPhone(phone), expiresAt: expiresAt.toISOString(), channel: "sms", verified: false };
}

/** `POST /api/institution/notification/validate`: checks the code (5 tries), verifies and delivers. */
export async function validateLeadCode({ code, referenceId }: { code: string; referenceId: string }): Promise<LeadCreated> {
  const lead = await leadByReference(referenceId);
  if (lead.phoneVerifiedAt) return created(lead);
  const db = await getDb();
  const [current] = await db
    .select({
      id: leadPhoneVerifications.id,
      codeHash: leadPhoneVerifications.codeHash,
      attempts: leadPhoneVerifications.attempts,
      expiresAt: leadPhoneVerifications.expiresAt,
    })
    .from(leadPhoneVerifications)
    .where(and(eq(leadPhoneVerifications.leadId, lead.id), isNull(leadPhoneVerifications.usedAt)))
    .orderBy(desc(leadPhoneVerifications.id))
    .limit(1);
  if (!current) throw badRequest("Primero pide un código.", { code: ["Primero pide un código."] });
  if (current.expiresAt.getTime() < Date.now())
    throw badRequest("El código venció. Pide uno nuevo.", { code: ["El código venció. Pide uno nuevo."] });
  // Counting the try first and atomically: parallel guesses cannot exceed 5.
  const [counted] = await db
    .update(leadPhoneVerifications)
    .set({ attempts: sql`${leadPhoneVerifications.attempts} + 1` })
    .where(and(eq(leadPhoneVerifications.id, current.id), lt(leadPhoneVerifications.attempts, LEAD_CODE_MAX_ATTEMPTS)))
    .returning({ attempts: leadPhoneVerifications.attempts });
  if (!counted) {
    throw new AppError("rate_limited", "Superaste los 5 intentos. Pide un código nuevo.", {
      retryAfterSeconds: Math.max(1, Math.ceil((current.expiresAt.getTime() - Date.now()) / 1000)),
    });
  }
  const expected = Buffer.from(current.codeHash, "hex");
  const given = Buffer.from(codeHash(lead.id, code), "hex");
  if (!timingSafeEqual(expected, given)) {
    const left = LEAD_CODE_MAX_ATTEMPTS - counted.attempts;
    const message =
      left > 0
        ? `El código no es correcto. Te quedan ${left} ${left === 1 ? "intento" : "intentos"}.`
        : "El código no es correcto. Pide un código nuevo.";
    throw badRequest(message, { code: [message] });
  }
  const now = new Date();
  await db.update(leadPhoneVerifications).set({ usedAt: now }).where(eq(leadPhoneVerifications.id, current.id));
  await db.update(leads).set({ phoneVerifiedAt: now, updatedAt: now }).where(eq(leads.id, lead.id));
  await deliver(lead.id);
  await recordServerEvent("lead_verified", { userId: lead.userId ?? null });
  return { referenceId, verified: true, delivered: true };
}

/**
 * `POST /api/institution/notification/express`: the same verified contact asks another institution,
 * or about a career, or with a question, without a new code: the reference of the lead whose phone
 * was confirmed is the proof.
 */
export async function expressLead({
  institutionId,
  referenceId,
  careerId = null,
  description = null,
}: {
  institutionId: number;
  referenceId: string;
  careerId?: number | null;
  description?: string | null;
}): Promise<LeadCreated> {
  const source = await leadByReference(referenceId);
  if (!source.phoneVerifiedAt)
    throw badRequest("Primero confirma tu celular con el código.", { referenceId: ["Primero confirma tu celular con el código."] });
  const db = await getDb();
  const [inst] = await db
    .select({ id: institutions.id, name: institutions.name })
    .from(institutions)
    .where(eq(institutions.id, institutionId))
    .limit(1);
  if (!inst) throw validationError({ institutionId: ["Esa institución no existe."] });
  let careerName = careerId === null ? source.careerName : null;
  if (careerId !== null) {
    const [career] = await db.select({ name: careers.name }).from(careers).where(eq(careers.id, careerId)).limit(1);
    if (!career) throw validationError({ careerId: ["Esa carrera no existe."] });
    careerName = career.name;
  }
  const row = await upsertLead(
    {
      origin: "express",
      institutionId: inst.id,
      careerId,
      name: source.name,
      phone: source.phone,
      email: source.email,
      description: description || source.description,
      career_name: careerName,
      institution_name: inst.name,
    },
    source.userId,
    true,
  );
  return created(row);
}

/** `POST /api/institution/notification/crm`: the logged-in student asks Rumbo's advisors to contact them. */
export async function crmLead(user: SessionUser): Promise<LeadCreated> {
  const raw = user.fullPhone ?? user.phone;
  const parsed = raw ? parsePhoneNumberFromString(raw, "PE") : undefined;
  if (!parsed?.isValid())
    throw badRequest("Completa tu celular en tu perfil para que podamos contactarte.", { phone: ["Completa tu celular."] });
  const row = await upsertLead(
    {
      origin: "crm",
      institutionId: null,
      careerId: null,
      name: `${user.name} ${user.surname}`.trim() || user.email,
      phone: parsed.number as string,
      email: user.email,
      description: null,
      career_name: null,
      institution_name: null,
    },
    user.id,
    false,
  );
  const db = await getDb();
  // Rumbo's own CRM is not an institution: the contact is recorded as delivered at once.
  await db
    .update(leads)
    .set({ deliveredAt: sql`coalesce(${leads.deliveredAt}, now())` })
    .where(eq(leads.id, row.id));
  return { referenceId: row.referenceId, verified: row.phoneVerifiedAt !== null, delivered: true };
}
