import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { InstitutionProfileView } from "@/components/catalog/institution-profile";
import { loadInstitutionPage } from "@/lib/server/catalog/profile-page";

type Props = { params: Promise<{ institutionSlug: string }>; searchParams: Promise<{ carreras?: string | string[] }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const page = await loadInstitutionPage((await params).institutionSlug);
  if (!page) return {};
  return {
    title: page.profile.name,
    description: `${page.profile.name}: licenciamiento, ubicación y ${page.offerings.length} carreras con costo, duración, selectividad e ingresos.`,
    // `?carreras=todas` is the same page with every career: one canonical URL.
    alternates: { canonical: `/${page.profile.username}` },
  };
}

/** `/{institutionSlug}`: the institution profile; unknown slugs are a 404. */
export default async function InstitutionPage({ params, searchParams }: Props) {
  const { institutionSlug } = await params;
  const page = await loadInstitutionPage(institutionSlug);
  if (!page) notFound();
  return (
    <InstitutionProfileView
      profile={page.profile}
      location={page.location}
      offerings={page.offerings}
      careerBase={`/${institutionSlug}/carrera`}
      modalityBase={`/${institutionSlug}/modalidad`}
      isLogged={Boolean(page.user)}
      showAllCareers={(await searchParams).carreras === "todas"}
      selfPath={`/${institutionSlug}`}
    />
  );
}
