import type { Metadata } from "next";
import { JsonLd } from "@/components/seo/json-ld";
import { appUrl } from "@/lib/config/env";
import { jsonLdText, programDescription, programJsonLd } from "@/lib/server/catalogue/seo";
import { notFound } from "next/navigation";
import { InstitutionCareerView } from "@/components/catalogue/institution-career-view";
import { loadInstitutionCareerPage } from "@/lib/server/catalogue/career-page";

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
  return (
    <>
      <JsonLd json={jsonLdText(programJsonLd(detail, appUrl()))} />
      <InstitutionCareerView detail={detail} profileHref={`/${institutionSlug}`} />
    </>
  );
}
