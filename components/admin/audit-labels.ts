import { formatSoles } from "@/lib/format/money";

/**
 * The audit log keeps field names as the back office's payloads spell them (lib/contracts/admin-*.ts);
 * the history shows them as the forms label them. A field not listed here (a new one) is shown
 * with its name split into words, never hidden.
 */
const FIELD_LABELS: Record<string, string> = {
  active: "Activo",
  admissionRate: "Tasa de admisión",
  amountCents: "Monto",
  area: "Área",
  areas: "Áreas",
  author: "Autor",
  benefit: "Beneficio",
  benefitDays: "Días de beneficio",
  benefitPlanSlug: "Plan del beneficio",
  bio: "Presentación",
  capacity: "Cupos",
  code: "Código",
  contactEmail: "Correo de contacto",
  contactPhone: "Teléfono de contacto",
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
  endsAt: "Termina",
  expiresAt: "Vence",
  gestion: "Gestión",
  grade: "Grado",
  headline: "Titular",
  highlights: "Destacados",
  image: "Imagen",
  income: "Ingreso",
  isAdmin: "Administrador",
  kind: "Tipo",
  level: "Nivel",
  logo: "Logo",
  name: "Nombre",
  nickname: "Alias",
  note: "Nota",
  onetOccupation: "Ocupación O*NET",
  phone: "Teléfono",
  position: "Orden",
  programName: "Nombre del programa",
  province: "Provincia",
  reason: "Motivo",
  regionName: "Región",
  role: "Rol",
  scholarships: "Becas",
  section: "Sección",
  sentence: "Frase del perfil",
  shortName: "Siglas",
  slug: "Dirección (slug)",
  sources: "Fuentes de las cifras",
  startTime: "Hora de inicio",
  startsAt: "Empieza",
  status: "Estado",
  surname: "Apellido",
  title: "Título",
  videoUrl: "Video",
  visible: "Visible en el sitio",
  website: "Sitio web",
  weekday: "Día",
};

/** The label of an audited field: the form's, or its name in words ("costNote" → "cost note"). */
export function auditFieldLabel(field: string): string {
  return (
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
