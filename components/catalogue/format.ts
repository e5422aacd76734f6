import { formatOfferingCost } from "@/lib/format/catalogue-costs";
import { formatSoles } from "@/lib/format/money";
import type { FigureSourceDto, InstitutionCard, OfferingDto } from "@/lib/contracts/catalogue";

/** An offering's cost: «… al mes» as the source says, or «(probablemente anual o por ciclo)» above S/ 5,000 (lib/format/catalogue-costs.ts). */
export function formatCost(min: number | null, max: number | null): string | null {
  return formatOfferingCost({ costMinCents: min, costMaxCents: max });
}

/**
 * What a missing cost means at a public institution: the source gives no fee for it (public
 * universities publish none for most careers); elsewhere null, and the page says «Sin dato».
 */
export function missingCostText(gestion: InstitutionCard["gestion"]): string | null {
  return gestion === "publica" ? "Pública: la fuente no da una pensión" : null;
}

/** Soles per month (the sources give whole soles). */
export function formatIncome(soles: number | null): string | null {
  return soles === null ? null : `${formatSoles(soles * 100)} al mes`;
}

export function formatDuration(years: number | null): string | null {
  if (years === null) return null;
  // Decimal point, as the soles on the same pages (es-PE: «S/ 3,303.00», «4.5 años»).
  const n = Number.isInteger(years) ? String(years) : years.toFixed(1);
  return `${n} ${years === 1 ? "año" : "años"}`;
}

/** "62 % ingresa (642 ingresantes de 696 postulantes)". */
export function formatSelectivity(o: Pick<OfferingDto, "admissionRate" | "admitted" | "applicants">): string | null {
  if (o.admissionRate === null && (o.admitted === null || o.applicants === null)) return null;
  const rate = o.admissionRate !== null ? `${Math.round(o.admissionRate)} % ingresa` : "";
  const counts =
    o.admitted !== null && o.applicants !== null
      ? `${o.admitted.toLocaleString("es-PE")} ingresantes de ${o.applicants.toLocaleString("es-PE")} postulantes`
      : "";
  return rate && counts ? `${rate} (${counts})` : rate || counts;
}

export function formatYesNo(value: boolean | null): string | null {
  return value === null ? null : value ? "Sí" : "No";
}

/** "Fuente: Ponte en Carrera (MINEDU/MTPE), búsqueda 2016 · 2016". */
export function sourceLine(source: FigureSourceDto | undefined): string {
  if (!source) return "Fuente: sin dato";
  const year = source.source.includes(String(source.year)) ? "" : `, ${source.year}`;
  return `Fuente: ${source.source}${year}${source.note ? ` (${source.note})` : ""}`;
}

export const ONET_CREDIT =
  "Incluye información de la base de datos O*NET del Departamento de Trabajo de EE. UU. (USDOL/ETA), bajo licencia CC BY 4.0.";

export const RIASEC_NAMES = {
  R: { name: "Realista", words: "trabajar con las manos, herramientas, máquinas o la naturaleza" },
  I: { name: "Investigador", words: "observar, analizar y resolver problemas con ideas y datos" },
  A: { name: "Artístico", words: "crear, diseñar y expresarse con libertad" },
  S: { name: "Social", words: "ayudar, enseñar y cuidar a otras personas" },
  E: { name: "Emprendedor", words: "liderar, convencer y tomar decisiones" },
  C: { name: "Convencional", words: "organizar información, seguir procesos y cuidar el detalle" },
} as const;
export type RiasecKey = keyof typeof RIASEC_NAMES;

export function typeLabel(type: InstitutionCard["type"]) {
  return type === "universidad" ? "Universidad" : "Instituto";
}

/** «Universidad pública», «Instituto público»: the gestión agrees with the kind. */
export function kindGestionLabel(type: InstitutionCard["type"], gestion: InstitutionCard["gestion"]): string {
  if (type === "universidad") return gestion === "publica" ? "Universidad pública" : "Universidad privada";
  return gestion === "publica" ? "Instituto público" : "Instituto privado";
}

export function gestionLabel(gestion: InstitutionCard["gestion"]) {
  return gestion === "publica" ? "Pública" : "Privada";
}
