export declare const NONCE_LENGTH: number;
/** 16 random bytes in base64 (NONCE_LENGTH characters), for one response's CSP. */
export declare function newNonce(): string;
