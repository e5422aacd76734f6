import { z } from "zod";
import { passwordSchema, resetTokenSchema } from "./auth";

/**
 * A specialist's invitation: an admin sends it from /admin/asesores/{id}; its link
 * (`/asesor/invitacion?token=…`) opens an account with the specialist role, or links the
 * invited address's existing account (after its password), to that advisor.
 */
export const advisorInvitationMessages = {
  invalid: "Este enlace de invitación ya no sirve: venció o ya se usó. Pide al equipo de Rumbo uno nuevo.",
  wrongRole: "La cuenta de ese correo es de una familia o de un colegio y no puede ser la de una especialista: usa otro correo.",
  alreadyLinked: "Esta especialista ya tiene su cuenta vinculada.",
  accountTaken: "Esa cuenta ya es la de otra especialista.",
  wrongPassword: "Esa no es la contraseña de tu cuenta.",
  emailRequired: "Escribe el correo al que enviamos la invitación.",
} as const;

/** `POST /api/admin/advisors/{id}/invite` {email}: the address the invitation goes to. */
export const advisorInviteSchema = z.object({
  email: z
    .string({ error: advisorInvitationMessages.emailRequired })
    .trim()
    .toLowerCase()
    .min(1, advisorInvitationMessages.emailRequired)
    .max(200, "Puede tener hasta 200 caracteres.")
    .pipe(z.email("Escribe un correo válido.")),
});
export type AdvisorInviteInput = z.input<typeof advisorInviteSchema>;

export const advisorInviteResultSchema = z.object({
  email: z.string(),
  expiresAt: z.string(),
  /** An account with that address exists: the link asks for its password and links it. */
  existingAccount: z.boolean(),
});
export type AdvisorInviteResult = z.infer<typeof advisorInviteResultSchema>;

/** `GET /api/auth/advisor-invitation?token=`. */
export const advisorInvitationQuerySchema = z.object({ token: resetTokenSchema });

/** What the invitation page shows before asking for a password. */
export const advisorInvitationInfoSchema = z.object({
  valid: z.literal(true),
  /** The invited address, masked. */
  email: z.string(),
  advisorName: z.string(),
  /** The address already has an account with a password: the form asks for that password. */
  existingAccount: z.boolean(),
});
export type AdvisorInvitationInfo = z.infer<typeof advisorInvitationInfoSchema>;

/** `POST /api/auth/advisor-invitation` {token, password}: a new password, or the existing account's. */
export const advisorInvitationAcceptSchema = z.object({ token: resetTokenSchema, password: passwordSchema });
export type AdvisorInvitationAcceptInput = z.input<typeof advisorInvitationAcceptSchema>;
