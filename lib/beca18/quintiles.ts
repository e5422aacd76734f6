/**
 * Beca 18 2026: the quintiles of Permanencia Regional (PR, studying in one's own region) and
 * Movilidad Estudiantil (ME, moving to another region) of each region, with their points, from the
 * Bases of the 2026 call (RDE N° 033-2026, Anexos 2 y 3), as in data/beca18/quintiles_2026.csv (a
 * test holds this table to every row of that file). Lima is split in two: LIMA METROPOLITANA and
 * LIMA PROVINCIAS; CALLAO has its own row.
 */

export const QUINTILE_POINTS = { 1: 10, 2: 8, 3: 6, 4: 4, 5: 0 } as const;
export type Quintile = keyof typeof QUINTILE_POINTS;

export const beca18Regions = [
  "AMAZONAS",
  "ANCASH",
  "APURIMAC",
  "AREQUIPA",
  "AYACUCHO",
  "CAJAMARCA",
  "CALLAO",
  "CUSCO",
  "HUANCAVELICA",
  "HUANUCO",
  "ICA",
  "JUNIN",
  "LA LIBERTAD",
  "LAMBAYEQUE",
  "LIMA METROPOLITANA",
  "LIMA PROVINCIAS",
  "LORETO",
  "MADRE DE DIOS",
  "MOQUEGUA",
  "PASCO",
  "PIURA",
  "PUNO",
  "SAN MARTIN",
  "TACNA",
  "TUMBES",
  "UCAYALI",
] as const;
export type Beca18Region = (typeof beca18Regions)[number];

/** Each region's PR and ME quintile (points: QUINTILE_POINTS). */
export const QUINTILES_2026: Record<Beca18Region, { pr: Quintile; me: Quintile }> = {
  AYACUCHO: { pr: 1, me: 3 },
  MOQUEGUA: { pr: 1, me: 3 },
  AMAZONAS: { pr: 1, me: 5 },
  "LIMA PROVINCIAS": { pr: 1, me: 2 },
  HUANCAVELICA: { pr: 1, me: 3 },
  PASCO: { pr: 2, me: 4 },
  APURIMAC: { pr: 2, me: 2 },
  CAJAMARCA: { pr: 2, me: 1 },
  TUMBES: { pr: 2, me: 1 },
  LORETO: { pr: 2, me: 1 },
  UCAYALI: { pr: 3, me: 4 },
  PUNO: { pr: 3, me: 1 },
  "SAN MARTIN": { pr: 3, me: 4 },
  "MADRE DE DIOS": { pr: 3, me: 3 },
  ANCASH: { pr: 3, me: 1 },
  HUANUCO: { pr: 4, me: 4 },
  CUSCO: { pr: 4, me: 2 },
  TACNA: { pr: 4, me: 2 },
  JUNIN: { pr: 4, me: 5 },
  ICA: { pr: 4, me: 4 },
  LAMBAYEQUE: { pr: 5, me: 5 },
  "LIMA METROPOLITANA": { pr: 5, me: 5 },
  CALLAO: { pr: 5, me: 5 },
  PIURA: { pr: 5, me: 2 },
  "LA LIBERTAD": { pr: 5, me: 3 },
  AREQUIPA: { pr: 5, me: 5 },
};

/** How a region is written for people (the CSV writes it upper case without accents). */
export const REGION_LABELS: Record<Beca18Region, string> = {
  AMAZONAS: "Amazonas",
  ANCASH: "Áncash",
  APURIMAC: "Apurímac",
  AREQUIPA: "Arequipa",
  AYACUCHO: "Ayacucho",
  CAJAMARCA: "Cajamarca",
  CALLAO: "Callao",
  CUSCO: "Cusco",
  HUANCAVELICA: "Huancavelica",
  HUANUCO: "Huánuco",
  ICA: "Ica",
  JUNIN: "Junín",
  "LA LIBERTAD": "La Libertad",
  LAMBAYEQUE: "Lambayeque",
  "LIMA METROPOLITANA": "Lima Metropolitana",
  "LIMA PROVINCIAS": "Lima Provincias",
  LORETO: "Loreto",
  "MADRE DE DIOS": "Madre de Dios",
  MOQUEGUA: "Moquegua",
  PASCO: "Pasco",
  PIURA: "Piura",
  PUNO: "Puno",
  "SAN MARTIN": "San Martín",
  TACNA: "Tacna",
  TUMBES: "Tumbes",
  UCAYALI: "Ucayali",
};

/** "San Martín", "  lima " → "SAN MARTIN", "LIMA": upper case, no accents, single spaces. */
export function normaliseRegionName(name: string): string {
  return name
    .normalize("NFD")
    .replace(/[\u0300-\u036f]/g, "")
    .toUpperCase()
    .replace(/\s+/g, " ")
    .trim();
}

/**
 * A region as the catalogue or the student writes it → its row of the table; "Lima" alone is
 * "lima" (the table needs to know which Lima: ask her), anything else unknown is null.
 */
export function beca18RegionOf(name: string | null | undefined): Beca18Region | "lima" | null {
  if (!name) return null;
  const key = normaliseRegionName(name);
  if (key === "LIMA") return "lima";
  if (key === "LIMA METROPOLITANA" || key === "LIMA METROPOLITANA Y CALLAO") return "LIMA METROPOLITANA";
  return (beca18Regions as readonly string[]).includes(key) ? (key as Beca18Region) : null;
}

/** The department of the PRONABEC list (which writes both Limas as LIMA) a region lies in. */
export function departmentOfRegion(region: Beca18Region): string {
  return region === "LIMA METROPOLITANA" || region === "LIMA PROVINCIAS" ? "LIMA" : region;
}
