/**
 * What a school's counsellor sees of a student who agreed to share, as one list: the counsellor's
 * panel (/colegio/panel) builds its table's columns and its student page from it, and the consent
 * the student gives when joining a school (/empezar-colegio, the school code in the subscription
 * modal, «Mi cuenta») is written from it, so the consent never promises less than the panel shows.
 */
export const schoolPanelFields = [
  { key: "name", column: "Estudiante", shares: "tu nombre y apellido" },
  { key: "grade", column: "Grado", shares: "tu grado" },
  { key: "section", column: "Sección", shares: "tu sección" },
  { key: "progress", column: "Avance", shares: "cuántas secciones del test completaste y si lo terminaste" },
  { key: "holland", column: "Intereses", shares: "tus tipos de interés más fuertes" },
  { key: "careers", column: "Carreras sugeridas", shares: "las carreras que te sugerimos" },
  { key: "lastActiveAt", column: "Última actividad", shares: "la fecha de tu última actividad" },
] as const;

export type SchoolPanelFieldKey = (typeof schoolPanelFields)[number]["key"];

/** The column heading of a field in the counsellor's table. */
export const schoolPanelColumn = (key: SchoolPanelFieldKey): string => schoolPanelFields.find((f) => f.key === key)!.column;

/** The student's page in the panel: the whole result, as the student sees it. */
export const schoolPanelResult = {
  heading: "Resultado completo",
  shares:
    "tu resultado completo: tus perfiles de intereses, personalidad, inteligencias y valores (los que hayas completado) y las carreras sugeridas con sus razones",
} as const;

/** The table can be downloaded as a CSV file with the same columns. */
export const schoolPanelDownload = "Tu orientador también puede descargar esa lista en un archivo.";

/** Never in the panel nor in its download. */
export const schoolPanelNever = "No verá tus respuestas una por una, tu correo ni tu celular.";

const joinList = (items: readonly string[]) =>
  items.length < 2 ? items.join("") : `${items.slice(0, -1).join(", ")} y ${items[items.length - 1]}`;

/** «tu nombre y apellido, tu grado, … y tu resultado completo: …»: every field, in the panel's order. */
export function schoolSharedList(): string {
  return joinList([...schoolPanelFields.map((f) => f.shares), schoolPanelResult.shares]);
}

/**
 * The consent under «Quiero que mi colegio vea mi avance», written from the fields above.
 * `after` closes it (where it can be changed, or that the code works without it).
 */
export function schoolConsentText(after = "Puedes cambiarlo cuando quieras en «Mi cuenta»."): string {
  return `Si lo marcas, el orientador de tu colegio verá ${schoolSharedList()}. ${schoolPanelDownload} ${schoolPanelNever} ${after}`;
}
