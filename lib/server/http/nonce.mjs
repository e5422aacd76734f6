/**
 * The pages' CSP nonce: 16 random bytes in base64, 24 characters, fresh for every
 * response. One generator for the proxy (lib/server/http/security-headers.ts → proxy.ts) and the
 * production server's page cache (server/page-cache.ts), which joins each cached page
 * with a new one. Plain JavaScript so both can import it (types in nonce.d.mts); Web Crypto, so
 * it runs wherever the proxy runs.
 */

/** The length of every nonce: the page cache's gzip relies on it (a stored block of this size). */
export const NONCE_LENGTH = 24;

export function newNonce() {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return btoa(String.fromCharCode(...bytes));
}
