/**
 * Content fields ("campos"): what a career is about, finer than the six interest types. Interest
 * items, abilities and activities carry fields (one field per interest item: a statement about two
 * things would let one answer speak for both); each catalogue career lists its fields in
 * data/career-evidence.csv (career-evidence.ts). They let the ranking tell, inside one interest type, visual arts and design from
 * performing arts and music, or mechanics from agriculture.
 */
export const fieldIds = [
  "salud",
  "cuidado",
  "ensenanza",
  "deporte",
  "animales",
  "agro",
  "ambiente",
  "mecanica",
  "construccion",
  "electricidad",
  "tecnologia",
  "matematica",
  "ciencia",
  "arte-visual",
  "musica",
  "escenicas",
  "escritura",
  "idiomas-turismo",
  "idiomas",
  "cocina",
  "negocios",
  "finanzas",
  "derecho",
  "debate",
  "sociedad",
  "oficina",
] as const;
export type FieldId = (typeof fieldIds)[number];

/**
 * How a field is named in a reason. Every name is one phrase without «y», so that a list of fields
 * reads «la salud, la ciencia y enseñar» and never «… y … y …». `plural` and `infinitive` drive the
 * verb's agreement («Te interesan los idiomas», «Te interesa enseñar»).
 * The id `idiomas-turismo` is historical: its items are about tourism and hotels only; foreign
 * languages are the field `idiomas`.
 */
export type FieldLabel = { text: string; plural?: true; infinitive?: true };
export const fieldLabels: Record<FieldId, FieldLabel> = {
  salud: { text: "la salud" },
  cuidado: { text: "acompañar a otras personas", infinitive: true },
  ensenanza: { text: "enseñar", infinitive: true },
  deporte: { text: "el deporte" },
  animales: { text: "los animales", plural: true },
  agro: { text: "la agricultura" },
  ambiente: { text: "el medio ambiente" },
  mecanica: { text: "la mecánica" },
  construccion: { text: "la construcción" },
  electricidad: { text: "la electricidad" },
  tecnologia: { text: "la programación" },
  matematica: { text: "la matemática" },
  ciencia: { text: "la ciencia" },
  "arte-visual": { text: "las artes visuales", plural: true },
  musica: { text: "la música" },
  escenicas: { text: "las artes escénicas", plural: true },
  escritura: { text: "la escritura" },
  "idiomas-turismo": { text: "el turismo" },
  idiomas: { text: "los idiomas", plural: true },
  cocina: { text: "la cocina" },
  negocios: { text: "los negocios", plural: true },
  finanzas: { text: "las finanzas", plural: true },
  derecho: { text: "el derecho" },
  debate: { text: "el debate" },
  sociedad: { text: "la sociedad" },
  oficina: { text: "la organización de datos" },
};

/** How a field is named («te interesa …»). */
export const fieldNames = Object.fromEntries(Object.entries(fieldLabels).map(([k, v]) => [k, v.text])) as Record<FieldId, string>;
