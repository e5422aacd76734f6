import "server-only";
import { cache } from "react";
import { getCurrentUser } from "../auth/session";
import { offeringModalities } from "@/lib/format/offer-year";
import { cached } from "../cache/data-cache";
import { AppError } from "../http/errors";
import { findInstitution, getInstitutionCareer, offeringsOfInstitution } from "./get-institution";
import { savedAmong } from "./list-institutions";
import { CATALOGUE_TAG } from "./page-data";
import { isSlug } from "@/lib/contracts/slug";
import { isModality } from "./profile-page";

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

/**
 * A study modality at an institution: the offerings the data lists in that modality (only
 * PRONABEC's 2026 list gives modalities). Null (→ 404) when the data has no offering of the
 * institution in that modality: a page would have nothing true to say.
 */
export const loadModalityPage = cache(async (slug: string, modality: string) => {
  if (!isSlug(slug) || !isModality(modality)) return null;
  return cached(`modality:${slug}:${modality}`, [CATALOGUE_TAG], async () => {
    const profile = await findInstitution(slug);
    if (!profile) return null;
    const offerings = (await offeringsOfInstitution(profile.id)).filter((o) => offeringModalities(o).includes(modality));
    if (!offerings.length) return null;
    return { profile, modality, offerings };
  });
});
