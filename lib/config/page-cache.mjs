/**
 * Which pages the server (server/serve.ts) may answer from its page cache, and
 * which changes make each stale. Plain JavaScript so that the Node server and the proxy share it
 * (types in page-cache.d.mts).
 *
 * Only public pages that show catalogue, fair or site data are listed: they look the same to
 * every anonymous visitor of the same URL, and nothing they do on GET has side effects. The server
 * caches only the anonymous render, and only when it answers 200. Pages marked `signedIn` are
 * served from it to signed-in visitors too: nothing on them is personal in the HTML (the menu, the
 * saved marks come after hydration from the browser's session and the small APIs). The others
 * (the home page redirects a signed-in visitor; the fair shows her enrolments) are rendered for her.
 *
 * The test's sections (TEST_SECTION_PATHS) are the other way round: only for a visitor with a
 * session cookie. Their HTML is a shell, the same for every student (the statements, the scales,
 * the way back to the map); her answers, position and mode arrive after hydration from
 * `GET /api/vocational` (components/vocational/use-current-process.ts). A visitor without the
 * cookie never gets the entry: Next renders the page for her and it sends her to log in, as before.
 * A cookie that is not a valid session gets the shell (public statements only) and the shell sends
 * her to log in when the API answers 401; the design and its reasons: docs/performance.md («Las secciones del test»).
 * The map, and the pages that show her result (descartes, calificar…) stay per person.
 *
 * The result page is per person, and cached per person (PERSONAL_PAGES): the server asks the app
 * for the version of her page (server/interface.ts, `personalVersion`: her validated session and
 * the state of what the page shows, lib/server/vocational/result-page-version.ts), renders it through Next
 * with her own cookies once per version, and serves it to her only. Its JSON
 * (`GET /api/vocational/progress/result`) the same way, under a version of its own.
 */

import { FIXED_TOP_SEGMENTS } from "./top-segments.mjs";

/** Every fixed first path segment of the app: written from the route registry (scripts/route-paths.mjs). */
export { FIXED_TOP_SEGMENTS };

/** Tags a page-cache entry carries; `invalidatePages` drops the entries with any of the given tags ("*": all). */
export const PAGE_TAGS = { catalogue: "catalogue", fair: "fair", fairSeats: "fair-seats", site: "site", community: "community" };

const CATALOGUE = { tags: [PAGE_TAGS.catalogue], ttlSeconds: 600, signedIn: true };
/* Career and institution pages also show «Preguntas de la comunidad»: a moderation decision drops them. */
const WITH_COMMUNITY = { tags: [PAGE_TAGS.catalogue, PAGE_TAGS.community], ttlSeconds: 600, signedIn: true };
const FAIR = { tags: [PAGE_TAGS.catalogue, PAGE_TAGS.fair, PAGE_TAGS.fairSeats], ttlSeconds: 60 };
const SITE = { tags: [PAGE_TAGS.site, PAGE_TAGS.catalogue], ttlSeconds: 600, signedIn: true };

/*
 * A test section's shell: its text is code (a deploy changes it, which starts with an empty cache),
 * so no data change drops it; "site" lets a full invalidation ("*") or a site change drop it too.
 */
const TEST_SECTION = { tags: [PAGE_TAGS.site], ttlSeconds: 600, signedIn: true, sessionOnly: true };

/**
 * Set by the production server on its own render requests (and removed from every other request):
 * a test section renders its shell for it instead of sending a visitor without a session to log in
 * (lib/server/vocational/section-shell.ts).
 */
export const SHELL_FILL_HEADER = "x-rumbo-shell-fill";

/** The test's sections served as a shell to signed-in students (the same HTML for each). */
export const TEST_SECTION_PATHS = [
  "/orientacion-vocacional/intereses-profesionales",
  "/orientacion-vocacional/personalidad",
  "/orientacion-vocacional/inteligencias-multiples",
  "/orientacion-vocacional/valores-profesionales",
  "/orientacion-vocacional/habilidades-fuertes",
  "/orientacion-vocacional/cualidades-unicas",
  "/orientacion-vocacional/intereses-actividades-front",
  "/orientacion-vocacional/intereses-actividades",
  "/orientacion-vocacional/interes-carrera",
];

/** Fixed pages that are the same for every anonymous visitor. */
const FIXED_PAGES = new Map([
  ["/", { tags: [PAGE_TAGS.catalogue, PAGE_TAGS.fair], ttlSeconds: 300 }],
  ["/home", { tags: [PAGE_TAGS.catalogue, PAGE_TAGS.fair], ttlSeconds: 300 }],
  ["/instituciones", CATALOGUE],
  ["/expo", FAIR],
  ["/donde-estudiar", FAIR],
  ["/colegios", SITE],
  ["/padres-orientacion-vocacional", SITE],
  ["/ayuda-a-tu-hijo", SITE],
  ["/test-orientacion-vocacional", SITE],
  ["/taller-orientacion-vocacional", SITE],
  ["/videos", SITE],
  ["/privacy", SITE],
  ["/orientacion-vocacional/mundo-de-carreras", CATALOGUE],
  ["/orientacion-vocacional/mundo-de-carreras-mobile", CATALOGUE],
  ["/orientacion-vocacional/descripcion-carrera", CATALOGUE],
  ["/orientacion-vocacional/detalle-carreras", CATALOGUE],
  ["/orientacion-vocacional/malla-curricular", CATALOGUE],
  ["/orientacion-vocacional/bolsa-trabajo", CATALOGUE],
  ...TEST_SECTION_PATHS.map((path) => [path, TEST_SECTION]),
]);

/** Query parameters that make a page personal (a password-change token on the home page). */
const PERSONAL_PARAMS = ["token"];
const MAX_KEY_LENGTH = 512;
const SLUG = /^[a-z0-9][a-z0-9-]{0,150}$/;

/**
 * The cache policy of a page URL: its tags and how long an entry may live, or null when the page
 * must be rendered for each request.
 * @param {string} pathname
 * @param {string} search the query with its "?" (or "")
 * @returns {{ tags: string[]; ttlSeconds: number; signedIn?: boolean; sessionOnly?: boolean } | null}
 */
export function pageCachePolicy(pathname, search) {
  if (pathname.length + search.length > MAX_KEY_LENGTH) return null;
  if (search) {
    const params = new URLSearchParams(search);
    if (PERSONAL_PARAMS.some((name) => params.has(name)) || params.has("_rsc")) return null;
  }
  const fixed = FIXED_PAGES.get(pathname);
  if (fixed) return fixed;
  const segments = pathname.split("/").slice(1);
  if (segments[0] === "estudiar-carrera" && segments.length <= 2 && segments.every((s) => SLUG.test(s)))
    return segments.length === 2 ? WITH_COMMUNITY : CATALOGUE;
  // An institution's profile, and its career and modality pages.
  if (!SLUG.test(segments[0] ?? "") || FIXED_TOP_SEGMENTS.has(segments[0])) return null;
  if (segments.length === 1) return WITH_COMMUNITY;
  if (segments.length === 3 && (segments[1] === "carrera" || segments[1] === "modalidad") && SLUG.test(segments[2])) return CATALOGUE;
  return null;
}

/**
 * Personal pages kept per person: the result, and its JSON (`GET /api/vocational/progress/result`,
 * what the page's client and the app read); a catalogue change drops them, and they live 10 min at most.
 */
const PERSONAL_PAGES = new Map([
  ["/orientacion-vocacional/resultado-proceso-vocacional", { tags: [PAGE_TAGS.catalogue], ttlSeconds: 600, personal: true }],
  ["/api/vocational/progress/result", { tags: [PAGE_TAGS.catalogue], ttlSeconds: 600, personal: true, type: "json" }],
]);

/**
 * The policy of a personal page (a GET of the page itself, without a query), or null.
 * @param {string} pathname
 * @param {string} search the query with its "?" (or "")
 * @returns {{ tags: string[]; ttlSeconds: number; personal: true; type?: "json" } | null}
 */
export function personalPagePolicy(pathname, search) {
  if (search) return null;
  return PERSONAL_PAGES.get(pathname) ?? null;
}

/** The directory's search API: the same for every caller without a session or token (`checked` is false for all). */
const SEARCH_API = "/api/institution";

/**
 * The cache policy of a public JSON answer: the directory's search (`GET /api/institution`),
 * kept for `ttlSeconds` (RUMBO_SEARCH_CACHE_SECONDS, as the search cache behind it; 0: never)
 * and dropped by any catalogue change. Callers with a bearer token or a session get theirs
 * computed for them (their `checked` flags); server/page-cache.ts checks that.
 * @param {string} pathname
 * @param {string} search the query with its "?" (or "")
 * @param {number} ttlSeconds
 * @returns {{ tags: string[]; ttlSeconds: number; type: "json" } | null}
 */
export function apiCachePolicy(pathname, search, ttlSeconds) {
  if (pathname !== SEARCH_API || !(ttlSeconds > 0) || pathname.length + search.length > MAX_KEY_LENGTH) return null;
  return { tags: [PAGE_TAGS.catalogue], ttlSeconds, type: "json" };
}
