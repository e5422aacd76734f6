/**
 * The paths the home page's sections link to, written out: the home is a client component (its RSC
 * payload carries no markup), and `href()` brought the whole route table (lib/config/route-paths.ts,
 * ~2 KB gzip) into its first load (issue 26.5). tests/unit/marketing-paths.test.ts keeps each one
 * equal to `href(name)`.
 */
export const marketingPaths = {
  colegios: "/colegios",
  empezar: "/empezar",
  instituciones: "/instituciones",
  orientacionVocacional: "/orientacion-vocacional",
  parents: "/padres-orientacion-vocacional",
} as const;
