export declare const EXPERIMENT_COOKIE: "exp";
export declare const EXPERIMENT_MAX_AGE: number;
export type ExperimentBucket = "a" | "b";
export declare function drawExperimentBucket(): ExperimentBucket;
export declare function experimentCookieValue(cookieHeader: string | null | undefined): string | null;
export declare function hasExperimentBucket(cookieHeader: string | null | undefined): boolean;
export declare function experimentCookieOptions(options: { secure: boolean }): {
  path: "/";
  maxAge: number;
  sameSite: "lax";
  secure: boolean;
};
export declare function experimentSetCookie(bucket: ExperimentBucket, options: { secure: boolean }): string;
