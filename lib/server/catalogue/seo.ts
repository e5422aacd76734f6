import "server-only";
import { institutionKindLabel } from "@/lib/format/offer-year";
import { eq, sql } from "drizzle-orm";
import type { MetadataRoute } from "next";
import type {
  CareerSummary,
  InstitutionCareerDetail,
  InstitutionLocation,
  InstitutionProfile,
  OfferingDto,
} from "@/lib/contracts/catalogue";
import { getDb } from "@/lib/db/client";
import { careers, institutions, offerings } from "@/lib/db/schema";
import { formatSoles } from "@/lib/format/money";

/**
 * Every public catalogue page for sitemap.xml: institution profiles (`/{slug}`), each career at
 * each institution (`/{slug}/carrera/{offering}`) and every career (`/estudiar-carrera/{career}`). Last-modified is the institution's `updated_at` (the seed and the
 * back office touch it); careers use the newest institution change that teaches them.
 */
export async function catalogueSitemapEntries(base: string): Promise<MetadataRoute.Sitemap> {
  const db = await getDb();
  const [insts, programs, careerRows] = await Promise.all([
    db
      .select({ slug: institutions.slug, updatedAt: institutions.updatedAt })
      .from(institutions)
      .where(eq(institutions.visible, true))
      .orderBy(institutions.slug),
    db
      .select({ institution: institutions.slug, slug: offerings.slug, updatedAt: institutions.updatedAt })
      .from(offerings)
      .innerJoin(institutions, eq(institutions.id, offerings.institutionId))
      .where(eq(institutions.visible, true))
      .orderBy(institutions.slug, offerings.slug),
    // Every career has its page, also one the source lists no programme under (it says so).
    db
      .select({
        slug: careers.slug,
        updatedAt: sql<Date>`coalesce(max(${institutions.updatedAt}) filter (where ${institutions.visible}), ${careers.updatedAt})`.mapWith(
          (v: string | Date) => new Date(v),
        ),
      })
      .from(careers)
      .leftJoin(offerings, eq(offerings.careerId, careers.id))
      .leftJoin(institutions, eq(institutions.id, offerings.institutionId))
      .groupBy(careers.slug, careers.updatedAt)
      .orderBy(careers.slug),
  ]);
  return [
    ...insts.map((i) => ({ url: `${base}/${i.slug}`, lastModified: i.updatedAt, changeFrequency: "monthly" as const, priority: 0.7 })),
    ...careerRows.map((c) => ({
      url: `${base}/estudiar-carrera/${c.slug}`,
      lastModified: c.updatedAt,
      changeFrequency: "monthly" as const,
      priority: 0.6,
    })),
    ...programs.map((p) => ({
      url: `${base}/${p.institution}/carrera/${p.slug}`,
      lastModified: p.updatedAt,
      changeFrequency: "monthly" as const,
      priority: 0.5,
    })),
  ];
}

/** "5 años de duración" (the sources give years, sometimes with a decimal). */
function durationText(years: number | null): string | null {
  if (years === null) return null;
  return `${Number.isInteger(years) ? years : years.toFixed(1)} ${years === 1 ? "año" : "años"} de duración`;
}

/** The profile's own description: what it is, where, its licence and how many careers it teaches. */
export function institutionDescription(p: InstitutionProfile, careerCount: number): string {
  const where = [p.district, p.region?.name].filter(Boolean).join(", ");
  const licence =
    p.licence.status === "licenciada" && !p.licence.expired
      ? "licenciada por SUNEDU"
      : p.licence.status === "denegada"
        ? "con licencia denegada por SUNEDU"
        : p.licence.laterSource
          ? "elegible para Beca 18 2026 (PRONABEC)"
          : null;
  return [
    `${institutionKindLabel(p)}${where ? ` en ${where}` : ""}${licence ? `, ${licence}` : ""}.`,
    `${careerCount} ${careerCount === 1 ? "carrera" : "carreras"} con costo, duración, selectividad e ingresos de sus egresados, cada cifra con su fuente.`,
  ].join(" ");
}

function costText(o: OfferingDto): string | null {
  if (o.costMinCents === null || o.costNote) return null;
  const max = o.costMaxCents && o.costMaxCents !== o.costMinCents ? ` a ${formatSoles(o.costMaxCents)}` : "";
  return `pensión de ${formatSoles(o.costMinCents)}${max} al mes`;
}

/** A career at an institution: duration, cost and income as the data gives them. */
export function programDescription(d: InstitutionCareerDetail): string {
  const o = d.offering;
  const facts = [
    durationText(o.durationYears),
    costText(o),
    o.income ? `ingreso promedio de egresados S/ ${o.income.toLocaleString("es-PE")} al mes` : null,
  ].filter(Boolean);
  return `${o.programName} en ${d.institution.name}${o.regionName ? ` (${o.regionName})` : ""}${facts.length ? `: ${facts.join(", ")}` : ""}. Fuentes y años de cada cifra en la página.`;
}

export function careerDescription(c: CareerSummary): string {
  const facts = [
    durationText(c.durationYears),
    c.incomeMedian ? `ingreso mediano S/ ${c.incomeMedian.toLocaleString("es-PE")} al mes` : null,
  ].filter(Boolean);
  const kind = c.level === "universitaria" ? "universidades" : "institutos";
  return `Dónde estudiar ${c.name} en el Perú: ${c.offeringCount} ${c.offeringCount === 1 ? "opción" : "opciones"} en ${kind}${facts.length ? `; ${facts.join(", ")}` : ""}.`;
}

type JsonLd = Record<string, unknown>;

/** schema.org CollegeOrUniversity (universities) or EducationalOrganization (institutes). */
export function institutionJsonLd(p: InstitutionProfile, location: InstitutionLocation | null, base: string): JsonLd {
  return {
    "@context": "https://schema.org",
    "@type": p.type === "universidad" ? "CollegeOrUniversity" : "EducationalOrganization",
    name: p.name,
    ...(p.shortName ? { alternateName: p.shortName } : {}),
    url: `${base}/${p.username}`,
    ...(p.website ? { sameAs: [p.website] } : {}),
    ...(p.foundedYear ? { foundingDate: String(p.foundedYear) } : {}),
    address: {
      "@type": "PostalAddress",
      addressCountry: "PE",
      ...(p.region?.name ? { addressRegion: p.region.name } : {}),
      ...((p.district ?? location?.district) ? { addressLocality: p.district ?? location?.district } : {}),
    },
    ...(location?.lat != null && location.lng != null && !location.approximate
      ? { geo: { "@type": "GeoCoordinates", latitude: location.lat, longitude: location.lng } }
      : {}),
  };
}

/** schema.org EducationalOccupationalProgram with duration and monthly cost where known. */
export function programJsonLd(d: InstitutionCareerDetail, base: string): JsonLd {
  const o = d.offering;
  const months = o.durationYears ? Math.round(o.durationYears * 12) : null;
  return {
    "@context": "https://schema.org",
    "@type": "EducationalOccupationalProgram",
    name: o.programName,
    url: `${base}/${d.institution.username}/carrera/${o.slug}`,
    provider: {
      "@type": d.institution.type === "universidad" ? "CollegeOrUniversity" : "EducationalOrganization",
      name: d.institution.name,
      url: `${base}/${d.institution.username}`,
    },
    ...(months ? { timeToComplete: `P${months}M` } : {}),
    ...(o.career ? { occupationalCategory: o.career.name } : {}),
    ...(o.costMinCents !== null && !o.costNote
      ? {
          offers: {
            "@type": "Offer",
            category: "Pensión mensual",
            priceSpecification: {
              "@type": "UnitPriceSpecification",
              priceCurrency: "PEN",
              ...(o.costMaxCents && o.costMaxCents !== o.costMinCents
                ? { minPrice: o.costMinCents / 100, maxPrice: o.costMaxCents / 100 }
                : { price: o.costMinCents / 100 }),
              unitText: "MONTH",
            },
          },
        }
      : {}),
  };
}

/** JSON for a `<script type="application/ld+json">`: `<` escaped so no text can close the tag. */
export function jsonLdText(data: JsonLd): string {
  return JSON.stringify(data).replace(/</g, "\\u003c");
}
