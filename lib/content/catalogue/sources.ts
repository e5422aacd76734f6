/**
 * Where the catalogue's figures come from: the seed writes these credits next to each figure, and
 * the career pages quote the same ones (so the domain never imports the seed).
 */
export type FigureCredit = { source: string; year: number; note?: string };

export const SUNEDU_SOURCE = "SUNEDU, datos abiertos «Licenciamiento Institucional» (corte 2022-08-17)";
/** Where a student verifies a university's licence today (the data are a cut plus later resolutions). */
export const SUNEDU_VERIFY = "sunedu.gob.pe";
export const OFFERING_SOURCE: FigureCredit = { source: "Ponte en Carrera (MINEDU/MTPE), búsqueda 2016", year: 2016 };
/** PRONABEC's list of eligible institutions, campuses and programmes for Beca 18 2026. */
export const BECA18_SOURCE = "Beca 18 2026 (PRONABEC, RJ N° 508-2026)";
export const BECA18_CREDIT: FigureCredit = { source: BECA18_SOURCE, year: 2026, note: "nombre tal como lo publica PRONABEC" };
/** PRONABEC's official page, linked (never loaded) wherever Beca 18 is mentioned. */
export const BECA18_URL = "https://www.pronabec.gob.pe/beca-18/";
/** The rule every mention of Beca 18 states in one line. */
export const BECA18_RULE = "Beca 18 paga solo en la institución, sede y programa elegibles; confirma en pronabec.gob.pe.";
/** The transcription of the 2026 list lacks annex rows 3513–3540: every count from it says so. */
export const BECA18_PARTIAL = "lista parcial";
export const INCOME_SOURCE: FigureCredit = {
  source: "Ponte en Carrera, planilla electrónica 2015 (MTPE)",
  year: 2015,
  note: "trabajadores de 18 a 29 años a tiempo completo",
};
