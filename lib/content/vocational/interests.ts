import type { LikertInstrument, RiasecType } from "./types";

/**
 * RIASEC interests (Holland). Product's own items; 8 per type, the first 5 of each type form
 * the 30-item quick mode, which scores the same six scales.
 */
const raw: Record<RiasecType, string[]> = {
  R: [
    "Arreglar un aparato eléctrico que se malogró.",
    "Armar un mueble o una estructura siguiendo un plano.",
    "Trabajar al aire libre con herramientas.",
    "Cuidar cultivos o animales de granja.",
    "Manejar máquinas o vehículos grandes.",
    "Construir objetos con madera o metal.",
    "Reparar una bicicleta o una moto.",
    "Instalar cables, tuberías o equipos.",
  ],
  I: [
    "Hacer experimentos en un laboratorio.",
    "Resolver problemas de matemática difíciles.",
    "Averiguar cómo funciona el cuerpo humano.",
    "Leer sobre descubrimientos científicos.",
    "Analizar datos para encontrar la causa de un problema.",
    "Investigar por qué ocurre un fenómeno de la naturaleza.",
    "Programar una computadora para hacer cálculos.",
    "Observar seres vivos con un microscopio.",
  ],
  A: [
    "Dibujar, pintar o diseñar.",
    "Escribir cuentos, poemas o canciones.",
    "Tocar un instrumento o cantar.",
    "Actuar en una obra de teatro.",
    "Tomar fotos o grabar videos creativos.",
    "Diseñar ropa, afiches o espacios.",
    "Inventar historias o personajes.",
    "Crear una coreografía de baile.",
  ],
  S: [
    "Ayudar a otras personas con sus problemas.",
    "Enseñar algo nuevo a niñas y niños.",
    "Cuidar a una persona enferma.",
    "Escuchar a alguien que está pasando un mal momento.",
    "Participar en un voluntariado de tu comunidad.",
    "Explicar un tema a compañeros que no lo entienden.",
    "Orientar a personas para que tomen buenas decisiones.",
    "Organizar actividades para integrar a un grupo.",
  ],
  E: [
    "Dirigir un equipo para lograr una meta.",
    "Vender un producto o una idea.",
    "Empezar tu propio negocio.",
    "Convencer a otros en un debate.",
    "Hablar en público ante mucha gente.",
    "Negociar precios o acuerdos.",
    "Conseguir auspiciadores para un evento.",
    "Tomar decisiones importantes por un grupo.",
  ],
  C: [
    "Ordenar archivos, listas o documentos.",
    "Llevar las cuentas de ingresos y gastos.",
    "Revisar que un trabajo no tenga errores.",
    "Registrar datos en una hoja de cálculo.",
    "Seguir un procedimiento claro paso a paso.",
    "Planificar un horario y cumplirlo.",
    "Clasificar información en una base de datos.",
    "Preparar informes con cifras y tablas.",
  ],
};

const order: RiasecType[] = ["R", "I", "A", "S", "E", "C"];

// Interleaved (R1, I1, A1, … R2, I2, …) so that a student never meets a block of one type.
const items = Array.from({ length: 8 }, (_, i) =>
  order.map((type) => ({ id: `${type.toLowerCase()}${i + 1}`, text: raw[type][i], scale: type, key: 1 as const, quick: i < 5 })),
).flat();

export const interestScales = [
  { id: "R", name: "Realista", high: "Disfrutas trabajar con las manos, herramientas, máquinas, plantas o animales.", low: "Las tareas prácticas y manuales te atraen poco." },
  { id: "I", name: "Investigador", high: "Te atrae entender cómo funcionan las cosas, investigar y resolver problemas con lógica.", low: "Investigar o analizar datos no es lo que más te motiva." },
  { id: "A", name: "Artístico", high: "Te gusta crear, imaginar y expresarte con arte, música, palabras o diseño.", low: "Las actividades artísticas o de expresión te interesan poco." },
  { id: "S", name: "Social", high: "Te motiva ayudar, enseñar, cuidar y trabajar con personas.", low: "Prefieres tareas en las que no tengas que atender a otras personas." },
  { id: "E", name: "Emprendedor", high: "Te gusta liderar, convencer, vender y tomar decisiones.", low: "Dirigir o negociar no es lo que más disfrutas." },
  { id: "C", name: "Convencional", high: "Te sientes bien con el orden, los datos, los procedimientos claros y la precisión.", low: "Las tareas de orden, registro y rutina te atraen poco." },
] as const;

export const likeOptions = [
  { value: 1, label: "Me disgusta mucho" },
  { value: 2, label: "Me disgusta" },
  { value: 3, label: "Me da igual" },
  { value: 4, label: "Me gusta" },
  { value: 5, label: "Me gusta mucho" },
] as const;

export const interestsInstrument: LikertInstrument<RiasecType> = {
  id: "professional-interest",
  title: "Intereses profesionales",
  prompt: "¿Cuánto te gustaría hacer esto?",
  options: likeOptions,
  scales: interestScales,
  items,
  model: "Intereses RIASEC (John L. Holland)",
};

export const quickInterestItems = items.filter((item) => item.quick);

export const riasecNames: Record<RiasecType, string> = Object.fromEntries(interestScales.map((s) => [s.id, s.name])) as Record<RiasecType, string>;
