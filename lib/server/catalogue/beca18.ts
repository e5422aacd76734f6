import "server-only";
import { asc, eq, type SQL } from "drizzle-orm";
import { BECA18_PARTIAL, BECA18_RULE, BECA18_SOURCE, BECA18_URL } from "@/lib/content/catalogue/sources";
import { getDb } from "@/lib/db/client";
import { beca18Listings, institutions } from "@/lib/db/schema";
import { cached } from "../cache/data-cache";
import { CATALOGUE_TAG } from "./page-data";

/** One row of PRONABEC's Beca 18 2026 list (programme × campus district × study modality). */
export type Beca18Place = {
  /** The annex's row number. */
  item: number;
  /** The programme as PRONABEC lists it (upper case, no accents). */
  programme: string;
  gestion: "publica" | "privada" | null;
  /** UNIVERSIDAD; INSTITUTO DE EDUCACION SUPERIOR TECNOLOGICA; ESCUELA DE EDUCACION SUPERIOR … */
  tipoIes: string;
  department: string;
  district: string;
  /** PRESENCIAL | SEMIPRESENCIAL. */
  modality: string;
  /** An intercultural bilingual education (EIB) programme. */
  eib: boolean;
  /** PRONABEC's group of the institution in this row (1–3). */
  group: number | null;
};

/** Beca 18 2026 facts of an institution or an offering, with their source. */
export type Beca18Facts = {
  /** In PRONABEC's 2026 list (for an offering: this programme at this campus is listed). */
  eligible: boolean;
  /** PRONABEC's group 1–3 (10 / 8 / 6 points in the selection score); null when not listed. */
  group: number | null;
  gestion: "publica" | "privada" | null;
  tipoIes: string | null;
  /** Every listed row (an institution: all its programmes; an offering: its campuses and modalities). */
  places: Beca18Place[];
  source: typeof BECA18_SOURCE;
  year: 2026;
  /** The transcription misses annex rows 3513–3540: counts from it are «lista parcial». */
  partial: typeof BECA18_PARTIAL;
  rule: typeof BECA18_RULE;
  url: typeof BECA18_URL;
};

export type Beca18Target = { institutionId: number } | { offeringId: number };

const placeColumns = {
  item: beca18Listings.item,
  programme: beca18Listings.programme,
  gestion: beca18Listings.gestion,
  tipoIes: beca18Listings.tipoIes,
  department: beca18Listings.department,
  district: beca18Listings.district,
  modality: beca18Listings.modality,
  eib: beca18Listings.eib,
  group: beca18Listings.group,
};

async function loadFacts(target: Beca18Target): Promise<Beca18Facts | null> {
  const db = await getDb();
  let where: SQL;
  let group: number | null = null;
  if ("institutionId" in target) {
    const [inst] = await db
      .select({ id: institutions.id, group: institutions.beca18Group })
      .from(institutions)
      .where(eq(institutions.id, target.institutionId))
      .limit(1);
    if (!inst) return null;
    group = inst.group;
    where = eq(beca18Listings.institutionId, target.institutionId);
  } else {
    where = eq(beca18Listings.offeringId, target.offeringId);
  }
  const rows = await db.select(placeColumns).from(beca18Listings).where(where).orderBy(asc(beca18Listings.item));
  const places: Beca18Place[] = rows.map((p) => ({
    ...p,
    gestion: p.gestion === "publica" || p.gestion === "privada" ? p.gestion : null,
  }));
  if ("offeringId" in target) group = places[0]?.group ?? null;
  return {
    eligible: places.length > 0,
    group,
    gestion: places[0]?.gestion ?? null,
    tipoIes: places[0]?.tipoIes ?? null,
    places,
    source: BECA18_SOURCE,
    year: 2026,
    partial: BECA18_PARTIAL,
    rule: BECA18_RULE,
    url: BECA18_URL,
  };
}

/**
 * Beca 18 2026 facts (PRONABEC, RJ N° 508-2026) of an institution (`{ institutionId }`) or an
 * offering (`{ offeringId }`): eligible, group, gestión, tipo IES and every listed place (department,
 * district, modality, EIB, programme as listed). Null for an unknown id. Read through the catalogue's
 * data cache (tag "catalogue"), dropped with it after a seed or an edit.
 */
export function getBeca18Facts(target: Beca18Target): Promise<Beca18Facts | null> {
  const key = "institutionId" in target ? `beca18:i:${target.institutionId}` : `beca18:o:${target.offeringId}`;
  return cached(key, [CATALOGUE_TAG], () => loadFacts(target));
}
