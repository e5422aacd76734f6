import { notFound, permanentRedirect } from "next/navigation";
import { isSlug } from "@/lib/contracts/slug";
import { isModality } from "@/lib/server/catalogue/profile-page";

type Props = { params: Promise<{ slug: string; careerOrModality: string }> };

/**
 * `/universidades-institutos/{slug}/{career|modality}`: a permanent redirect to
 * the one institution profile's page, `/{slug}/modalidad/{modality}` for a modality name, else
 * `/{slug}/carrera/{career}`.
 */
export default async function AliasCareerOrModalityPage({ params }: Props) {
  const { slug, careerOrModality } = await params;
  if (!isSlug(slug) || !isSlug(careerOrModality)) notFound();
  permanentRedirect(isModality(careerOrModality) ? `/${slug}/modalidad/${careerOrModality}` : `/${slug}/carrera/${careerOrModality}`);
}
