import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { InstitutionCareerView } from "@/components/catalog/institution-career-view";
import { loadInstitutionCareerPage } from "@/lib/server/catalog/career-page";

type Props = { params: Promise<{ institutionSlug: string; career: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { institutionSlug, career } = await params;
  const detail = await loadInstitutionCareerPage(institutionSlug, career);
  return detail ? { title: `${detail.offering.programName} en ${detail.institution.name}` } : {};
}

export default async function InstitutionCareerPage({ params }: Props) {
  const { institutionSlug, career } = await params;
  const detail = await loadInstitutionCareerPage(institutionSlug, career);
  if (!detail) notFound();
  return <InstitutionCareerView detail={detail} profileHref={`/${institutionSlug}`} />;
}
