import "server-only";
import { cache } from "react";
import { modalities, type Modality } from "@/lib/contracts/catalog";
import { getCurrentUser } from "../auth/session";
import { findInstitution, getInstitutionLocation, offeringsOfInstitution } from "./get-institution";

const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

export function isSlug(value: string): boolean {
  return value.length <= 160 && SLUG.test(value);
}

export function isModality(value: string): value is Modality {
  return (modalities as readonly string[]).includes(value);
}

/** Everything the profile page shows, or null for an unknown or malformed slug (→ 404). */
// Cached per request: generateMetadata and the page ask for the same data.
export const loadInstitutionPage = cache(async (slug: string) => {
  if (!isSlug(slug)) return null;
  const user = await getCurrentUser();
  const profile = await findInstitution(slug, user?.id);
  if (!profile) return null;
  const [location, offerings] = await Promise.all([getInstitutionLocation(slug), offeringsOfInstitution(profile.id)]);
  return { profile, location, offerings, user };
});
