/**
 * A slug, as the catalogue, the fair and the webinars write them in URLs: lower-case letters and
 * digits in groups joined by single hyphens ("medicina-humana", "expo-2026"); what the seed's
 * `slugify` gives and what the admin forms accept.
 */
export const SLUG_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

/** The longest slug a URL may carry (institutions and careers stay well below). */
export const SLUG_MAX_LENGTH = 160;

/** Whether a URL segment or query value can be a slug: checked before any lookup, so that anything else is a 404 without a query. */
export function isSlug(value: string, maxLength = SLUG_MAX_LENGTH): boolean {
  return value.length <= maxLength && SLUG_PATTERN.test(value);
}
