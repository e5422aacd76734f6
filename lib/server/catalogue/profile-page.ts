import "server-only";
import { cache } from "react";
import { modalities, type Modality } from "@/lib/contracts/catalogue";
import { isSlug } from "@/lib/contracts/slug";
import { getCurrentUser } from "../auth/session";
import { cached } from "../cache/data-cache";
import { findInstitution, getInstitutionLocation, offeringsOfInstitution } from "./get-institution";
import { savedAmong } from "./list-institutions";
import { CATALOGUE_TAG } from "./page-data";

export function isModality(value: string): value is Modality {
  return (modalities as readonly string[]).includes(value);
}

/** Everything the profile page shows, or null for an unknown or malformed slug (→ 404). */
// Cached per request: generateMetadata and the page ask for the same data.
// The visitor's page comes from the data cache (tag "catalogue"); only `checked` is the user's.
export const loadInstitutionPage = cache(async (slug: string) => {
  if (!isSlug(slug)) return null;
  const [user, shared] = await Promise.all([getCurrentUser(), cachedInstitutionPage(slug)]);
  if (!shared) return null;
  const checked = user ? (await savedAmong(user.id, [shared.profile.id])).has(shared.profile.id) : false;
  return { ...shared, profile: checked ? { ...shared.profile, checked } : shared.profile, user };
});

function cachedInstitutionPage(slug: string) {
  return cached(`institution:${slug}`, [CATALOGUE_TAG], async () => {
    const profile = await findInstitution(slug);
    if (!profile) return null;
    const [location, offerings] = await Promise.all([getInstitutionLocation(slug), offeringsOfInstitution(profile.id)]);
    return { profile, location, offerings };
  });
}
