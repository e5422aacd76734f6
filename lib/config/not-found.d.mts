export type NotFoundVariant = "alliance";
export declare const NOT_FOUND_VARIANT_HEADER: "x-rumbo-not-found";
export declare const NOT_FOUND_VARIANTS: ReadonlyArray<{ prefix: string; variant: NotFoundVariant }>;
export declare function notFoundVariantFor(pathname: string): NotFoundVariant | null;
