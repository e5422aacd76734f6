/**
 * Route names, paths and the spec's redirect rules as data (spec §2 "Redirect rules by route
 * name"; DESIGN §8). The proxy applies them; pages and links read paths from here.
 */
export const routes = {
  index: "/",
  home: "/home",
  entrar: "/entrar",
  login: "/login",
  empezar: "/empezar",
  empezarV2: "/empezar-v2",
  empezarColegio: "/empezar-colegio",
  logout: "/logout",
  orientacionVocacional: "/orientacion-vocacional",
  momentoDecidir: "/orientacion-vocacional/momento-decidir",
  dondeEstudiar: "/donde-estudiar",
  instituciones: "/instituciones",
  universidadesInstitutos: "/universidades-institutos",
  expo: "/expo",
  live: "/live",
  overview: "/overview",
  mifuturo: "/mifuturo",
  privacy: "/privacy",
  testOrientacion: "/test-orientacion-vocacional",
  colegios: "/colegios",
  notFoundPage: "/not-found-page",
} as const;

export type RouteName = keyof typeof routes;

export type RedirectDecision = { location: string; logout?: boolean } | null;

/** Paths a logged-in visitor is sent away from (spec: entrar and index — "/" and its alias "/home"). */
const bounceWhenLogged = new Set<string>([routes.entrar, routes.index, routes.home]);

/**
 * The redirect rules. `isLogged` is a hint from the presence of the session cookie: it decides
 * only where to send a visitor, never what data they may see (the data layer checks again).
 */
export function redirectFor(pathname: string, search: string, isLogged: boolean): RedirectDecision {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, "") : pathname;
  const query = new URLSearchParams(search);

  // /login is not a route of the spec; it is the overview rule's target: keep its query (DESIGN §8).
  if (path === routes.login) return { location: `${routes.entrar}${search}` };
  if (path === routes.mifuturo) return { location: "/?reference=mifuturo" };
  if (path === routes.universidadesInstitutos) return { location: routes.instituciones };
  if (path === "/mi-vocacion" || path.startsWith("/mi-vocacion/")) return { location: routes.orientacionVocacional };
  if (path === routes.overview || path.startsWith(`${routes.overview}/`)) {
    return isLogged ? null : { location: `${routes.login}?redirect=overview` };
  }
  if (path === routes.live) return isLogged ? null : { location: `${routes.empezar}?redirect=live` };
  if (isLogged && bounceWhenLogged.has(path)) {
    // Logged-in visitors who came with a token (password change link) still need the home page.
    if (path === routes.index && query.has("token")) return null;
    return { location: routes.orientacionVocacional };
  }
  return null;
}

/**
 * A `redirect` query is accepted only as a same-site path (DESIGN §5): it starts with one "/",
 * not "//" or "/\", and after decoding still resolves to this origin; otherwise the fallback.
 * Route names used by the spec ("overview", "live", "donde-estudiar") are accepted as paths.
 */
export function safeRedirectTarget(value: string | null | undefined, fallback: string = routes.orientacionVocacional): string {
  if (!value) return fallback;
  let candidate = value.trim();
  if (/^[a-z0-9][a-z0-9-]*$/i.test(candidate)) candidate = `/${candidate}`;
  if (!candidate.startsWith("/") || candidate.startsWith("//") || candidate.startsWith("/\\")) return fallback;
  let decoded = candidate;
  try {
    for (let i = 0; i < 3 && decoded !== decodeURIComponent(decoded); i++) decoded = decodeURIComponent(decoded);
  } catch {
    return fallback;
  }
  if (decoded.startsWith("//") || decoded.startsWith("/\\") || /[\u0000-\u001f]/.test(decoded)) return fallback;
  const base = "http://rumbo.invalid";
  try {
    const url = new URL(candidate, base);
    if (url.origin !== base) return fallback;
    // "/.//evil.com" normalises to "//evil.com", which a browser reads as another host.
    const target = `${url.pathname}${url.search}${url.hash}`;
    if (target.startsWith("//") || target.startsWith("/\\")) return fallback;
    return target;
  } catch {
    return fallback;
  }
}

/**
 * Campaign landing pages (`/landing/{campaign}`) are themselves the tracking campaign: a visitor
 * who arrives there without a `reference` query keeps the page's name as the campaign.
 */
export function campaignForPath(pathname: string): string | null {
  const match = /^\/landing\/([a-z0-9-]{1,64})\/?$/.exec(pathname);
  return match ? match[1] : null;
}
