import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { InstitutionProfileView } from "@/components/catalogue/institution-profile";
import { loadInstitutionPage } from "@/lib/server/catalogue/profile-page";

type Props = { params: Promise<{ slug: string }>; searchParams: Promise<{ carreras?: string | string[] }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const page = await loadInstitutionPage((await params).slug);
  return page ? { title: page.profile.name, alternates: { canonical: `/${page.profile.username}` } } : {};
}

/** `/universidades-institutos/{slug}`: the same profile as `/{slug}`. */
export default async function InstitutionAliasPage({ params, searchParams }: Props) {
  const { slug } = await params;
  const page = await loadInstitutionPage(slug);
  if (!page) notFound();
  const base = `/universidades-institutos/${slug}`;
  return (
    <InstitutionProfileView
      profile={page.profile}
      location={page.location}
      offerings={page.offerings}
      careerBase={base}
      modalityBase={base}
      isLogged={Boolean(page.user)}
      showAllCareers={(await searchParams).carreras === "todas"}
      selfPath={base}
    />
  );
}
