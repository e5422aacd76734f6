import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { InstitutionCareerView } from "@/components/catalogue/institution-career-view";
import { MODALITY_LABELS, ModalityView } from "@/components/catalogue/modality-view";
import { loadInstitutionCareerPage, loadModalityPage } from "@/lib/server/catalogue/career-page";
import { isModality } from "@/lib/server/catalogue/profile-page";

type Props = { params: Promise<{ slug: string; careerOrModality: string }> };

/** Both /{slug}/{career} and /{slug}/{modality} are routes: a modality name wins, else a career. */
async function load(slug: string, value: string) {
  if (isModality(value)) {
    const page = await loadModalityPage(slug, value);
    return page ? ({ kind: "modality", ...page } as const) : null;
  }
  const detail = await loadInstitutionCareerPage(slug, value);
  return detail ? ({ kind: "career", detail } as const) : null;
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { slug, careerOrModality } = await params;
  const page = await load(slug, careerOrModality);
  if (!page) return {};
  return page.kind === "career"
    ? { title: `${page.detail.offering.programName} en ${page.detail.institution.name}` }
    : { title: `Modalidad ${MODALITY_LABELS[page.modality].toLowerCase()} · ${page.profile.name}` };
}

export default async function AliasCareerOrModalityPage({ params }: Props) {
  const { slug, careerOrModality } = await params;
  const page = await load(slug, careerOrModality);
  if (!page) notFound();
  const base = `/universidades-institutos/${slug}`;
  if (page.kind === "career") return <InstitutionCareerView detail={page.detail} profileHref={base} />;
  return (
    <ModalityView institution={page.profile} modality={page.modality} offerings={page.offerings} profileHref={base} careerBase={base} />
  );
}
