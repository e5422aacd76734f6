import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { MODALITY_LABELS, ModalityView } from "@/components/catalogue/modality-view";
import { loadModalityPage } from "@/lib/server/catalogue/career-page";

type Props = { params: Promise<{ institutionSlug: string; modality: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { institutionSlug, modality } = await params;
  const page = await loadModalityPage(institutionSlug, modality);
  return page ? { title: `Modalidad ${MODALITY_LABELS[page.modality].toLowerCase()} · ${page.profile.name}` } : {};
}

export default async function InstitutionModalityPage({ params }: Props) {
  const { institutionSlug, modality } = await params;
  const page = await loadModalityPage(institutionSlug, modality);
  if (!page) notFound();
  return (
    <ModalityView
      institution={page.profile}
      modality={page.modality}
      offerings={page.offerings}
      profileHref={`/${institutionSlug}`}
      careerBase={`/${institutionSlug}/carrera`}
    />
  );
}
