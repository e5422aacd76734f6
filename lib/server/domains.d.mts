export declare const domainLevels: ReadonlyArray<ReadonlyArray<string>>;
export declare const sameLevelImports: Record<string, string[]>;
export declare const repoRoot: string;
/** The domain of a lib/server-relative path (`auth/session.ts` → `auth`), or null for domains.mjs. */
export declare function domainOf(relativePath: string): string | null;
/** Null when `from` may import `to`; otherwise why not. */
export declare function checkDomainImport(from: string | null, to: string | null): string | null;
export declare function serverPathOf(fromFile: string, specifier: string): string | null;
export declare function domainOfFile(file: string): string | null;
