import "server-only";
import type { CareerOfferingsQuery } from "@/lib/contracts/catalogue";
import { cached } from "../cache/data-cache";
import { careerOfferings, findCareer, listCareers } from "./careers";
import { getCatalogueStats } from "./catalogue-stats";
import { listRegions } from "./list-institutions";

/**
 * The public pages' shared catalogue data, from the data cache (lib/server/cache/data-cache.ts).
 * Tags: "catalogue" for anything read from institutions, careers, offerings and regions — an edit
 * of any of them drops all of it (edits are rare; a finer split could miss a page that shows one
 * institution's data on another's). The API keeps reading the database directly.
 */
export const CATALOGUE_TAG = "catalogue";
const TAGS = [CATALOGUE_TAG];

export function cachedCareers() {
  return cached("careers", TAGS, listCareers);
}

export function cachedCareer(slug: string) {
  return cached(`career:${slug}`, TAGS, () => findCareer(slug));
}

export function cachedCareerOfferings(careerId: number, query: CareerOfferingsQuery) {
  return cached(`career-offerings:${careerId}:${JSON.stringify([query.sort, query.type, query.region])}`, TAGS, () =>
    careerOfferings(careerId, query),
  );
}

export function cachedRegions() {
  return cached("regions", TAGS, listRegions);
}

export function cachedCatalogueStats() {
  return cached("catalogue-stats", TAGS, getCatalogueStats);
}
