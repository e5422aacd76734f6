/**
 * The paths the navbar, the footer and the mobile tabs link to, written out: they are on every
 * page, and `href()` brought the whole route table (lib/config/route-paths.ts, ~2 KB gzip) into
 * every page's first load. tests/unit/status-paths.test.ts keeps each one equal to `href(name)`.
 */
export const chromePaths = {
  advisorChat: "/asesor/chat",
  advisorSessions: "/asesor/sesiones",
  colegios: "/colegios",
  community: "/comunidad",
  courses: "/cursostotales",
  cuenta: "/cuenta",
  cuentaPagos: "/cuenta/pagos",
  dondeEstudiar: "/donde-estudiar",
  empezar: "/empezar",
  entrar: "/entrar",
  helpYourChild: "/ayuda-a-tu-hijo",
  home: "/home",
  index: "/",
  instituciones: "/instituciones",
  logout: "/logout",
  momentoDecidir: "/orientacion-vocacional/momento-decidir",
  orientacionVocacional: "/orientacion-vocacional",
  parentPanel: "/padres/panel",
  parents: "/padres-orientacion-vocacional",
  privacy: "/privacy",
  schoolPanel: "/colegio/panel",
  testOrientacion: "/test-orientacion-vocacional",
  videos: "/videos",
  webinars: "/webinars",
} as const;
