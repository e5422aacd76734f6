/**
 * The video gallery of /videos. Players are YouTube's privacy-enhanced embeds
 * (youtube-nocookie.com), created only after a click; thumbnails are drawn locally from `tone`.
 */
export type VideoCategory = "Decidir" | "Carreras" | "Familias" | "Financiamiento" | "Webinar";

export type Video = {
  /** Stable key, used as anchor on the page. */
  slug: string;
  youtubeId: string;
  title: string;
  description: string;
  /** "m:ss" */
  duration: string;
  category: VideoCategory;
  /** Colour of the generated thumbnail. */
  tone: "primary" | "accent" | "neutral";
};

export const videos: Video[] = [
  {
    slug: "como-elegir-carrera",
    youtubeId: "Zr7cZq0zqGc",
    title: "Cómo elegir una carrera en 5 pasos",
    description: "Intereses, habilidades, valores, mercado laboral y presupuesto: el orden que recomendamos para decidir sin angustia.",
    duration: "8:12",
    category: "Decidir",
    tone: "primary",
  },
  {
    slug: "test-riasec",
    youtubeId: "p3Dj3kLbVxA",
    title: "Qué mide un test vocacional (y qué no)",
    description: "El modelo RIASEC de Holland explicado con ejemplos peruanos, y por qué ningún test decide por ti.",
    duration: "6:40",
    category: "Decidir",
    tone: "accent",
  },
  {
    slug: "universidad-o-instituto",
    youtubeId: "q8u2Ym0W1sQ",
    title: "¿Universidad o instituto?",
    description: "Duración, costo, título, empleabilidad y cómo pasar de un instituto a la universidad después.",
    duration: "9:05",
    category: "Carreras",
    tone: "neutral",
  },
  {
    slug: "licenciamiento-sunedu",
    youtubeId: "Hn1V2kF4m7E",
    title: "Licenciamiento SUNEDU: qué revisar antes de postular",
    description: "Cómo comprobar si una universidad está licenciada y qué significa para tu título.",
    duration: "5:30",
    category: "Carreras",
    tone: "primary",
  },
  {
    slug: "padres-conversacion",
    youtubeId: "a4Xw9PqR2tY",
    title: "Papás: cómo hablar del futuro sin pelear",
    description: "Una psicóloga explica cómo acompañar la decisión de tus hijos, qué preguntas hacer y qué evitar.",
    duration: "11:20",
    category: "Familias",
    tone: "accent",
  },
  {
    slug: "beca-18",
    youtubeId: "K2mB7nL0vXc",
    title: "Beca 18 y crédito educativo, paso a paso",
    description: "Quién puede postular a Beca 18 de PRONABEC, qué cubre y cómo comparar un crédito educativo.",
    duration: "10:02",
    category: "Financiamiento",
    tone: "neutral",
  },
];

export function youtubeEmbedUrl(youtubeId: string): string {
  return `https://www.youtube-nocookie.com/embed/${encodeURIComponent(youtubeId)}?autoplay=1&rel=0`;
}
