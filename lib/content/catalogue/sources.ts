/**
 * Where the catalogue's figures come from: the seed writes these credits next to each figure, and
 * the career pages quote the same ones (so the domain never imports the seed).
 */
export type FigureCredit = { source: string; year: number; note?: string };

export const SUNEDU_SOURCE = "SUNEDU, datos abiertos «Licenciamiento Institucional» (corte 2022-08-17)";
/** Where a student verifies a university's licence today (the data are a cut plus later resolutions). */
export const SUNEDU_VERIFY = "sunedu.gob.pe";
export const OFFERING_SOURCE: FigureCredit = { source: "Ponte en Carrera (MINEDU/MTPE), búsqueda 2016", year: 2016 };
export const INCOME_SOURCE: FigureCredit = {
  source: "Ponte en Carrera, planilla electrónica 2015 (MTPE)",
  year: 2015,
  note: "trabajadores de 18 a 29 años a tiempo completo",
};
