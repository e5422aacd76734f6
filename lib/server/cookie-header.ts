/**
 * The value of cookie `name` in a `Cookie` header, URL-decoded: the first one of that name, or
 * null when it is absent or cannot be decoded. (An empty value is returned as "".)
 */
export function cookieValue(cookieHeader: string | null | undefined, name: string): string | null {
  if (!cookieHeader) return null;
  for (const part of cookieHeader.split(/;\s*/)) {
    if (part.startsWith(`${name}=`)) {
      try {
        return decodeURIComponent(part.slice(name.length + 1));
      } catch {
        return null;
      }
    }
  }
  return null;
}
