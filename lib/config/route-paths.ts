import { withQuery, type QueryValues } from "@/lib/utils/search-params";

/**
 * The path of every route of the registry (lib/config/route-registry.ts) and `href()`, apart from
 * the titles, descriptions and rules: client components import links from here, so their bundles
 * do not carry the whole registry. A unit test keeps both lists the same.
 */
export const routePaths = {
  index: "/",
  institution: "/[institutionSlug]",
  institutionCareer: "/[institutionSlug]/carrera/[career]",
  institutionModality: "/[institutionSlug]/modalidad/[modality]",
  admin: "/admin",
  adminAlliances: "/admin/alianzas",
  adminAlliance: "/admin/alianzas/[id]",
  adminAllianceNew: "/admin/alianzas/nueva",
  adminAdvisors: "/admin/asesores",
  adminAdvisor: "/admin/asesores/[id]",
  adminAdvisorSessions: "/admin/asesores/sesiones",
  adminCareers: "/admin/carreras",
  adminCareer: "/admin/carreras/[id]",
  adminSchools: "/admin/colegios",
  adminSchool: "/admin/colegios/[id]",
  adminEmails: "/admin/correos",
  adminFairs: "/admin/feria",
  adminFair: "/admin/feria/[id]",
  adminConferences: "/admin/feria/conferencias",
  adminConference: "/admin/feria/conferencias/[id]",
  adminStands: "/admin/feria/stands",
  adminStand: "/admin/feria/stands/[id]",
  adminInstitutions: "/admin/instituciones",
  adminInstitution: "/admin/instituciones/[id]",
  adminOffering: "/admin/instituciones/[id]/ofertas/[offeringId]",
  adminLeads: "/admin/leads",
  adminMetrics: "/admin/metricas",
  adminChat: "/admin/chat",
  adminChatConversation: "/admin/chat/[id]",
  adminCounsellors: "/admin/orientadores",
  adminOrders: "/admin/pedidos",
  adminOrder: "/admin/pedidos/[id]",
  adminRequests: "/admin/solicitudes",
  adminUsers: "/admin/usuarios",
  adminWebinars: "/admin/webinars",
  adminWebinar: "/admin/webinars/[id]",
  adminCommunity: "/admin/comunidad",
  adminAmbassadors: "/admin/comunidad/embajadores",
  adminUser: "/admin/usuarios/[id]",
  alliance: "/alliance/[nickname]",
  advisorSessions: "/asesor/sesiones",
  advisorChat: "/asesor/chat",
  advisorChatConversation: "/asesor/chat/[id]",
  advisorInvitation: "/asesor/invitacion",
  helpYourChild: "/ayuda-a-tu-hijo",
  calendlySuccess: "/calendly-success",
  schoolPanel: "/colegio/panel",
  schoolPanelStudent: "/colegio/panel/estudiantes/[id]",
  colegios: "/colegios",
  community: "/comunidad",
  communityQuestion: "/comunidad/[question]",
  confirmarCorreo: "/confirmar-correo",
  cuenta: "/cuenta",
  cuentaChat: "/cuenta/chat",
  cuentaChatConversation: "/cuenta/chat/[id]",
  cuentaPagos: "/cuenta/pagos",
  cuentaSesiones: "/cuenta/sesiones",
  cuentaLista: "/cuenta/lista",
  courses: "/cursostotales",
  datosExtraEstudiante: "/datos-extra-estudiante",
  dondeEstudiar: "/donde-estudiar",
  embedInterests: "/embed/interests/[[...id]]",
  embedPersonality: "/embed/personality/[[...id]]",
  embedStand: "/embed/stand",
  embedStandOne: "/embed/stand/[slug]",
  empezar: "/empezar",
  empezarColegio: "/empezar-colegio",
  empezarV2: "/empezar-v2",
  entrar: "/entrar",
  styleGuide: "/estilos",
  estudiarCarrera: "/estudiar-carrera/[[...careerSlug]]",
  expo: "/expo",
  expoSuccess: "/expo/success",
  expoThanks: "/expo/thanks",
  home: "/home",
  instituciones: "/instituciones",
  comparePicker: "/instituciones/prueba",
  compareInstitutions: "/instituciones/prueba/compara",
  compareCareer: "/instituciones/prueba/detalle",
  landingPeru: "/landing/registro-peru",
  landingBeauty: "/landing/registro-peru-belleza",
  live: "/live",
  logout: "/logout",
  notFoundPage: "/not-found-page",
  orderPayment: "/order-payment/[status]",
  orientacionVocacional: "/orientacion-vocacional",
  vocQuickFilter: "/orientacion-vocacional/backup-filtrar-carrera",
  vocJobBoard: "/orientacion-vocacional/bolsa-trabajo",
  vocEvaluate: "/orientacion-vocacional/calificar-carrera",
  vocComparator: "/orientacion-vocacional/comparador",
  vocUniqueQualities: "/orientacion-vocacional/cualidades-unicas",
  vocDiscard: "/orientacion-vocacional/descarte-carreras",
  vocCareerDescription: "/orientacion-vocacional/descripcion-carrera",
  vocCareerDetail: "/orientacion-vocacional/detalle-carreras",
  vocVocation: "/orientacion-vocacional/enunciado-vocacion",
  vocCareerFilter: "/orientacion-vocacional/filtrar-carreras",
  vocAbilities: "/orientacion-vocacional/habilidades-fuertes",
  vocIncompleteResult: "/orientacion-vocacional/InfoIncompletaResultado",
  vocInstitution: "/orientacion-vocacional/instituciones-universidades-institutos",
  vocIntelligences: "/orientacion-vocacional/inteligencias-multiples",
  vocCareerWorld: "/orientacion-vocacional/interes-carrera",
  vocActivities: "/orientacion-vocacional/intereses-actividades",
  vocActivitiesIntro: "/orientacion-vocacional/intereses-actividades-front",
  vocInterests: "/orientacion-vocacional/intereses-profesionales",
  vocCurriculum: "/orientacion-vocacional/malla-curricular",
  vocMethodology: "/orientacion-vocacional/metodologia",
  momentoDecidir: "/orientacion-vocacional/momento-decidir",
  vocCareerWorldMap: "/orientacion-vocacional/mundo-de-carreras",
  vocCareerWorldMobile: "/orientacion-vocacional/mundo-de-carreras-mobile",
  vocPersonality: "/orientacion-vocacional/personalidad",
  vocCareerWorldAnswer: "/orientacion-vocacional/respuesta-interes-carrera",
  vocComparatorResult: "/orientacion-vocacional/resultado-comparardor",
  vocResult: "/orientacion-vocacional/resultado-proceso-vocacional",
  vocValues: "/orientacion-vocacional/valores-profesionales",
  overview: "/overview",
  overviewNewHome: "/overview/new-home",
  overviewTestimonials: "/overview/testimonios-de-profesionales",
  parents: "/padres-orientacion-vocacional",
  parentPanel: "/padres/panel",
  trialPayment: "/pago/prueba/[token]",
  privacy: "/privacy",
  pruebaDatosExtraEstudiante: "/prueba-datos-extra-estudiante",
  trialIndex: "/prueba-index",
  workshopTrial: "/prueba-taller-orientacion-vocacional",
  publicResult: "/r/[id]",
  result: "/result",
  workshop: "/taller-orientacion-vocacional",
  workshop2: "/taller2-orientacion-vocacional",
  testOrientacion: "/test-orientacion-vocacional",
  testExpo: "/test-orientacion-vocacional-expo",
  testHome: "/test-orientacion-vocacional-home",
  legacyInstitution: "/universidades-institutos/[slug]",
  legacyInstitutionChild: "/universidades-institutos/[slug]/[careerOrModality]",
  videos: "/videos",
  webinars: "/webinars",
  webinar: "/webinars/[slug]",
  login: "/login",
  mifuturo: "/mifuturo",
  universidadesInstitutos: "/universidades-institutos",
  miVocacion: "/mi-vocacion",
} as const;

export type RouteName = keyof typeof routePaths;
type PathOf<N extends RouteName> = (typeof routePaths)[N];

/** The params a path template takes: `[x]` is required, `[[...x]]` optional. */
type PathParams<P extends string> = P extends `${infer A}[[...${infer K}]]${infer B}`
  ? PathParams<A> & { [k in K]?: string } & PathParams<B>
  : P extends `${infer A}[${infer K}]${infer B}`
    ? PathParams<A> & { [k in K]: string | number } & PathParams<B>
    : unknown;
export type RouteParams<N extends RouteName> = PathParams<PathOf<N>>;

type HrefArgs<N extends RouteName> =
  PathOf<N> extends `${string}[[...${string}`
    ? [params?: RouteParams<N>, query?: QueryValues]
    : PathOf<N> extends `${string}[${string}`
      ? [params: RouteParams<N>, query?: QueryValues]
      : [query?: QueryValues];

/**
 * A typed internal link: `href("cuenta")`, `href("institution", { institutionSlug })`,
 * `href("instituciones", { career })` (query values that are empty are left out). Path params
 * are URL-encoded; a missing required param is a type error.
 */
export function href<N extends RouteName>(name: N, ...args: HrefArgs<N>): string {
  const template: string = routePaths[name];
  const dynamic = template.includes("[");
  const params = (dynamic ? args[0] : undefined) as Record<string, string | number | undefined> | undefined;
  const query = (dynamic ? args[1] : args[0]) as QueryValues | undefined;
  const path = dynamic
    ? template
        .replace(/\/\[\[\.\.\.(\w+)\]\]/g, (_, key: string) => {
          const value = params?.[key];
          return value === undefined || value === "" ? "" : `/${encodeURIComponent(String(value))}`;
        })
        .replace(/\[(\w+)\]/g, (_, key: string) => encodeURIComponent(String(params?.[key] ?? "")))
    : template;
  return query ? withQuery(path, query) : path;
}
