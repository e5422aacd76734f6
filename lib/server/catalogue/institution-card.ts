import "server-only";
import { sql, type SQL } from "drizzle-orm";
import type { InstitutionCard, LicenceDto } from "@/lib/contracts/catalogue";
import { institutions, regions } from "@/lib/db/schema";

export const SUNEDU_LICENCE_SOURCE = "SUNEDU, datos abiertos «Licenciamiento Institucional»";
export const INSTITUTES_LICENCE_NOTE = "No hay datos públicos de licenciamiento para institutos en la fuente";

/** Columns of a card (explicit: never a whole row). `checked` is computed by the caller. */
export function cardColumns(checked: SQL<boolean>) {
  return {
    id: institutions.id,
    name: institutions.name,
    kind: institutions.kind,
    logo: institutions.logo,
    slug: institutions.slug,
    sentence: institutions.sentence,
    shortName: institutions.shortName,
    gestion: institutions.gestion,
    regionSlug: regions.slug,
    regionName: regions.name,
    province: institutions.province,
    district: institutions.district,
    licenceStatus: institutions.licenceStatus,
    licenceLabel: institutions.licenceLabel,
    licenceDataCut: institutions.licenceDataCut,
    careerCount: sql<number>`(select count(*) from offerings o where o.institution_id = ${institutions.id})::int`,
    checked,
  };
}

export type CardRow = {
  id: number;
  name: string;
  kind: "universidad" | "instituto";
  logo: string | null;
  slug: string;
  sentence: string | null;
  shortName: string | null;
  gestion: "publica" | "privada";
  regionSlug: string | null;
  regionName: string | null;
  province: string | null;
  district: string | null;
  licenceStatus: string | null;
  licenceLabel: string | null;
  licenceDataCut: string | null;
  careerCount: number;
  checked: boolean;
};

/** SUNEDU status and data cut for universities; an honest "sin dato" for institutes. */
export function licenceOf(row: Pick<CardRow, "kind" | "licenceStatus" | "licenceLabel" | "licenceDataCut">): LicenceDto {
  if (row.kind === "instituto" || !row.licenceStatus) {
    return { status: null, label: "Licenciamiento: sin dato", dataCut: null, source: INSTITUTES_LICENCE_NOTE };
  }
  const label =
    row.licenceStatus === "licenciada"
      ? "Licenciada por SUNEDU"
      : row.licenceStatus === "denegada"
        ? "Licencia denegada por SUNEDU"
        : `SUNEDU: ${(row.licenceLabel ?? "otro estado").toLowerCase()}`;
  return { status: row.licenceStatus, label, dataCut: row.licenceDataCut, source: SUNEDU_LICENCE_SOURCE };
}

export function toCard(row: CardRow): InstitutionCard {
  return {
    id: row.id,
    name: row.name,
    type: row.kind,
    logo: row.logo,
    username: row.slug,
    sentence: row.sentence,
    checked: Boolean(row.checked),
    shortName: row.shortName,
    gestion: row.gestion,
    region: row.regionSlug && row.regionName ? { slug: row.regionSlug, name: row.regionName } : null,
    province: row.province,
    district: row.district,
    licence: licenceOf(row),
    careerCount: Number(row.careerCount),
  };
}

/** `exists(saved by this user)`, or false for a visitor. */
export function checkedSql(userId: string | null | undefined): SQL<boolean> {
  if (!userId) return sql<boolean>`false`;
  return sql<boolean>`exists(select 1 from saved_institutions s where s.user_id = ${userId} and s.institution_id = ${institutions.id})`;
}
