import type { ChoiceOption, RiasecType } from "./types";

export type TypedChoice = ChoiceOption & { type: RiasecType };

/** Strong abilities (habilidades fuertes): pick up to 5. Each hints at one RIASEC type. */
export const abilityOptions: TypedChoice[] = [
  { id: "manual", label: "Reparar y construir cosas", type: "R" },
  { id: "sports", label: "Deporte y resistencia física", type: "R" },
  { id: "math", label: "Matemática y cálculo", type: "I" },
  { id: "science", label: "Ciencias y experimentos", type: "I" },
  { id: "tech", label: "Tecnología y programación", type: "I" },
  { id: "drawing", label: "Dibujo y diseño", type: "A" },
  { id: "writing", label: "Redacción y lectura", type: "A" },
  { id: "music", label: "Música o artes escénicas", type: "A" },
  { id: "listening", label: "Escuchar y aconsejar", type: "S" },
  { id: "teaching", label: "Explicar y enseñar", type: "S" },
  { id: "leading", label: "Liderar y organizar grupos", type: "E" },
  { id: "speaking", label: "Hablar en público y convencer", type: "E" },
  { id: "organizing", label: "Ordenar y planificar", type: "C" },
  { id: "numbers", label: "Manejar cuentas y datos", type: "C" },
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
  { id: "fix", label: "Arreglar cosas en casa", type: "R" },
  { id: "outdoors", label: "Hacer caminatas o campamentos", type: "R" },
  { id: "videos-science", label: "Ver videos de ciencia", type: "I" },
  { id: "puzzles", label: "Resolver acertijos o juegos de lógica", type: "I" },
  { id: "code", label: "Programar o crear apps", type: "I" },
  { id: "draw", label: "Dibujar o hacer manualidades", type: "A" },
  { id: "music", label: "Tocar música o cantar", type: "A" },
  { id: "social-media", label: "Crear contenido para redes", type: "A" },
  { id: "volunteer", label: "Hacer voluntariado", type: "S" },
  { id: "tutor", label: "Ayudar a otros con sus tareas", type: "S" },
  { id: "sell", label: "Vender cosas o tener un emprendimiento", type: "E" },
  { id: "council", label: "Participar en el municipio escolar", type: "E" },
  { id: "collect", label: "Coleccionar y ordenar cosas", type: "C" },
  { id: "budget", label: "Llevar la cuenta de mis ahorros", type: "C" },
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

export const discardReasons: ChoiceOption[] = [
  { id: "not-interested", label: "No me interesa" },
  { id: "too-long", label: "Dura demasiado" },
  { id: "too-expensive", label: "Es muy cara" },
  { id: "not-near", label: "No la enseñan cerca de mí" },
  { id: "other", label: "Otro motivo" },
];

export const MAX_PICKS = 5;
