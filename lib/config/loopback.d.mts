export declare function isLoopbackHostname(hostname: string | null | undefined): boolean;
export declare function isLocalUrl(url: string): boolean;
export declare function isLoopbackHostHeader(value: string | null | undefined): boolean;
export declare function listensOnLoopbackOnly(hostname: string | null | undefined): boolean;
export declare function localSiteWarning(env: {
  NODE_ENV?: string;
  HOSTNAME?: string;
  APP_URL?: string;
  PORT?: string;
  PAYMENT_PROVIDER?: string;
}): string | null;
