import { z } from "zod";

/** The roles a person can choose when signing up: a student or a parent. */
export const roleSchema = z.enum(["user", "user-parent"]);
/**
 * Every role an account can have: also a school counsellor ("school") and a specialist ("advisor",
 * the account of an advisor of the chat and the live sessions), both invited by an admin.
 */
export const accountRoleSchema = z.enum(["user", "user-parent", "school", "advisor"]);
export type AccountRole = z.infer<typeof accountRoleSchema>;
export type Role = z.infer<typeof roleSchema>;

/**
 * The public user fields: what the readable cookie, the login
 * response and the stores carry. Never a password, hash or token.
 */
export const sessionUserSchema = z.object({
  id: z.string(),
  name: z.string(),
  surname: z.string(),
  email: z.string(),
  phone: z.string().nullable(),
  fullPhone: z.string().nullable(),
  role: accountRoleSchema.nullable(),
  type: z.string().nullable(),
  schoolId: z.number().int().nullable(),
  studentId: z.string().nullable(),
  sponsorId: z.number().int().nullable(),
  haveSponsor: z.boolean(),
  haveMembership: z.boolean(),
  alliance: z.number().int().nullable(),
  isAdmin: z.boolean(),
  graduationYear: z.number().int().nullable(),
});
export type SessionUser = z.infer<typeof sessionUserSchema>;
