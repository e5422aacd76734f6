import { formatSoles } from "@/lib/format/money";

/**
 * The audit log keeps field names as the back office's payloads spell them (lib/contracts/admin-*.ts);
 * the history shows them as the forms label them (components/admin/*-form.tsx, ops/forms.tsx), where
 * one name means two things per entity (ENTITY_LABELS first). A field not listed here (a new one) is
 * shown with its name split into words, never hidden.
 */
const FIELD_LABELS: Record<string, string> = {
  active: "Activo",
  admissionRate: "Tasa de admisión",
  advisorId: "Especialista de Rumbo",
  amountCents: "Monto",
  area: "Área",
  areas: "Áreas",
  author: "Expositor",
  benefit: "Beneficio",
  benefitDays: "Días del plan de regalo",
  benefitPlanSlug: "Plan de regalo",
  bio: "Presentación",
  cancelReason: "Motivo de la cancelación",
  capacity: "Cupos",
  code: "Código",
  contactEmail: "Correo de admisión",
  contactPhone: "Teléfono de admisión",
  costMaxCents: "Costo mensual máximo",
  costMinCents: "Costo mensual mínimo",
  counsellorSchoolId: "Colegio del orientador",
  credit: "Crédito educativo",
  deactivatedAt: "Desactivado el",
  department: "Departamento",
  description: "Descripción",
  district: "Distrito",
  durationMinutes: "Duración (minutos)",
  durationYears: "Duración (años)",
  email: "Correo",
  endsAt: "Fin",
  expiresAt: "Vence",
  gestion: "Gestión",
  grade: "Grado",
  headline: "Titular",
  highlights: "Puntos destacados",
  image: "Imagen",
  income: "Ingreso",
  institutionId: "Institución",
  isAdmin: "Administrador",
  joinUrl: "Enlace de la sala",
  kind: "Tipo",
  level: "Nivel",
  logo: "Logo",
  membersOnly: "Solo para miembros",
  name: "Nombre",
  nickname: "Apodo",
  note: "Nota",
  onetOccupation: "Ocupación (en español)",
  phone: "Teléfono",
  position: "Orden",
  program: "Programa",
  programName: "Nombre del programa",
  province: "Provincia",
  reason: "Motivo",
  recordingUrl: "Grabación (YouTube)",
  regionName: "Región",
  rejectReason: "Motivo del rechazo",
  role: "Rol",
  scholarships: "Becas",
  section: "Sección",
  sentence: "Frase del perfil",
  shortName: "Siglas",
  slug: "Identificador (URL)",
  sources: "Fuentes de las cifras",
  speakerName: "Expositor",
  speakerTitle: "Cargo o institución del expositor",
  startTime: "Hora de inicio",
  startsAt: "Inicio",
  status: "Estado",
  surname: "Apellido",
  title: "Título",
  videoUrl: "Video (YouTube)",
  visible: "Visible en el catálogo",
  website: "Web",
  weekday: "Día",
};

/** A school's codes: their `capacity` is students, not a talk's seats. */
const ENTITY_LABELS: Record<string, Record<string, string>> = {
  school: { capacity: "Estudiantes que pueden usarlo" },
};

/** The label of an audited field of `entity`: the form's, or its name in words ("costNote" → "cost note"). */
export function auditFieldLabel(entity: string, field: string): string {
  return (
    ENTITY_LABELS[entity]?.[field] ??
    FIELD_LABELS[field] ??
    field
      .replace(/([a-z0-9])([A-Z])/g, "$1 $2")
      .replaceAll("_", " ")
      .toLowerCase()
  );
}

/** An audited value as short text (never HTML): amounts in céntimos as soles, booleans as sí/no. */
export function auditValue(field: string, value: unknown): string {
  if (value === null || value === undefined || value === "") return "—";
  if (typeof value === "boolean") return value ? "sí" : "no";
  if (field.endsWith("Cents") && Number.isSafeInteger(value)) return formatSoles(value as number);
  if (typeof value === "object") return JSON.stringify(value);
  return String(value);
}
