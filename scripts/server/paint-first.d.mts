export declare function loaderScript(sources: string[], nonce: string): string;
export declare function paintFirst(html: string, nonce: string | null): string;
export declare function loaderSources(html: string): string[];
export declare const FIRST_PAINT_WAIT_MS: number;
