import "server-only";
import { cache } from "react";
import { getCurrentUser } from "../auth/session";
import { cached } from "../cache/data-cache";
import { AppError } from "../http/errors";
import { findInstitution, getInstitutionCareer, offeringsOfInstitution } from "./get-institution";
import { savedAmong } from "./list-institutions";
import { CATALOGUE_TAG } from "./page-data";
import { isModality, isSlug } from "./profile-page";

/** A career at an institution, or null (→ 404). */
// The visitor's page comes from the data cache (tag "catalogue"); only `checked` is the user's.
export const loadInstitutionCareerPage = cache(async (slug: string, career: string) => {
  if (!isSlug(slug) || !isSlug(career)) return null;
  const [user, detail] = await Promise.all([
    getCurrentUser(),
    cached(`program:${slug}:${career}`, [CATALOGUE_TAG], async () => {
      try {
        return await getInstitutionCareer(slug, career);
      } catch (error) {
        if (error instanceof AppError && error.code === "not_found") return null;
        throw error;
      }
    }),
  ]);
  if (!detail || !user) return detail;
  const checked = (await savedAmong(user.id, [detail.institution.id])).has(detail.institution.id);
  return checked ? { ...detail, institution: { ...detail.institution, checked } } : detail;
});

/** A study modality at an institution, or null (→ 404). */
export const loadModalityPage = cache(async (slug: string, modality: string) => {
  if (!isSlug(slug) || !isModality(modality)) return null;
  return cached(`modality:${slug}:${modality}`, [CATALOGUE_TAG], async () => {
    const profile = await findInstitution(slug);
    if (!profile) return null;
    return { profile, modality, offerings: await offeringsOfInstitution(profile.id) };
  });
});
