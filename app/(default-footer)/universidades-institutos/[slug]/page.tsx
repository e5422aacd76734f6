import { notFound, permanentRedirect } from "next/navigation";
import { isSlug } from "@/lib/contracts/slug";

type Props = { params: Promise<{ slug: string }>; searchParams: Promise<{ carreras?: string | string[] }> };

/**
 * `/universidades-institutos/{slug}` is the institution profile at `/{slug}`:
 * a permanent redirect, so that one page renders the profile (query `carreras=todas` kept).
 */
export default async function InstitutionAliasPage({ params, searchParams }: Props) {
  const { slug } = await params;
  if (!isSlug(slug)) notFound();
  const all = (await searchParams).carreras === "todas";
  permanentRedirect(`/${slug}${all ? "?carreras=todas" : ""}`);
}
