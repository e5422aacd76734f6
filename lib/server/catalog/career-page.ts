import "server-only";
import { cache } from "react";
import { getCurrentUser } from "../auth/session";
import { AppError } from "../http/errors";
import { findInstitution, getInstitutionCareer, offeringsOfInstitution } from "./get-institution";
import { isModality, isSlug } from "./profile-page";

/** A career at an institution, or null (→ 404). */
export const loadInstitutionCareerPage = cache(async (slug: string, career: string) => {
  if (!isSlug(slug) || !isSlug(career)) return null;
  const user = await getCurrentUser();
  try {
    return await getInstitutionCareer(slug, career, user?.id);
  } catch (error) {
    if (error instanceof AppError && error.code === "not_found") return null;
    throw error;
  }
});

/** A study modality at an institution, or null (→ 404). */
export const loadModalityPage = cache(async (slug: string, modality: string) => {
  if (!isSlug(slug) || !isModality(modality)) return null;
  const profile = await findInstitution(slug);
  if (!profile) return null;
  return { profile, modality, offerings: await offeringsOfInstitution(profile.id) };
});
