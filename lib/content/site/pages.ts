/**
 * Title and description of every public page of the site, by path: read by each page's
 * metadata and by the sitemap, so the two never disagree.
 */
export type SitePage = {
  path: string;
  title: string;
  description: string;
  /** Listed in sitemap.xml and indexable. */
  indexable: boolean;
  priority?: number;
};

export const sitePages = {
  home: {
    path: "/",
    title: "Test vocacional gratis y carreras del Perú",
    description:
      "Descubre qué estudiar y dónde: test vocacional de menos de 25 minutos con resultados que se explican, carreras, universidades licenciadas e institutos del Perú.",
    indexable: true,
    priority: 1,
  },
  homeAlias: {
    path: "/home",
    title: "Inicio",
    description:
      "Rumbo: orientación vocacional para estudiantes del Perú. Test, carreras, universidades, institutos y sesiones con especialistas.",
    indexable: false,
  },
  test: {
    path: "/test-orientacion-vocacional",
    title: "Test de orientación vocacional",
    description:
      "Test vocacional online para estudiantes de secundaria: intereses, personalidad, inteligencias y valores en menos de 25 minutos. Resultado con carreras sugeridas y dónde estudiarlas.",
    indexable: true,
    priority: 0.9,
  },
  testHome: {
    path: "/test-orientacion-vocacional-home",
    title: "Test vocacional para hacer en casa",
    description: "Haz el test vocacional de Rumbo desde tu celular o tu computadora, a tu ritmo, y revisa el resultado con tu familia.",
    indexable: true,
    priority: 0.6,
  },
  testExpo: {
    path: "/test-orientacion-vocacional-expo",
    title: "Test vocacional de la feria virtual",
    description: "Antes de las charlas de la feria virtual, descubre qué carreras encajan contigo con el test vocacional de Rumbo.",
    indexable: true,
    priority: 0.6,
  },
  parents: {
    path: "/padres-orientacion-vocacional",
    title: "Orientación vocacional para padres",
    description:
      "Cómo acompañar la decisión vocacional de tus hijos: qué les da Rumbo, cuánto cuesta y cómo financiar la carrera con Beca 18, crédito educativo o pensión escalonada.",
    indexable: true,
    priority: 0.8,
  },
  helpYourChild: {
    path: "/ayuda-a-tu-hijo",
    title: "Ayuda a tu hijo a elegir su carrera",
    description:
      "Señales de que tu hijo necesita orientación vocacional, cinco pasos para acompañarlo y opciones para financiar sus estudios.",
    indexable: true,
    priority: 0.7,
  },
  schools: {
    path: "/colegios",
    title: "Orientación vocacional para colegios",
    description:
      "Test vocacional para cada estudiante, panel para tutoría, charlas de universidades e institutos y registro con código de colegio.",
    indexable: true,
    priority: 0.8,
  },
  workshop: {
    path: "/taller-orientacion-vocacional",
    title: "Taller de orientación vocacional",
    description:
      "Taller en vivo de 4 sesiones para estudiantes de secundaria: quién soy, el mundo de las carreras, dónde estudiar y mi decisión.",
    indexable: true,
    priority: 0.7,
  },
  workshop2: {
    path: "/taller2-orientacion-vocacional",
    title: "Taller intensivo de orientación vocacional",
    description: "Taller intensivo de fin de semana para estudiantes que postulan pronto: decidir qué estudiar y dónde en dos sesiones.",
    indexable: true,
    priority: 0.6,
  },
  workshopTrial: {
    path: "/prueba-taller-orientacion-vocacional",
    title: "Clase de prueba del taller vocacional",
    description: "Conoce el taller de orientación vocacional de Rumbo en una clase de prueba antes de inscribirte.",
    indexable: false,
  },
  courses: {
    path: "/cursostotales",
    title: "Programas: orientación vocacional, autoestima y habilidades blandas",
    description:
      "Los tres programas de Rumbo con sesiones en vivo: Orientación Vocacional, Autoestima - Confianza y Habilidades Blandas. Reserva tu coach digital.",
    indexable: true,
    priority: 0.7,
  },
  videos: {
    path: "/videos",
    title: "Videos de orientación vocacional",
    description:
      "Videos cortos para decidir qué estudiar: cómo elegir carrera, universidad o instituto, licenciamiento SUNEDU, Beca 18 y consejos para padres.",
    indexable: true,
    priority: 0.6,
  },
  overview: {
    path: "/overview",
    title: "Tu espacio",
    description: "Tu avance en Rumbo: test vocacional, resultados, feria virtual y sesiones.",
    indexable: false,
  },
  overviewNewHome: {
    path: "/overview/new-home",
    title: "Tu nuevo inicio",
    description: "Tus próximos pasos en Rumbo, en una sola pantalla.",
    indexable: false,
  },
  overviewTestimonials: {
    path: "/overview/testimonios-de-profesionales",
    title: "Testimonios de profesionales",
    description: "Profesionales peruanos cuentan cómo eligieron su carrera y cómo es su trabajo.",
    indexable: false,
  },
  result: {
    path: "/result",
    title: "Qué contiene tu resultado vocacional",
    description: "Tu perfil de intereses y personalidad, carreras sugeridas con sus razones y dónde estudiarlas en el Perú.",
    indexable: true,
    priority: 0.5,
  },
  calendlySuccess: {
    path: "/calendly-success",
    title: "Tu sesión está agendada",
    description: "Recibiste la confirmación de tu sesión con un especialista de Rumbo.",
    indexable: false,
  },
  trialIndex: {
    path: "/prueba-index",
    title: "Inicio (versión de prueba)",
    description: "Versión de prueba del inicio de Rumbo.",
    indexable: false,
  },
  notFoundPage: {
    path: "/not-found-page",
    title: "Página no encontrada",
    description: "La página que buscas no existe.",
    indexable: false,
  },
  landingPeru: {
    path: "/landing/registro-peru",
    title: "Regístrate gratis y descubre tu carrera",
    description: "Crea tu cuenta gratis en Rumbo y haz el test vocacional en menos de 25 minutos.",
    indexable: false,
  },
  landingBeauty: {
    path: "/landing/registro-peru-belleza",
    title: "Carreras de belleza y estética: regístrate gratis",
    description:
      "¿Te apasiona la belleza? Descubre si es tu carrera y dónde estudiar cosmetología, estética o maquillaje profesional en el Perú.",
    indexable: false,
  },
  privacy: {
    path: "/privacy",
    title: "Política de privacidad",
    description: "Cómo Rumbo trata los datos personales de estudiantes menores de edad y sus familias conforme a la Ley N.° 29733.",
    indexable: true,
    priority: 0.3,
  },
} satisfies Record<string, SitePage>;

export type SitePageKey = keyof typeof sitePages;
