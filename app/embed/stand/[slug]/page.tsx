import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { StandCard } from "@/components/fair/stand-card";
import { buttonClasses } from "@/components/ui/button";
import { appUrl } from "@/lib/config/env";
import { href } from "@/lib/config/route-paths";
import { getStandByInstitutionSlug } from "@/lib/server/fair/stands";

export const dynamic = "force-dynamic";

type Props = { params: Promise<{ slug: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const stand = await getStandByInstitutionSlug((await params).slug);
  return { title: stand ? `Stand de ${stand.institution.name}` : "Stand no encontrado", robots: { index: false } };
}

/** /embed/stand/{institutionSlug}: one institution's stand, for its own site to frame. */
export default async function EmbedStandPage({ params }: Props) {
  const stand = await getStandByInstitutionSlug((await params).slug);
  if (!stand) notFound();
  const fairUrl = `${appUrl()}${href("dondeEstudiar")}#expo`;
  return (
    <div className="flex max-w-xl flex-col gap-3">
      <h1 className="sr-only">Stand de {stand.institution.name} en la feria virtual de Rumbo</h1>
      <StandCard stand={stand} headingLevel={2} linkTarget="_blank" />
      <a href={fairUrl} target="_blank" rel="noopener" className={buttonClasses({ variant: "accent", className: "self-start" })}>
        Inscríbete gratis a sus charlas en Rumbo
      </a>
    </div>
  );
}
