/**
 * Where she could study a suggested career with Beca 18: the shape of the eligible places
 * (lib/server/catalogue/beca18-places.ts builds them) and the sentences the result page and the
 * PDF say about them, the same in both.
 */
import type { Beca18Region } from "./quintiles";
import type { Beca18Group, ScorePart } from "./score";
import type { BECA18_PARTIAL, BECA18_RULE, BECA18_SOURCE, BECA18_URL } from "@/lib/content/catalogue/sources";

/** The parts of the Beca 18 formula that depend on the place (not on her exam or her conditions). */
export const PLACE_PART_KEYS = ["c", "g", "region", "bonus"] as const;

/** One eligible place (an offering in PRONABEC's 2026 list) of a career, with its place-dependent points. */
export type Beca18Option = {
  offeringId: number;
  institutionId: number;
  institutionName: string;
  programme: string;
  /** The department of the campus as PRONABEC's list writes it (both Limas as LIMA). */
  department: string;
  /** The listed districts of the campus, as PRONABEC writes them. */
  districts: string[];
  group: Beca18Group | null;
  gestion: "publica" | "privada" | null;
  /** The campus is in her department. */
  inHerRegion: boolean;
  /** The offering or its institution is on her list. */
  onHerList: boolean;
  /** C + G + (PR o ME) + (EST o EP), without ENP and CP; unknown parts count 0 and are in `missing`. */
  points: number;
  parts: ScorePart[];
  /** Labels of the place parts without data. */
  missing: string[];
  /** The offering's page, where the full estimator is. */
  href: string;
};

export type Beca18CareerOptions = { careerId: number; name: string; options: Beca18Option[]; eligibleCount: number };

export type Beca18Options = {
  /** Her region as the formula reads it; `null` when unknown. «lima» when she chose Lima without saying which. */
  region: { label: string; department: string; quintileRegion: Beca18Region | null } | null;
  careers: Beca18CareerOptions[];
  source: typeof BECA18_SOURCE;
  partial: typeof BECA18_PARTIAL;
  rule: typeof BECA18_RULE;
  url: typeof BECA18_URL;
};

const SMALL_WORDS = new Set(["de", "del", "la", "las", "los", "el", "y", "e"]);

/** «CERCADO DE LIMA» → «Cercado de Lima»: PRONABEC writes places in upper case. */
const titleCase = (s: string) =>
  s
    .toLocaleLowerCase("es")
    .split(" ")
    .map((w, i) => (i > 0 && SMALL_WORDS.has(w) ? w : w.replace(/^\p{L}/u, (c) => c.toLocaleUpperCase("es"))))
    .join(" ");

/** «Grupo 1 · pública · Ayacucho (Huamanga)»: the facts of PRONABEC's list behind an option's points. */
export function beca18OptionFacts(o: Beca18Option): string {
  return [
    o.group ? `Grupo ${o.group} de PRONABEC` : "Grupo no disponible",
    o.gestion === "publica" ? "pública" : o.gestion === "privada" ? "privada" : "gestión sin dato",
    `${titleCase(o.department)}${o.districts.length ? ` (${o.districts.map(titleCase).join(", ")})` : ""}`,
  ].join(" · ");
}

/**
 * What the region part means, in one line: the explanation of PR/ME or why it is missing. `who`
 * null speaks to her (her result, her PDF); a name speaks of her to a parent, whose panel knows her
 * region from her filter or her school.
 */
export function beca18IntroText(region: Beca18Options["region"], who: string | null = null): string {
  if (who) {
    if (!region) return `No sabemos la región de ${who}: las ordenamos por el grupo de PRONABEC y sin los puntos de quedarse o mudarse.`;
    if (!region.quintileRegion)
      return "Su región es Lima: primero las sedes en Lima. PRONABEC puntúa distinto Lima Metropolitana y Lima Provincias, así que no sumamos quedarse o mudarse.";
    return `Primero las sedes en su región (${region.label}); los puntos de quedarse o mudarse son los de ${region.label}.`;
  }
  if (!region)
    return "No sabemos tu región (no filtraste por región en el test): las ordenamos por el grupo de PRONABEC y sin los puntos de quedarte o mudarte.";
  if (!region.quintileRegion)
    return "Filtraste por Lima: primero las sedes en Lima. PRONABEC puntúa distinto Lima Metropolitana y Lima Provincias, así que no sumamos quedarte o mudarte (elígelo en el estimador de cada sede).";
  return `Primero las sedes en tu región (${region.label}, la que filtraste en el test); los puntos de quedarte o mudarte son los de ${region.label}.`;
}

/** «sin contar tu examen (ENP) ni tus condiciones prioritarias»: what the place points leave out. */
export const PLACE_POINTS_NOTE = "sin contar tu examen (ENP) ni tus condiciones prioritarias";
/** The same, said of her to a parent. */
export const PLACE_POINTS_NOTE_OTHER = "sin contar su examen (ENP) ni sus condiciones prioritarias";
