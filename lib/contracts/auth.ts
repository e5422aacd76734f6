import { z } from "zod";
import { roleSchema, sessionUserSchema } from "./session";

/** How a Peruvian mobile is written with its country code (the example of the phone error). */
export const phoneFormatExample = "+51 9XX XXX XXX";

/** The product's error messages, word for word. */
export const authMessages = {
  loginFailed: "Usuario o contraseña incorrecto",
  noSuchEmail: "No existe el correo",
  invalidEmail: "Email no es válido",
  /** Spec: '… correctamente {phone}': {phone} is the format to follow, not a number to call. */
  invalidPhone: `Tu celular es inválido, coloca el código de país correctamente ${phoneFormatExample}`,
  policyRequired: "Debe aceptar las políticas de uso.",
  forgotInvalid: "Debes completar el campo email correctamente",
  emailTaken: "Este correo ya está registrado. Inicia sesión o recupera tu contraseña.",
  emailValid: "Correo válido",
  phoneValid: "Celular válido",
  passwordShort: "La contraseña debe tener al menos 6 caracteres.",
  passwordLong: "La contraseña puede tener hasta 128 caracteres.",
  tooManyLogins: "Demasiados intentos de inicio de sesión. Espera unos minutos y vuelve a intentarlo.",
  tooManyAttempts: "Hiciste demasiados intentos. Espera un momento y vuelve a intentarlo.",
  resetInvalid: "El enlace para cambiar tu contraseña no es válido o ya venció. Pide uno nuevo.",
  schoolCodeInvalid: "El código del colegio no es válido.",
  currentPasswordRequired: "Escribe tu contraseña actual para cambiar estos datos.",
  recoverUnverified: "Este correo aún no está confirmado y tu cuenta no tiene contraseña: entra con Google o Facebook.",
  currentPasswordWrong: "Tu contraseña actual no es correcta.",
  accountDeactivated: "Esta cuenta está desactivada. Si crees que es un error, escríbenos a soporte.",
} as const;

const text = (max: number, label: string) =>
  z
    .string({ error: `${label} debe ser un texto.` })
    .trim()
    .max(max, `${label} puede tener hasta ${max} caracteres.`);
const required = (max: number, label: string, message = `Completa ${label.toLowerCase()}.`) => text(max, label).min(1, message);
const optionalText = (max: number, label: string) => text(max, label).optional().nullable();

export const emailSchema = z
  .string({ error: authMessages.invalidEmail })
  .trim()
  .max(254, authMessages.invalidEmail)
  .pipe(z.email(authMessages.invalidEmail))
  .transform((v) => v.toLowerCase());

/** At least 6, at most 128 (argon2 input stays bounded). */
export const passwordSchema = z
  .string({ error: "Escribe tu contraseña." })
  .min(6, authMessages.passwordShort)
  .max(128, authMessages.passwordLong);

/** A phone as typed: E.164 ("+51987654321") or a national number with the country given apart. */
export const phoneTextSchema = z
  .string({ error: authMessages.invalidPhone })
  .trim()
  .min(6, authMessages.invalidPhone)
  .max(20, authMessages.invalidPhone)
  .regex(/^\+?[\d\s()-]+$/, authMessages.invalidPhone);

const countryIsoSchema = z
  .string()
  .trim()
  .regex(/^[A-Za-z]{2}$/, "El país no es válido.")
  .transform((v) => v.toUpperCase())
  .optional()
  .nullable();

const idSchema = z.coerce.number({ error: "Debe ser un número." }).int().positive().max(2_147_483_647);

/* ───────────── Log-in ───────────── */

/** `POST /api/auth/login` {user, password, role}: `user` is the e-mail. */
export const loginSchema = z.object({
  user: z.string({ error: authMessages.invalidEmail }).trim().min(1, authMessages.invalidEmail).max(254, authMessages.invalidEmail),
  password: z.string({ error: "Escribe tu contraseña." }).min(1, "Escribe tu contraseña.").max(128, authMessages.passwordLong),
  role: roleSchema.optional(),
});
export type LoginInput = z.infer<typeof loginSchema>;

/** The login form: e-mail-type field and password. */
export const loginFormSchema = z.object({
  user: emailSchema,
  password: z.string().min(1, "Escribe tu contraseña.").max(128, authMessages.passwordLong),
});
export type LoginForm = z.input<typeof loginFormSchema>;

export const authResultSchema = z.object({ token: z.string(), user: sessionUserSchema });
export type AuthResult = z.infer<typeof authResultSchema>;

/* ───────────── Register ───────────── */

const commonRegister = {
  /** The phone ("user (phone)"). */
  user: phoneTextSchema,
  password: passwordSchema,
  name: required(80, "Nombre", "Completa tu nombre."),
  surname: required(80, "Apellido", "Completa tu apellido."),
  email: emailSchema,
  gender: optionalText(20, "Género"),
  graduationYear: z.coerce.number().int().min(1950).max(2100).optional().nullable(),
  role: roleSchema.default("user"),
  typeUser: roleSchema.optional(),
  payedCareer: optionalText(200, "Carrera"),
  whereStudy: optionalText(200, "Dónde estudiar"),
  country: optionalText(80, "País"),
  allianceId: idSchema.optional().nullable(),
  schoolId: idSchema.optional().nullable(),
  grade: optionalText(10, "Grado"),
  section: optionalText(20, "Sección"),
  code: optionalText(40, "Código"),
  /** With a school code: the student agrees that the school's counsellor sees the progress. */
  shareWithSchool: z.boolean().optional(),
  campaign: optionalText(64, "Campaña"),
  studentType: optionalText(40, "Tipo de estudiante"),
  type: z
    .union([z.string().trim().max(20), z.number().int()])
    .optional()
    .nullable(),
  birthday: z
    .object({
      day: z.coerce.number().int().min(1).max(31),
      month: z.coerce.number().int().min(1).max(12),
      year: z.coerce.number().int().min(1900).max(2100),
    })
    .optional()
    .nullable(),
};

/** `POST /api/auth/register` (the full v1 register payload). */
export const registerV1Schema = z.object({
  ...commonRegister,
  surnameFather: optionalText(80, "Apellido paterno"),
  surnameMother: optionalText(80, "Apellido materno"),
  document: optionalText(20, "Documento"),
  countryCode: z
    .string()
    .trim()
    .regex(/^\+?\d{1,4}$/, authMessages.invalidPhone)
    .optional()
    .nullable(),
  countryIso: countryIsoSchema,
});
export type RegisterV1Input = z.infer<typeof registerV1Schema>;

/** `POST /api/v2/auth/register`: v1 plus objective, location, price range and careers. */
export const registerV2Schema = z.object({
  ...commonRegister,
  countryIso: countryIsoSchema,
  objective: optionalText(200, "Objetivo"),
  lat: z.coerce.number().min(-90).max(90).optional().nullable(),
  lng: z.coerce.number().min(-180).max(180).optional().nullable(),
  city: optionalText(120, "Ciudad"),
  route: optionalText(200, "Calle"),
  streetNumber: optionalText(20, "Número"),
  formattedAddress: optionalText(300, "Dirección"),
  rangePrice: z
    .union([z.tuple([z.coerce.number().int().min(0).max(100_000), z.coerce.number().int().min(0).max(100_000)]), z.string().trim().max(40)])
    .optional()
    .nullable(),
  careers: z.array(idSchema).max(20, "Elige hasta 20 carreras.").optional().default([]),
});
export type RegisterV2Input = z.infer<typeof registerV2Schema>;

/** v2 answer: logged in, plus where the spec sends the user (donde-estudiar with area_id…). */
export const registerV2ResultSchema = authResultSchema.extend({ areaId: z.string().nullable() });
export type RegisterV2Result = z.infer<typeof registerV2ResultSchema>;

/** The register modal 'Regístrate' and /empezar share this form. */
export const registerFormSchema = z.object({
  name: required(80, "Nombre", "Completa tu nombre."),
  surname: required(80, "Apellido", "Completa tu apellido."),
  typeUser: roleSchema,
  email: emailSchema,
  phone: phoneTextSchema,
  password: passwordSchema,
});
export type RegisterForm = z.input<typeof registerFormSchema>;

/** The policy checkbox: 'Debe aceptar las políticas de uso.' */
export const acceptedSchema = z.boolean({ error: authMessages.policyRequired }).refine((v) => v, authMessages.policyRequired);
export const registerWithPolicySchema = registerFormSchema.extend({ accepted: acceptedSchema });
export type RegisterWithPolicyForm = z.input<typeof registerWithPolicySchema>;

/* ───────────── Verification ───────────── */

export const verifyNumberSchema = z.object({ user: phoneTextSchema, countryIso: countryIsoSchema });
export const verifyEmailSchema = z.object({ email: emailSchema });
export const verificationResultSchema = z.object({ valid: z.literal(true), message: z.string() });
export type VerificationResult = z.infer<typeof verificationResultSchema>;

/* ───────────── Recovery ───────────── */

export const recoverSchema = z.object({
  email: z
    .string({ error: authMessages.forgotInvalid })
    .trim()
    .max(254, authMessages.forgotInvalid)
    .pipe(z.email(authMessages.forgotInvalid)),
  role: roleSchema.optional(),
});
export type RecoverInput = z.input<typeof recoverSchema>;

export const resetTokenSchema = z
  .string({ error: authMessages.resetInvalid })
  .trim()
  .min(20, authMessages.resetInvalid)
  .max(200, authMessages.resetInvalid);
export const recoverTokenQuerySchema = z.object({ token: resetTokenSchema });
export const recoverValidateSchema = z.object({ password: passwordSchema, token: resetTokenSchema });
export const changePasswordFormSchema = z
  .object({ password: passwordSchema, confirm: z.string().max(128) })
  .refine((v) => v.password === v.confirm, { path: ["confirm"], message: "Las contraseñas no coinciden." });
export type ChangePasswordForm = z.input<typeof changePasswordFormSchema>;
/** `POST /api/auth/email/confirm` {token}: the e-mail verification link's token. */
export const emailConfirmSchema = z.object({ token: resetTokenSchema });
export const emailConfirmResultSchema = z.object({ email: z.string(), changed: z.boolean() });

export const recoverTokenInfoSchema = z.object({
  valid: z.literal(true),
  email: z.string(),
  /** The link is a counsellor's invitation: it activates her account (and signs her in). */
  activation: z.boolean().optional(),
});

/* ───────────── Profile and phone completion ───────────── */

/** `POST /api/data-update/student` — the phone-completion modal 'Completa estos datos'. */
export const dataUpdateSchema = z.object({
  role: roleSchema,
  email: emailSchema,
  phone: phoneTextSchema,
  countryIso: countryIsoSchema,
  password: passwordSchema,
  /** Required when the account already has a password (re-authentication). */
  currentPassword: z.string().max(128, authMessages.passwordLong).optional(),
  accepted: z.literal(true, { error: authMessages.policyRequired }),
});
export type DataUpdateInput = z.input<typeof dataUpdateSchema>;

/** `PUT /api/student` — profile data. */
export const profileUpdateSchema = z.object({
  name: text(80, "Nombre").min(1, "Completa tu nombre.").optional(),
  surname: text(80, "Apellido").min(1, "Completa tu apellido.").optional(),
  surnameFather: optionalText(80, "Apellido paterno"),
  surnameMother: optionalText(80, "Apellido materno"),
  gender: optionalText(20, "Género"),
  document: optionalText(20, "Documento"),
  phone: phoneTextSchema.optional(),
  countryIso: countryIsoSchema,
  role: roleSchema.optional(),
  graduationYear: z.coerce.number().int().min(1950).max(2100).optional().nullable(),
  grade: optionalText(10, "Grado"),
  section: optionalText(20, "Sección"),
});
export type ProfileUpdateInput = z.infer<typeof profileUpdateSchema>;

/** /datos-extra-estudiante: the extra profile data (a subset of `PUT /api/student`). */
export const extraDataFormSchema = z.object({
  surnameFather: z.string().trim().max(80, "Puede tener hasta 80 caracteres."),
  surnameMother: z.string().trim().max(80, "Puede tener hasta 80 caracteres."),
  gender: z.enum(["", "femenino", "masculino", "otro"]),
  document: z
    .string()
    .trim()
    .regex(/^(\d{8}|[A-Za-z0-9]{9,12})?$/, "Escribe tu DNI (8 dígitos) o tu carné de extranjería."),
  graduationYear: z.string().regex(/^(\d{4})?$/, "Elige el año."),
  grade: z.enum(["", "5", "4", "3", "egresado"]),
  section: z.string().trim().max(20, "Puede tener hasta 20 caracteres."),
});
export type ExtraDataForm = z.input<typeof extraDataFormSchema>;

export const studentIdParamsSchema = z.object({ id: z.string().trim().min(1).max(64) });

export const studentProfileSchema = sessionUserSchema.extend({
  surnameFather: z.string().nullable(),
  surnameMother: z.string().nullable(),
  gender: z.string().nullable(),
  document: z.string().nullable(),
  grade: z.string().nullable(),
  section: z.string().nullable(),
  countryIso: z.string().nullable(),
  createdAt: z.string(),
});
export type StudentProfile = z.infer<typeof studentProfileSchema>;

/* ───────────── School mode (the schemas live in ./school) ───────────── */

export {
  birthYears,
  joinSchoolSchema,
  membershipVerificationResultSchema,
  membershipVerificationSchema,
  schoolGradeSchema,
  schoolRegistrationSchema,
  type JoinSchoolInput,
  type SchoolRegistrationForm,
} from "./school";

/* ───────────── Social log-in ───────────── */

export const oauthProviderSchema = z.enum(["google", "facebook"]);
export type OAuthProvider = z.infer<typeof oauthProviderSchema>;
export const oauthStartQuerySchema = z.object({ redirect: z.string().max(2000).optional() });
export const oauthCallbackQuerySchema = z.object({
  code: z.string().max(2000).optional(),
  state: z.string().max(200).optional(),
  error: z.string().max(200).optional(),
});
export const oauthProvidersSchema = z.object({ google: z.boolean(), facebook: z.boolean() });
