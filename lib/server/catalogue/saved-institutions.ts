import "server-only";
import type { InstitutionCard } from "@/lib/contracts/catalogue";
import { addManyToShortlist, removePlaceFromShortlist, shortlistPlaceIds } from "./shortlist";
import { institutionCardsByIds } from "./list-institutions";

/**
 * «Guardar en mi lista» on a profile and the university modal: the institutions of her list
 * (shortlist.ts, the one store), as cards. Saving adds a place with the source «saved»; a place
 * already on her list (chosen in the test, say) keeps its first source.
 */

/** The institutions on her list, oldest first. */
export async function listSavedInstitutions(userId: string): Promise<InstitutionCard[]> {
  return institutionCardsByIds(await shortlistPlaceIds(userId), userId);
}

/** Adds the given institutions to her list (the modal's 'Guardar'); unknown ids are refused (404). */
export async function saveInstitutions(userId: string, ids: number[]): Promise<InstitutionCard[]> {
  const unique = [...new Set(ids)];
  await addManyToShortlist(
    userId,
    unique.map((institutionId) => ({ kind: "place" as const, institutionId, source: "saved" as const })),
  );
  return listSavedInstitutions(userId);
}

export async function saveInstitution(userId: string, id: number): Promise<InstitutionCard[]> {
  return saveInstitutions(userId, [id]);
}

/** Takes the institution off her list (and any career she kept there). */
export async function removeSavedInstitution(userId: string, id: number): Promise<InstitutionCard[]> {
  await removePlaceFromShortlist(userId, id);
  return listSavedInstitutions(userId);
}
