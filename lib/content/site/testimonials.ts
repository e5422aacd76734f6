/**
 * Testimonials on the marketing pages. They are illustrative (the pages say so): composed from
 * the kind of comments students and parents send, first names only, no photos.
 */
export type Testimonial = { name: string; detail: string; quote: string };

export const studentTestimonials: Testimonial[] = [
  {
    name: "Valeria",
    detail: "5.° de secundaria, Arequipa",
    quote:
      "Dudaba entre Medicina y Psicología. El test me mostró por qué me atraían las dos y la sesión con la psicóloga me ayudó a ver que lo mío es escuchar y acompañar. Voy a postular a Psicología.",
  },
  {
    name: "Diego",
    detail: "Egresado, Lima",
    quote:
      "No sabía que existían institutos con carreras de tres años en lo que me gusta. Comparé costos y encontré Mecatrónica Industrial en un instituto licenciado cerca de mi casa.",
  },
  {
    name: "Camila",
    detail: "4.° de secundaria, Trujillo",
    quote: "Lo hice en el celular en el recreo y en la casa. Lo mejor es que te explica por qué te sugiere cada carrera.",
  },
];

export const parentTestimonials: Testimonial[] = [
  {
    name: "Rosa",
    detail: "mamá de un estudiante de 5.° de secundaria, Chiclayo",
    quote:
      "Por fin hablamos de su futuro sin pelear. Vimos juntos su reporte, los costos de cada universidad y las becas a las que podía postular.",
  },
  {
    name: "Jorge",
    detail: "papá de una estudiante de 4.° de secundaria, Huancayo",
    quote:
      "Yo quería que estudie Ingeniería como yo. El resultado y la sesión con el orientador me ayudaron a entender que ella es de Comunicaciones.",
  },
];

export const professionalTestimonials: Testimonial[] = [
  {
    name: "Andrea",
    detail: "Ingeniera ambiental",
    quote:
      "En el colegio pensaba que Ingeniería era solo matemáticas. Hoy mido la calidad del agua en comunidades de la sierra: es ciencia, es campo y es gente.",
  },
  {
    name: "Luis",
    detail: "Técnico en enfermería",
    quote: "Empecé en un instituto y trabajé mientras estudiaba. Ahora estoy terminando la licenciatura. No hay un solo camino.",
  },
  {
    name: "Milagros",
    detail: "Diseñadora gráfica",
    quote:
      "Mis papás temían que no hubiera trabajo. Lo que me sirvió fue armar un portafolio desde el primer ciclo y hacer prácticas temprano.",
  },
  {
    name: "Renzo",
    detail: "Contador público",
    quote: "Elegí Contabilidad por estabilidad y descubrí que me encanta ayudar a emprendedores a ordenar sus números.",
  },
];
