import type { FieldId } from "./fields";
import type { ChoiceOption, RiasecType } from "./types";

export type TypedChoice = ChoiceOption & { type: RiasecType; fields?: FieldId[] };

/** Strong abilities (habilidades fuertes): pick up to 5. Each hints at one RIASEC type and its fields. */
export const abilityOptions: TypedChoice[] = [
  { id: "manual", label: "Reparar y armar cosas con las manos", type: "R", fields: ["mecanica"] },
  { id: "sports", label: "Deporte", type: "R", fields: ["deporte"] },
  { id: "cooking", label: "Cocinar", type: "R", fields: ["cocina"] },
  { id: "math", label: "Matemática", type: "I", fields: ["matematica"] },
  { id: "science", label: "Ciencias", type: "I", fields: ["ciencia"] },
  { id: "tech", label: "Programación", type: "I", fields: ["tecnologia"] },
  { id: "drawing", label: "Dibujo", type: "A", fields: ["arte-visual"] },
  { id: "writing", label: "Redacción", type: "A", fields: ["escritura"] },
  { id: "music", label: "Música", type: "A", fields: ["musica"] },
  { id: "acting", label: "Actuación o baile", type: "A", fields: ["escenicas"] },
  { id: "languages", label: "Idiomas", type: "A", fields: ["idiomas"] },
  { id: "listening", label: "Escuchar a otras personas", type: "S", fields: ["cuidado"] },
  { id: "teaching", label: "Explicar y enseñar", type: "S", fields: ["ensenanza"] },
  { id: "leading", label: "Liderar grupos", type: "E", fields: ["negocios"] },
  { id: "speaking", label: "Convencer con argumentos", type: "E", fields: ["debate"] },
  { id: "organizing", label: "Ordenar y planificar", type: "C", fields: ["oficina"] },
  { id: "numbers", label: "Manejar cuentas", type: "C", fields: ["finanzas"] },
];

/** Unique qualities (cualidades únicas): pick up to 5. */
export const qualityOptions: TypedChoice[] = [
  { id: "patient", label: "Paciente", type: "S" },
  { id: "empathetic", label: "Empática o empático", type: "S" },
  { id: "curious", label: "Curiosa o curioso", type: "I" },
  { id: "analytical", label: "Analítica o analítico", type: "I" },
  { id: "creative", label: "Creativa o creativo", type: "A" },
  { id: "original", label: "Original", type: "A" },
  { id: "practical", label: "Práctica o práctico", type: "R" },
  { id: "persistent", label: "Perseverante", type: "R" },
  { id: "confident", label: "Segura o seguro de mí", type: "E" },
  { id: "ambitious", label: "Ambiciosa o ambicioso", type: "E" },
  { id: "orderly", label: "Ordenada u ordenado", type: "C" },
  { id: "responsible", label: "Responsable", type: "C" },
];

/** Activities of interest (intereses y actividades): what the student does in free time. */
export const activityOptions: TypedChoice[] = [
  { id: "fix", label: "Arreglar cosas en casa", type: "R", fields: ["mecanica"] },
  { id: "outdoors", label: "Hacer caminatas en la naturaleza", type: "R", fields: ["ambiente"] },
  { id: "sport", label: "Practicar un deporte", type: "R", fields: ["deporte"] },
  { id: "cook", label: "Cocinar para mi familia", type: "R", fields: ["cocina"] },
  { id: "pets", label: "Cuidar animales", type: "R", fields: ["animales"] },
  { id: "videos-science", label: "Ver videos de ciencia", type: "I", fields: ["ciencia"] },
  { id: "puzzles", label: "Resolver acertijos", type: "I", fields: ["matematica"] },
  { id: "code", label: "Programar", type: "I", fields: ["tecnologia"] },
  { id: "draw", label: "Dibujar", type: "A", fields: ["arte-visual"] },
  { id: "music", label: "Tocar música o cantar", type: "A", fields: ["musica"] },
  { id: "theatre", label: "Hacer teatro o bailar", type: "A", fields: ["escenicas"] },
  { id: "read", label: "Leer novelas", type: "A", fields: ["escritura"] },
  { id: "social-media", label: "Crear contenido para redes", type: "A", fields: ["arte-visual"] },
  { id: "volunteer", label: "Hacer voluntariado", type: "S", fields: ["cuidado"] },
  { id: "tutor", label: "Ayudar a otros con sus tareas", type: "S", fields: ["ensenanza"] },
  { id: "sell", label: "Vender cosas", type: "E", fields: ["negocios"] },
  { id: "council", label: "Participar en el municipio escolar", type: "E", fields: ["sociedad"] },
  { id: "collect", label: "Coleccionar y ordenar cosas", type: "C", fields: ["oficina"] },
  { id: "budget", label: "Llevar la cuenta de mis ahorros", type: "C", fields: ["finanzas"] },
  { id: "circuits", label: "Armar circuitos o aparatos eléctricos", type: "R", fields: ["electricidad"] },
  { id: "models", label: "Construir maquetas o muebles", type: "R", fields: ["construccion"] },
  { id: "garden", label: "Cultivar plantas o un biohuerto", type: "R", fields: ["agro"] },
  { id: "first-aid", label: "Aprender primeros auxilios", type: "S", fields: ["salud"] },
  { id: "languages", label: "Aprender otro idioma", type: "S", fields: ["idiomas"] },
  { id: "travel", label: "Conocer lugares turísticos de mi región", type: "S", fields: ["idiomas-turismo"] },
  { id: "debate", label: "Debatir sobre temas de actualidad", type: "E", fields: ["debate"] },
  { id: "rights", label: "Informarme sobre leyes y derechos", type: "E", fields: ["derecho"] },
];

/** Career areas of the catalogue (mundo de carreras), as the `careers.area` column holds them. */
export const careerAreas: ChoiceOption[] = [
  { id: "ciencias de la salud", label: "Ciencias de la salud" },
  { id: "ingeniería", label: "Ingeniería y tecnología" },
  { id: "negocios", label: "Negocios" },
  { id: "ciencias sociales", label: "Ciencias sociales" },
  { id: "educación", label: "Educación" },
  { id: "arte y diseño", label: "Arte y diseño" },
  { id: "humanidades", label: "Humanidades" },
  { id: "ciencias básicas", label: "Ciencias básicas" },
];

/**
 * Why a career is not for her: the one list of reasons, asked by «No es para mí» on a result card,
 * the «Descartar carreras» section and a discard from her list. The reason is kept with the
 * discard in her test and shown back to her.
 */
export const discardReasons: ChoiceOption[] = [
  { id: "not-interested", label: "No me interesa" },
  { id: "too-long", label: "Dura demasiado" },
  { id: "too-expensive", label: "Es muy cara" },
  { id: "not-near", label: "No la enseñan cerca de mí" },
  { id: "unknown", label: "No la conozco" },
  { id: "other", label: "Otro motivo" },
];

export const MAX_PICKS = 5;

/**
 * Each choice step as the quick mode names it («Paso 2 de 3: áreas de carreras»), and the `paso`
 * value of the interests page's address that opens it: the result links a skipped step back here.
 */
export const quickChoiceSteps: Record<"career-world" | "activities-of-interest", { title: string; param: string }> = {
  "career-world": { title: "Áreas de carreras", param: "areas" },
  "activities-of-interest": { title: "Actividades", param: "actividades" },
};
