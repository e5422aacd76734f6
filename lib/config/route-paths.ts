import { withQuery, type QueryValues } from "@/lib/utils/search-params";
import { routePaths } from "./route-table";

/**
 * `href()` and the path of every route of the registry (lib/config/route-registry.ts), apart from
 * its titles, descriptions and rules: client components import links from here, so their bundles
 * do not carry the whole registry. The table is written from the registry by
 * scripts/route-paths.mjs (lib/config/route-table.ts).
 */
export { routePaths };

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
