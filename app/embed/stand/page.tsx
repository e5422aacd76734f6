import type { Metadata } from "next";
import { StandCard } from "@/components/fair/stand-card";
import { buttonClasses } from "@/components/ui/button";
import { appUrl } from "@/lib/config/env";
import { href, route } from "@/lib/config/route-registry";
import { findCurrentFair, toFairSummary } from "@/lib/server/fair/conferences";
import { listStands } from "@/lib/server/fair/stands";

export const metadata: Metadata = { title: route("embedStand").title, robots: { index: false } };
export const dynamic = "force-dynamic";

/** /embed/stand (embed layout): every stand of the current fair, for other sites to frame. */
export default async function EmbedStandsPage() {
  const fair = await findCurrentFair();
  const stands = await listStands();
  const fairUrl = `${appUrl()}${href("dondeEstudiar")}#expo`;
  return (
    <div className="flex flex-col gap-4">
      <div>
        <h1 className="text-xl font-bold text-fg">{fair ? fair.name : "Feria virtual de Rumbo"}</h1>
        {fair ? <p className="text-sm text-fg-muted">{toFairSummary(fair, []).datesLabel}</p> : null}
      </div>
      {stands.length ? (
        <ul className="grid gap-3 sm:grid-cols-2">
          {stands.map((s) => (
            <li key={s.id}>
              <StandCard stand={s} headingLevel={2} linkTarget="_blank" />
            </li>
          ))}
        </ul>
      ) : (
        <p className="text-fg-muted">Pronto publicaremos los stands de la próxima feria.</p>
      )}
      <a href={fairUrl} target="_blank" rel="noopener" className={buttonClasses({ variant: "accent", className: "self-start" })}>
        Inscríbete gratis a las charlas en Rumbo
      </a>
    </div>
  );
}
