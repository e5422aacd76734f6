import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { InstitutionProfileView } from "@/components/catalogue/institution-profile";
import { JsonLd } from "@/components/seo/json-ld";
import { appUrl } from "@/lib/config/env";
import { loadInstitutionPage } from "@/lib/server/catalogue/profile-page";
import { institutionDescription, institutionJsonLd, jsonLdText } from "@/lib/server/catalogue/seo";
import { CommunityQuestions } from "../_components/community-questions";

type Props = { params: Promise<{ institutionSlug: string }>; searchParams: Promise<{ carreras?: string | string[] }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const page = await loadInstitutionPage((await params).institutionSlug);
  if (!page) return {};
  return {
    title: page.profile.name,
    description: institutionDescription(page.profile, page.offerings.length),
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
    <>
      <JsonLd json={jsonLdText(institutionJsonLd(page.profile, page.location, appUrl()))} />
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
      <CommunityQuestions about={{ institutionSlug: page.profile.username, name: page.profile.name }} />
    </>
  );
}
