/**
 * «¿Cuánto sumaría con Beca 18?»: an estimate of the selection score of Beca 18 2026, from the
 * formula of the Bases (Tabla 14, as transcribed; data/SOURCES.md):
 *
 *   puntaje = ENP + 0.5 × CP + C + G + (PR o ME) + (EST o EP), at most 180
 *
 * ENP the national pre-selection exam (0–120, her score); CP her priority conditions (0–40, halved;
 * the transcription does not give each condition's points, so she enters the total she knows); C
 * the institution's PRONABEC group (1 → 10, 2 → 8, 3 → 6); G public 10, private 5; PR (staying in
 * her region) or ME (moving to another) from the quintile table of HER region; EST +10 for a
 * high-demand career family at a technological institute or school, EP +10 for an education career
 * in the BEAHD modality only. A part whose facts are unknown is left out (points null, listed in
 * `missing`), never guessed. PRONABEC decides: this is an estimate.
 */
import { QUINTILE_POINTS, QUINTILES_2026, REGION_LABELS, departmentOfRegion, normaliseRegionName, type Beca18Region } from "./quintiles";

export const BECA18_MAX = 180;
export const ENP_MAX = 120;
export const CP_MAX = 40;
export const GROUP_POINTS = { 1: 10, 2: 8, 3: 6 } as const;
export type Beca18Group = keyof typeof GROUP_POINTS;
export const GESTION_POINTS = { publica: 10, privada: 5 } as const;
export const BONUS_POINTS = 10;

/** The types of institution of PRONABEC's list of eligible programmes (`tipo_ies`). */
export const tiposIes = [
  "UNIVERSIDAD",
  "INSTITUTO DE EDUCACION SUPERIOR TECNOLOGICA",
  "ESCUELA DE EDUCACION SUPERIOR TECNOLOGICA",
  "ESCUELA DE EDUCACION SUPERIOR PEDAGOGICA",
] as const;
export type TipoIes = (typeof tiposIes)[number];
const TECHNOLOGICAL: readonly TipoIes[] = ["INSTITUTO DE EDUCACION SUPERIOR TECNOLOGICA", "ESCUELA DE EDUCACION SUPERIOR TECNOLOGICA"];

/** The ten high-demand career families (MTPE's list) that add EST at a technological institute or school. */
export const HIGH_DEMAND_FAMILIES = [
  "Mecánica y Metalurgia",
  "Gestión y Administración",
  "Contabilidad e Impuestos",
  "Electricidad y Energía",
  "Sistemas y Cómputo",
  "Marketing y Publicidad",
  "Enfermería",
  "Construcción e Ingeniería Civil",
  "Hotelería y Gastronomía",
  "Salud y Protección Laboral",
] as const;

/** The modality, only as far as it changes the formula: BEAHD is the only one with EP. */
export const beca18Modalities = ["ordinaria", "beahd", "otra"] as const;
export type Beca18Modality = (typeof beca18Modalities)[number];

/** The facts of a place (an eligible programme at a campus) the formula reads; unknown ones are null or absent. */
export type Beca18Place = {
  group?: Beca18Group | null;
  gestion?: "publica" | "privada" | null;
  tipoIes?: TipoIes | null;
  /** The department of the campus as PRONABEC's list writes it (LIMA holds both Limas; CALLAO apart). */
  department?: string | null;
  programme: string;
  /** One of HIGH_DEMAND_FAMILIES, "" when it is none of them, absent when unknown. */
  careerFamily?: string | null;
  isEducation?: boolean | null;
};

export type Beca18Input = {
  /** 0–120, null when she has not entered it. */
  enp: number | null;
  /** 0–40 before halving, null when she has not entered it. */
  cp: number | null;
  studentRegion: Beca18Region | null;
  modality: Beca18Modality;
  place: Beca18Place;
};

export type ScorePartKey = "enp" | "cp" | "c" | "g" | "region" | "bonus";
export type ScorePart = { key: ScorePartKey; label: string; points: number | null; max: number; explanation: string };
export type ScoreEstimate = { parts: ScorePart[]; total: number; max: typeof BECA18_MAX; missing: { key: ScorePartKey; label: string }[] };

/** 12.5 → "12.5", 10 → "10" (a point for decimals, as Peru writes them). */
export function formatPoints(points: number): string {
  return Number.isInteger(points) ? String(points) : points.toFixed(1).replace(/\.0$/, "");
}

function isHighDemand(family: string): boolean {
  const key = normaliseRegionName(family);
  return HIGH_DEMAND_FAMILIES.some((f) => normaliseRegionName(f) === key);
}

function enpPart(enp: number | null): ScorePart {
  const base = { key: "enp" as const, label: "Examen Nacional de Preselección (ENP)", max: ENP_MAX };
  if (enp === null) return { ...base, points: null, explanation: "Sin dato: escribe tu puntaje del examen (0 a 120) para sumarlo." };
  return { ...base, points: enp, explanation: `Tu puntaje del examen: ${formatPoints(enp)} de ${ENP_MAX}.` };
}

function cpPart(cp: number | null): ScorePart {
  const base = { key: "cp" as const, label: "Condiciones priorizadas (0.5 × CP)", max: CP_MAX / 2 };
  if (cp === null)
    return {
      ...base,
      points: null,
      explanation:
        "Sin dato: escribe el total de tus condiciones priorizadas (pobreza, pobreza extrema, discapacidad, etc.; hasta 40). No tenemos el puntaje de cada condición: usa el total que te dé PRONABEC.",
    };
  const points = cp / 2;
  return {
    ...base,
    points,
    explanation:
      cp === 0
        ? "Sin condiciones priorizadas: 0 puntos."
        : `Tus condiciones priorizadas suman ${formatPoints(cp)} de ${CP_MAX} y cuentan la mitad: ${formatPoints(points)}.`,
  };
}

function groupPart(group: Beca18Group | null | undefined): ScorePart {
  const base = { key: "c" as const, label: "Grupo de la institución (C)", max: GROUP_POINTS[1] };
  if (!group)
    return {
      ...base,
      points: null,
      explanation: "Grupo no disponible: no lo sumamos. PRONABEC clasifica cada institución en el grupo 1, 2 o 3.",
    };
  return {
    ...base,
    points: GROUP_POINTS[group],
    explanation: `Grupo ${group} de PRONABEC: ${GROUP_POINTS[group]} puntos (grupo 1: 10, grupo 2: 8, grupo 3: 6).`,
  };
}

function gestionPart(gestion: "publica" | "privada" | null | undefined): ScorePart {
  const base = { key: "g" as const, label: "Gestión de la institución (G)", max: GESTION_POINTS.publica };
  if (!gestion) return { ...base, points: null, explanation: "Sin dato de gestión: no lo sumamos (pública: 10, privada: 5)." };
  return {
    ...base,
    points: GESTION_POINTS[gestion],
    explanation:
      gestion === "publica"
        ? "Institución pública: 10 puntos (una privada suma 5)."
        : "Institución privada: 5 puntos (una pública suma 10).",
  };
}

function regionPart(region: Beca18Region | null, department: string | null | undefined): ScorePart {
  const base = { key: "region" as const, label: "Permanencia regional o movilidad (PR o ME)", max: QUINTILE_POINTS[1] };
  if (!region) return { ...base, points: null, explanation: "Sin dato: elige tu región para saber cuánto suma quedarte o mudarte." };
  if (!department) return { ...base, points: null, explanation: "No sabemos en qué departamento está la sede: no lo sumamos." };
  const written = normaliseRegionName(department);
  // PRONABEC's list writes both Limas as LIMA; a catalogue may name one of them.
  const place = written === "LIMA METROPOLITANA" || written === "LIMA PROVINCIAS" ? "LIMA" : written;
  const stays = departmentOfRegion(region) === place;
  const { pr, me } = QUINTILES_2026[region];
  const name = REGION_LABELS[region];
  const placeName = place === "LIMA" ? "Lima" : (REGION_LABELS[place as Beca18Region] ?? department);
  const limaNote =
    stays && place === "LIMA"
      ? " La lista de PRONABEC junta Lima Metropolitana y Lima Provincias como LIMA: si la sede está en la otra parte de Lima, podría contar como movilidad."
      : "";
  if (stays)
    return {
      ...base,
      points: QUINTILE_POINTS[pr],
      explanation: `Estudiarías en tu región (${name}): permanencia regional, quintil ${pr} de ${name} → ${QUINTILE_POINTS[pr]} puntos.${limaNote}`,
    };
  return {
    ...base,
    points: QUINTILE_POINTS[me],
    explanation: `Te mudarías de ${name} a ${placeName}: movilidad estudiantil, quintil ${me} de ${name} → ${QUINTILE_POINTS[me]} puntos.`,
  };
}

function bonusPart(place: Beca18Place, modality: Beca18Modality): ScorePart {
  const base = { key: "bonus" as const, label: "Alta demanda o educación (EST o EP)", max: BONUS_POINTS };
  if (place.isEducation && modality === "beahd")
    return { ...base, points: BONUS_POINTS, explanation: "Carrera de educación en la modalidad BEAHD: +10 (EP)." };
  const eduNote = place.isEducation ? " El bono de educación (EP) es solo para la modalidad BEAHD." : "";
  if (!place.tipoIes)
    return {
      ...base,
      points: null,
      explanation: `No sabemos el tipo de institución: el bono de alta demanda (EST) es para institutos y escuelas tecnológicas.${eduNote}`,
    };
  if (!TECHNOLOGICAL.includes(place.tipoIes))
    return {
      ...base,
      points: 0,
      explanation: `0 puntos: el bono de alta demanda (EST) es solo para institutos y escuelas tecnológicas.${eduNote}`,
    };
  if (place.careerFamily === undefined || place.careerFamily === null)
    return {
      ...base,
      points: null,
      explanation: `No sabemos si la carrera es de una familia de alta demanda: no lo sumamos.${eduNote}`,
    };
  if (place.careerFamily && isHighDemand(place.careerFamily))
    return {
      ...base,
      points: BONUS_POINTS,
      explanation: `Familia de alta demanda (${place.careerFamily}) en una institución tecnológica: +10 (EST).`,
    };
  return { ...base, points: 0, explanation: `0 puntos: la carrera no es de una de las diez familias de alta demanda.${eduNote}` };
}

/** The estimate: each part with its points (null when unknown) and why, the total of what is known, what is missing. */
export function estimateBeca18Score(input: Beca18Input): ScoreEstimate {
  if (input.enp !== null && !(input.enp >= 0 && input.enp <= ENP_MAX)) throw new RangeError("ENP must be between 0 and 120");
  if (input.cp !== null && !(input.cp >= 0 && input.cp <= CP_MAX)) throw new RangeError("CP must be between 0 and 40");
  const parts = [
    enpPart(input.enp),
    cpPart(input.cp),
    groupPart(input.place.group),
    gestionPart(input.place.gestion),
    regionPart(input.studentRegion, input.place.department),
    bonusPart(input.place, input.modality),
  ];
  const total = Math.min(
    BECA18_MAX,
    parts.reduce((sum, p) => sum + (p.points ?? 0), 0),
  );
  return {
    parts,
    total,
    max: BECA18_MAX,
    missing: parts.filter((p) => p.points === null).map((p) => ({ key: p.key, label: p.label })),
  };
}

/** A typed score ("90", "87,5", " 87.5 ") → its value, or a Spanish error for the field; "" is no value. */
export function parseScoreField(text: string, max: number): { value: number | null; error?: string } {
  const t = text.trim().replace(",", ".");
  if (t === "") return { value: null };
  if (!/^\d{1,3}(\.\d{1,2})?$/.test(t)) return { value: null, error: `Escribe un número de 0 a ${max} (con punto o coma para decimales).` };
  const value = Number(t);
  if (value > max) return { value: null, error: `El puntaje va de 0 a ${max}.` };
  return { value };
}
