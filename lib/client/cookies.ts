/**
 * Reads one cookie in the browser, as js-cookie's `Cookies.get(name)` does (quotes stripped,
 * percent-escapes decoded). The root layout's components read the session and sponsor cookies on
 * every page: this keeps js-cookie out of every page's first load. Undefined on the server, when
 * absent, or when the value cannot be decoded.
 */
export function readCookie(name: string, source: string = typeof document === "undefined" ? "" : document.cookie): string | undefined {
  for (const pair of source ? source.split("; ") : []) {
    const eq = pair.indexOf("=");
    if (eq < 0) continue;
    try {
      if (decodeURIComponent(pair.slice(0, eq)) !== name) continue;
      let value = pair.slice(eq + 1);
      if (value.startsWith('"')) value = value.slice(1, -1);
      return value.replace(/(%[\dA-F]{2})+/gi, decodeURIComponent);
    } catch {
      // A cookie that does not decode is skipped, as js-cookie does.
    }
  }
  return undefined;
}
