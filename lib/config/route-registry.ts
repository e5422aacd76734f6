import type { RouteName } from "./route-paths";

/**
 * The one route registry: every page of the site as typed data — its path (with the
 * app router's params, e.g. `/[institutionSlug]`), its layout group, who may see it, the spec's
 * redirect rule, and its title, description
 * and sitemap entry. The proxy (redirectFor), the navigation, the pages' metadata, the sitemap
 * and the test's section map read from here; links are built with `href()`.
 *
 * It is the one place where a path is written: scripts/route-paths.mjs reads this file and writes
 * the lists derived from it (the path table of `href()`, lib/config/route-table.ts; the chrome's
 * paths, components/layout/chrome-paths.ts; the fixed first segments of the page cache,
 * lib/config/top-segments.mjs). `npm run build` runs it; a unit test fails when they differ.
 *
 * `auth` describes the page; it is not enforced here: each page checks the session on the server.
 */
export type RouteLayout =
  "auth" | "default" | "default-footer" | "dev" | "expo" | "home" | "landing" | "main" | "admin" | "embed" | "root" | "none";
/** Who the page is for: anyone, any account, or one role. */
export type RouteAuth = "public" | "logged" | "admin" | "advisor" | "counsellor" | "parent";

export type RedirectRule = {
  /** Who is sent away: every visitor, only those with a session, or only those without one. */
  when: "always" | "logged" | "anonymous";
  /** Where to (a path of this site, optionally with a query). */
  to: string;
  /** The request's query string is kept on the target. */
  keepQuery?: boolean;
  /** The rule also covers every path below this one. */
  subpaths?: boolean;
  /** The rule does not apply when the request carries this query parameter. */
  unlessQuery?: string;
};

export type RouteEntry = {
  path: string;
  layout: RouteLayout;
  auth: RouteAuth;
  /** The page's <title> (the root layout appends the site's name). */
  title?: string;
  /** Meta description; pages with one get the full metadata of pageMetadata(). */
  description?: string;
  /** Listed in sitemap.xml (and indexable); absent: not listed. */
  sitemap?: { priority: number; changeFrequency?: "daily" | "weekly" | "monthly" | "yearly" };
  redirect?: RedirectRule;
  /**
   * Linked from the navbar, the footer or the mobile tabs: its path is also in
   * components/layout/chrome-paths.ts, which every page loads without the rest of the table.
   */
  chrome?: true;
};

export const routeRegistry = {
  index: {
    path: "/",
    layout: "home",
    auth: "public",
    chrome: true,
    title: "Test vocacional gratis y carreras del Perú",
    description:
      "Descubre qué estudiar y dónde: test vocacional de menos de 25 minutos con resultados que se explican, carreras, universidades licenciadas e institutos del Perú.",
    sitemap: { priority: 1 },
    // A password-change or invitation link (`/?token=…`) opens its modal here even with a session (docs/journeys.md).
    redirect: { when: "logged", to: "/orientacion-vocacional", unlessQuery: "token" },
  },
  institution: { path: "/[institutionSlug]", layout: "default-footer", auth: "public" },
  institutionCareer: { path: "/[institutionSlug]/carrera/[career]", layout: "default-footer", auth: "public" },
  institutionModality: { path: "/[institutionSlug]/modalidad/[modality]", layout: "default-footer", auth: "public" },
  admin: { path: "/admin", layout: "admin", auth: "admin", title: "Resumen" },
  adminAlliances: { path: "/admin/alianzas", layout: "admin", auth: "admin", title: "Alianzas" },
  adminAlliance: { path: "/admin/alianzas/[id]", layout: "admin", auth: "admin", title: "Alianza" },
  adminAllianceNew: { path: "/admin/alianzas/nueva", layout: "admin", auth: "admin", title: "Nueva alianza" },
  adminAdvisors: { path: "/admin/asesores", layout: "admin", auth: "admin", title: "Asesores y sesiones" },
  adminAdvisor: { path: "/admin/asesores/[id]", layout: "admin", auth: "admin", title: "Asesor" },
  adminAdvisorSessions: { path: "/admin/asesores/sesiones", layout: "admin", auth: "admin", title: "Sesiones reservadas" },
  adminCareers: { path: "/admin/carreras", layout: "admin", auth: "admin", title: "Carreras" },
  adminCareer: { path: "/admin/carreras/[id]", layout: "admin", auth: "admin", title: "Carrera" },
  adminSchools: { path: "/admin/colegios", layout: "admin", auth: "admin", title: "Colegios" },
  adminSchool: { path: "/admin/colegios/[id]", layout: "admin", auth: "admin", title: "Colegio" },
  adminEmails: { path: "/admin/correos", layout: "admin", auth: "admin", title: "Correos" },
  adminFairs: { path: "/admin/feria", layout: "admin", auth: "admin", title: "Feria" },
  adminFair: { path: "/admin/feria/[id]", layout: "admin", auth: "admin", title: "Edición de la feria" },
  adminConferences: { path: "/admin/feria/conferencias", layout: "admin", auth: "admin", title: "Conferencias de la feria" },
  adminConference: { path: "/admin/feria/conferencias/[id]", layout: "admin", auth: "admin", title: "Conferencia" },
  adminStands: { path: "/admin/feria/stands", layout: "admin", auth: "admin", title: "Stands de la feria" },
  adminStand: { path: "/admin/feria/stands/[id]", layout: "admin", auth: "admin", title: "Stand" },
  adminInstitutions: { path: "/admin/instituciones", layout: "admin", auth: "admin", title: "Instituciones" },
  adminInstitution: { path: "/admin/instituciones/[id]", layout: "admin", auth: "admin", title: "Institución" },
  adminOffering: { path: "/admin/instituciones/[id]/ofertas/[offeringId]", layout: "admin", auth: "admin", title: "Cifras de una carrera" },
  adminLeads: { path: "/admin/leads", layout: "admin", auth: "admin", title: "Leads" },
  adminMetrics: { path: "/admin/metricas", layout: "admin", auth: "admin", title: "Métricas" },
  adminChat: { path: "/admin/chat", layout: "admin", auth: "admin", title: "Chat: conversaciones a revisar" },
  adminChatConversation: { path: "/admin/chat/[id]", layout: "admin", auth: "admin", title: "Conversación del chat" },
  adminCounsellors: { path: "/admin/orientadores", layout: "admin", auth: "admin", title: "Orientadores" },
  adminOrders: { path: "/admin/pedidos", layout: "admin", auth: "admin", title: "Pedidos" },
  adminOrder: { path: "/admin/pedidos/[id]", layout: "admin", auth: "admin", title: "Pedido" },
  adminRequests: { path: "/admin/solicitudes", layout: "admin", auth: "admin", title: "Solicitudes de información" },
  adminUsers: { path: "/admin/usuarios", layout: "admin", auth: "admin", title: "Usuarios" },
  adminUser: { path: "/admin/usuarios/[id]", layout: "admin", auth: "admin", title: "Usuario" },
  adminWebinars: { path: "/admin/webinars", layout: "admin", auth: "admin", title: "Webinars" },
  adminWebinar: { path: "/admin/webinars/[id]", layout: "admin", auth: "admin", title: "Webinar" },
  adminCommunity: { path: "/admin/comunidad", layout: "admin", auth: "admin", title: "Moderación de la comunidad" },
  adminAmbassadors: { path: "/admin/comunidad/embajadores", layout: "admin", auth: "admin", title: "Embajadores" },
  alliance: { path: "/alliance/[nickname]", layout: "default-footer", auth: "public" },
  advisorSessions: { path: "/asesor/sesiones", layout: "default", auth: "advisor", chrome: true, title: "Mis sesiones de asesoría" },
  advisorChat: { path: "/asesor/chat", layout: "default", auth: "advisor", chrome: true, title: "Chat con estudiantes" },
  advisorChatConversation: { path: "/asesor/chat/[id]", layout: "default", auth: "advisor", title: "Conversación con un estudiante" },
  advisorInvitation: { path: "/asesor/invitacion", layout: "auth", auth: "public", title: "Tu invitación de especialista" },
  helpYourChild: {
    path: "/ayuda-a-tu-hijo",
    layout: "default-footer",
    auth: "public",
    chrome: true,
    title: "Ayuda a tu hijo a elegir su carrera",
    description:
      "Señales de que tu hijo necesita orientación vocacional, cinco pasos para acompañarlo y opciones para financiar sus estudios.",
    sitemap: { priority: 0.7 },
  },
  calendlySuccess: {
    path: "/calendly-success",
    layout: "default-footer",
    auth: "public",
    title: "Tu sesión está agendada",
    description: "Recibiste la confirmación de tu sesión con un especialista de Rumbo.",
  },
  schoolPanel: { path: "/colegio/panel", layout: "main", auth: "counsellor", chrome: true, title: "Panel del colegio" },
  schoolPanelStudent: {
    path: "/colegio/panel/estudiantes/[id]",
    layout: "main",
    auth: "counsellor",
    title: "Estudiante · Panel del colegio",
  },
  colegios: {
    path: "/colegios",
    layout: "default-footer",
    auth: "public",
    chrome: true,
    title: "Orientación vocacional para colegios",
    description:
      "Test vocacional para cada estudiante, panel para tutoría, charlas de universidades e institutos y registro con código de colegio.",
    sitemap: { priority: 0.8 },
  },
  community: {
    path: "/comunidad",
    layout: "default-footer",
    auth: "public",
    chrome: true,
    title: "Comunidad: preguntas sobre carreras, universidades y admisión",
    description:
      "Pregunta y lee respuestas de orientadoras de Rumbo y de embajadores verificados: estudiantes y egresados de universidades e institutos del Perú.",
    sitemap: { priority: 0.7, changeFrequency: "daily" },
  },
  communityQuestion: { path: "/comunidad/[question]", layout: "default-footer", auth: "public" },
  confirmarCorreo: { path: "/confirmar-correo", layout: "default", auth: "public", title: "Confirma tu correo" },
  cuenta: { path: "/cuenta", layout: "main", auth: "logged", chrome: true, title: "Mi cuenta" },
  cuentaChat: { path: "/cuenta/chat", layout: "main", auth: "logged", title: "Chat con especialistas" },
  cuentaChatConversation: { path: "/cuenta/chat/[id]", layout: "main", auth: "logged", title: "Conversación con tu especialista" },
  cuentaPagos: { path: "/cuenta/pagos", layout: "main", auth: "logged", chrome: true, title: "Mis pagos" },
  cuentaSesiones: { path: "/cuenta/sesiones", layout: "main", auth: "logged", title: "Mis sesiones en vivo" },
  cuentaLista: { path: "/cuenta/lista", layout: "main", auth: "logged", title: "Mi lista" },
  courses: {
    path: "/cursostotales",
    layout: "default-footer",
    auth: "public",
    chrome: true,
    title: "Programas: orientación vocacional, autoestima y habilidades blandas",
    description:
      "Los tres programas de Rumbo con sesiones en vivo: Orientación Vocacional, Autoestima - Confianza y Habilidades Blandas. Reserva tu coach digital.",
    sitemap: { priority: 0.7 },
  },
  datosExtraEstudiante: { path: "/datos-extra-estudiante", layout: "auth", auth: "logged", title: "Completa tus datos" },
  dondeEstudiar: { path: "/donde-estudiar", layout: "main", auth: "public", chrome: true },
  embedInterests: { path: "/embed/interests/[[...id]]", layout: "embed", auth: "public", title: "Test rápido de intereses" },
  embedPersonality: { path: "/embed/personality/[[...id]]", layout: "embed", auth: "public", title: "Test de personalidad" },
  embedStand: { path: "/embed/stand", layout: "embed", auth: "public", title: "Stands de la feria virtual" },
  embedStandOne: { path: "/embed/stand/[slug]", layout: "embed", auth: "public" },
  empezar: { path: "/empezar", layout: "auth", auth: "public", chrome: true, title: "Crea tu cuenta" },
  empezarColegio: { path: "/empezar-colegio", layout: "auth", auth: "public", title: "Regístrate con tu colegio" },
  empezarV2: { path: "/empezar-v2", layout: "auth", auth: "public", title: "Empieza tu búsqueda" },
  entrar: {
    path: "/entrar",
    layout: "auth",
    auth: "public",
    chrome: true,
    title: "Inicia sesión",
    redirect: { when: "logged", to: "/orientacion-vocacional" },
  },
  styleGuide: { path: "/estilos", layout: "dev", auth: "public" },
  estudiarCarrera: { path: "/estudiar-carrera/[[...careerSlug]]", layout: "default-footer", auth: "public" },
  expo: { path: "/expo", layout: "expo", auth: "public" },
  expoSuccess: { path: "/expo/success", layout: "expo", auth: "public", title: "Inscripción lista · Expo" },
  expoThanks: { path: "/expo/thanks", layout: "expo", auth: "public", title: "Gracias por visitar la Expo" },
  home: {
    path: "/home",
    layout: "home",
    auth: "public",
    chrome: true,
    title: "Inicio",
    description:
      "Rumbo: orientación vocacional para estudiantes del Perú. Test, carreras, universidades, institutos y sesiones con especialistas.",
    redirect: { when: "logged", to: "/orientacion-vocacional" },
  },
  instituciones: { path: "/instituciones", layout: "default-footer", auth: "public", chrome: true },
  comparePicker: { path: "/instituciones/prueba", layout: "default-footer", auth: "public", title: "Compara universidades e institutos" },
  compareInstitutions: {
    path: "/instituciones/prueba/compara",
    layout: "default-footer",
    auth: "public",
    title: "Comparación de instituciones",
  },
  compareCareer: { path: "/instituciones/prueba/detalle", layout: "default-footer", auth: "public", title: "Comparar una carrera" },
  landingPeru: {
    path: "/landing/registro-peru",
    layout: "landing",
    auth: "public",
    title: "Regístrate gratis y descubre tu carrera",
    description: "Crea tu cuenta gratis en Rumbo y haz el test vocacional en menos de 25 minutos.",
  },
  landingBeauty: {
    path: "/landing/registro-peru-belleza",
    layout: "landing",
    auth: "public",
    title: "Carreras de belleza y estética: regístrate gratis",
    description:
      "¿Te apasiona la belleza? Descubre si es tu carrera y dónde estudiar cosmetología, estética o maquillaje profesional en el Perú.",
  },
  live: {
    path: "/live",
    layout: "main",
    auth: "logged",
    title: "Sala en vivo de la feria",
    redirect: { when: "anonymous", to: "/empezar?redirect=live" },
  },
  logout: { path: "/logout", layout: "root", auth: "public", chrome: true, title: "Cerrar sesión" },
  notFoundPage: {
    path: "/not-found-page",
    layout: "default",
    auth: "public",
    title: "Página no encontrada",
    description: "La página que buscas no existe.",
  },
  orderPayment: { path: "/order-payment/[status]", layout: "main", auth: "public", title: "Estado de tu pago" },
  orientacionVocacional: { path: "/orientacion-vocacional", layout: "main", auth: "logged", chrome: true, title: "Orientación vocacional" },
  vocQuickFilter: {
    path: "/orientacion-vocacional/backup-filtrar-carrera",
    layout: "main",
    auth: "logged",
    title: "Filtro rápido de carreras · Orientación vocacional",
  },
  vocJobBoard: { path: "/orientacion-vocacional/bolsa-trabajo", layout: "main", auth: "public", title: "Bolsa de trabajo" },
  vocEvaluate: {
    path: "/orientacion-vocacional/calificar-carrera",
    layout: "main",
    auth: "logged",
    title: "Calificar carreras · Orientación vocacional",
  },
  vocComparator: { path: "/orientacion-vocacional/comparador", layout: "main", auth: "public", title: "Comparador de carreras" },
  vocUniqueQualities: {
    path: "/orientacion-vocacional/cualidades-unicas",
    layout: "main",
    auth: "logged",
    title: "Cualidades únicas · Orientación vocacional",
  },
  vocDiscard: {
    path: "/orientacion-vocacional/descarte-carreras",
    layout: "main",
    auth: "logged",
    title: "Descartar carreras · Orientación vocacional",
  },
  vocCareerDescription: {
    path: "/orientacion-vocacional/descripcion-carrera",
    layout: "main",
    auth: "public",
    title: "Descripción de la carrera",
  },
  vocCareerDetail: { path: "/orientacion-vocacional/detalle-carreras", layout: "main", auth: "public", title: "Detalle de la carrera" },
  vocVocation: {
    path: "/orientacion-vocacional/enunciado-vocacion",
    layout: "main",
    auth: "logged",
    title: "Enunciado de tu vocación · Orientación vocacional",
  },
  vocCareerFilter: {
    path: "/orientacion-vocacional/filtrar-carreras",
    layout: "main",
    auth: "logged",
    title: "Filtrar carreras · Orientación vocacional",
  },
  vocAbilities: {
    path: "/orientacion-vocacional/habilidades-fuertes",
    layout: "main",
    auth: "logged",
    title: "Habilidades fuertes · Orientación vocacional",
  },
  vocIncompleteResult: {
    path: "/orientacion-vocacional/InfoIncompletaResultado",
    layout: "main",
    auth: "logged",
    title: "Te falta poco para tu resultado · Orientación vocacional",
  },
  vocInstitution: {
    path: "/orientacion-vocacional/instituciones-universidades-institutos",
    layout: "main",
    auth: "logged",
    title: "Dónde estudiar · Orientación vocacional",
  },
  vocIntelligences: {
    path: "/orientacion-vocacional/inteligencias-multiples",
    layout: "main",
    auth: "logged",
    title: "Inteligencias múltiples · Orientación vocacional",
  },
  vocCareerWorld: {
    path: "/orientacion-vocacional/interes-carrera",
    layout: "main",
    auth: "logged",
    title: "Interés por áreas de carreras · Orientación vocacional",
  },
  vocActivities: {
    path: "/orientacion-vocacional/intereses-actividades",
    layout: "main",
    auth: "logged",
    title: "Intereses y actividades · Orientación vocacional",
  },
  vocActivitiesIntro: {
    path: "/orientacion-vocacional/intereses-actividades-front",
    layout: "main",
    auth: "logged",
    title: "Intereses y actividades · Orientación vocacional",
  },
  vocInterests: {
    path: "/orientacion-vocacional/intereses-profesionales",
    layout: "main",
    auth: "logged",
    title: "Intereses profesionales · Orientación vocacional",
  },
  vocCurriculum: {
    path: "/orientacion-vocacional/malla-curricular",
    layout: "main",
    auth: "public",
    title: "Malla curricular referencial",
  },
  vocMethodology: { path: "/orientacion-vocacional/metodologia", layout: "main", auth: "public", title: "Metodología del test vocacional" },
  momentoDecidir: {
    path: "/orientacion-vocacional/momento-decidir",
    layout: "main",
    auth: "logged",
    chrome: true,
    title: "Momento de decidir · Orientación vocacional",
  },
  vocCareerWorldMap: { path: "/orientacion-vocacional/mundo-de-carreras", layout: "main", auth: "public", title: "Mundo de carreras" },
  vocCareerWorldMobile: {
    path: "/orientacion-vocacional/mundo-de-carreras-mobile",
    layout: "main",
    auth: "public",
    title: "Mundo de carreras",
  },
  vocPersonality: {
    path: "/orientacion-vocacional/personalidad",
    layout: "main",
    auth: "logged",
    title: "Personalidad · Orientación vocacional",
  },
  vocCareerWorldAnswer: {
    path: "/orientacion-vocacional/respuesta-interes-carrera",
    layout: "main",
    auth: "logged",
    title: "Tus áreas de interés · Orientación vocacional",
  },
  vocComparatorResult: {
    path: "/orientacion-vocacional/resultado-comparardor",
    layout: "main",
    auth: "public",
    title: "Resultado del comparador de carreras",
  },
  vocResult: {
    path: "/orientacion-vocacional/resultado-proceso-vocacional",
    layout: "main",
    auth: "logged",
    title: "Tu resultado · Orientación vocacional",
  },
  vocValues: {
    path: "/orientacion-vocacional/valores-profesionales",
    layout: "main",
    auth: "logged",
    title: "Valores profesionales · Orientación vocacional",
  },
  overview: {
    path: "/overview",
    layout: "main",
    auth: "logged",
    title: "Tu espacio",
    description: "Tu avance en Rumbo: test vocacional, resultados, feria virtual y sesiones.",
    redirect: { when: "anonymous", to: "/login?redirect=overview", subpaths: true },
  },
  overviewNewHome: {
    path: "/overview/new-home",
    layout: "main",
    auth: "logged",
    title: "Tu nuevo inicio",
    description: "Tus próximos pasos en Rumbo, en una sola pantalla.",
  },
  overviewTestimonials: {
    path: "/overview/testimonios-de-profesionales",
    layout: "main",
    auth: "logged",
    title: "Testimonios de profesionales",
    description: "Profesionales peruanos cuentan cómo eligieron su carrera y cómo es su trabajo.",
  },
  parents: {
    path: "/padres-orientacion-vocacional",
    layout: "default-footer",
    auth: "public",
    chrome: true,
    title: "Orientación vocacional para padres",
    description:
      "Cómo acompañar la decisión vocacional de tus hijos: qué les da Rumbo, cuánto cuesta y cómo financiar la carrera con Beca 18, crédito educativo o pensión escalonada.",
    sitemap: { priority: 0.8 },
  },
  parentPanel: { path: "/padres/panel", layout: "main", auth: "parent", chrome: true, title: "Panel de tu familia" },
  trialPayment: { path: "/pago/prueba/[token]", layout: "main", auth: "public", title: "Pago de prueba" },
  privacy: {
    path: "/privacy",
    layout: "default",
    auth: "public",
    chrome: true,
    title: "Política de privacidad",
    description: "Cómo Rumbo trata los datos personales de estudiantes menores de edad y sus familias conforme a la Ley N.° 29733.",
    sitemap: { priority: 0.3 },
  },
  pruebaDatosExtraEstudiante: { path: "/prueba-datos-extra-estudiante", layout: "auth", auth: "logged", title: "Completa tus datos" },
  trialIndex: {
    path: "/prueba-index",
    layout: "home",
    auth: "public",
    title: "Inicio (versión de prueba)",
    description: "Versión de prueba del inicio de Rumbo.",
  },
  workshopTrial: {
    path: "/prueba-taller-orientacion-vocacional",
    layout: "default-footer",
    auth: "public",
    title: "Clase de prueba del taller vocacional",
    description: "Conoce el taller de orientación vocacional de Rumbo en una clase de prueba antes de inscribirte.",
  },
  publicResult: { path: "/r/[id]", layout: "default-footer", auth: "public" },
  result: {
    path: "/result",
    layout: "main",
    auth: "public",
    title: "Qué contiene tu resultado vocacional",
    description: "Tu perfil de intereses y personalidad, carreras sugeridas con sus razones y dónde estudiarlas en el Perú.",
    sitemap: { priority: 0.5 },
  },
  workshop: {
    path: "/taller-orientacion-vocacional",
    layout: "default-footer",
    auth: "public",
    title: "Taller de orientación vocacional",
    description:
      "Taller en vivo de 4 sesiones para estudiantes de secundaria: quién soy, el mundo de las carreras, dónde estudiar y mi decisión.",
    sitemap: { priority: 0.7 },
  },
  workshop2: {
    path: "/taller2-orientacion-vocacional",
    layout: "default-footer",
    auth: "public",
    title: "Taller intensivo de orientación vocacional",
    description: "Taller intensivo de fin de semana para estudiantes que postulan pronto: decidir qué estudiar y dónde en dos sesiones.",
    sitemap: { priority: 0.6 },
  },
  testOrientacion: {
    path: "/test-orientacion-vocacional",
    layout: "default-footer",
    auth: "public",
    chrome: true,
    title: "Test de orientación vocacional",
    description:
      "Test vocacional online para estudiantes de secundaria: intereses, personalidad, inteligencias y valores en menos de 25 minutos. Resultado con carreras sugeridas y dónde estudiarlas.",
    sitemap: { priority: 0.9 },
  },
  testExpo: {
    path: "/test-orientacion-vocacional-expo",
    layout: "expo",
    auth: "public",
    title: "Test vocacional de la feria virtual",
    description: "Antes de las charlas de la feria virtual, descubre qué carreras encajan contigo con el test vocacional de Rumbo.",
    sitemap: { priority: 0.6 },
  },
  testHome: {
    path: "/test-orientacion-vocacional-home",
    layout: "default-footer",
    auth: "public",
    title: "Test vocacional para hacer en casa",
    description: "Haz el test vocacional de Rumbo desde tu celular o tu computadora, a tu ritmo, y revisa el resultado con tu familia.",
    sitemap: { priority: 0.6 },
  },
  legacyInstitution: { path: "/universidades-institutos/[slug]", layout: "default-footer", auth: "public" },
  legacyInstitutionChild: { path: "/universidades-institutos/[slug]/[careerOrModality]", layout: "default-footer", auth: "public" },
  videos: {
    path: "/videos",
    layout: "default-footer",
    auth: "public",
    chrome: true,
    title: "Videos de orientación vocacional",
    description:
      "Videos cortos para decidir qué estudiar: cómo elegir carrera, universidad o instituto, licenciamiento SUNEDU, Beca 18 y consejos para padres.",
    sitemap: { priority: 0.6 },
  },
  webinars: {
    path: "/webinars",
    layout: "default-footer",
    auth: "public",
    chrome: true,
    title: "Webinars de orientación vocacional",
    description:
      "Charlas en línea con orientadoras de Rumbo y universidades e institutos del Perú: orientación vocacional, autoestima, habilidades blandas y admisión.",
    sitemap: { priority: 0.7, changeFrequency: "weekly" },
  },
  webinar: { path: "/webinars/[slug]", layout: "default-footer", auth: "public" },
  // Paths without a page of their own: the proxy redirects them.
  login: { path: "/login", layout: "none", auth: "public", redirect: { when: "always", to: "/entrar", keepQuery: true } },
  mifuturo: { path: "/mifuturo", layout: "none", auth: "public", redirect: { when: "always", to: "/?reference=mifuturo" } },
  universidadesInstitutos: {
    path: "/universidades-institutos",
    layout: "none",
    auth: "public",
    redirect: { when: "always", to: "/instituciones", keepQuery: true },
  },
  miVocacion: {
    path: "/mi-vocacion",
    layout: "none",
    auth: "public",
    redirect: { when: "always", to: "/orientacion-vocacional", subpaths: true },
  },
} as const satisfies Record<string, RouteEntry>;

/**
 * First path segments of app/ that hold only route handlers (no page): with the registry's own
 * first segments, the ones that are never an institution's slug (lib/config/top-segments.mjs).
 */
export const handlerTopSegments = ["api", "institution", "v1"] as const;

export type { RouteName, RouteParams } from "./route-paths";
export { href } from "./route-paths";

/** Routes whose entry has a title and a description: the ones pageMetadata() describes fully. */
export type PageName = {
  [N in RouteName]: (typeof routeRegistry)[N] extends { title: string; description: string } ? N : never;
}[RouteName];

export const routeEntries: ReadonlyArray<RouteEntry & { name: RouteName }> = Object.entries(routeRegistry).map(([name, entry]) => ({
  name: name as RouteName,
  ...(entry as RouteEntry),
}));

export function route<N extends RouteName>(name: N): (typeof routeRegistry)[N] {
  return routeRegistry[name];
}
