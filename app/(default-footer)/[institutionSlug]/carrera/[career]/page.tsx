import type { Metadata } from "next";
import { JsonLd } from "@/components/seo/json-ld";
import { appUrl } from "@/lib/config/env";
import { jsonLdText, programDescription, programJsonLd } from "@/lib/server/catalogue/seo";
import { notFound } from "next/navigation";
import { InstitutionCareerView } from "@/components/catalogue/institution-career-view";
import { loadInstitutionCareerPage } from "@/lib/server/catalogue/career-page";
import { getBeca18Facts } from "@/lib/server/catalogue/beca18";

type Props = { params: Promise<{ institutionSlug: string; career: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { institutionSlug, career } = await params;
  const detail = await loadInstitutionCareerPage(institutionSlug, career);
  if (!detail) return {};
  return {
    title: `${detail.offering.programName} en ${detail.institution.name}`,
    description: programDescription(detail),
    alternates: { canonical: `/${detail.institution.username}/carrera/${detail.offering.slug}` },
  };
}

export default async function InstitutionCareerPage({ params }: Props) {
  const { institutionSlug, career } = await params;
  const detail = await loadInstitutionCareerPage(institutionSlug, career);
  if (!detail) notFound();
  // PRONABEC's 2026 list for this programme at this campus: the estimator's group, type and department.
  const facts = await getBeca18Facts({ offeringId: detail.offering.id });
  const beca18 = facts
    ? { eligible: facts.eligible, group: facts.group, tipoIes: facts.tipoIes, department: facts.places[0]?.department ?? null }
    : null;
  return (
    <>
      <JsonLd json={jsonLdText(programJsonLd(detail, appUrl()))} />
      <InstitutionCareerView detail={detail} profileHref={`/${institutionSlug}`} beca18={beca18} />
    </>
  );
}
