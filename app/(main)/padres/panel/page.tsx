import type { Metadata } from "next";
import { Suspense } from "react";
import { FamilyLinkSteps } from "@/components/family/family-link-steps";
import { LinkChildForm } from "@/components/family/link-child-form";
import { CostComparison, Shortlist } from "@/components/family/study-options";
import { progressText, StudentResultView } from "@/components/family/student-result-view";
import { Card } from "@/components/ui/card";
import { ShortlistSummary } from "@/components/vocational/shortlist-summary";
import { PanelSkeleton } from "@/components/ui/skeleton";
import type { SessionUser } from "@/lib/contracts/session";
import { requireParentPage } from "@/lib/server/family/page-access";
import { childDetails } from "@/lib/server/family/parents";
import { beca18OptionsForCareers } from "@/lib/server/catalogue/beca18-places";
import { Beca18OptionsSection } from "@/components/vocational/beca18-options";
import { href, route } from "@/lib/config/route-registry";

export const dynamic = "force-dynamic";
export const metadata: Metadata = { title: route("parentPanel").title, robots: { index: false } };

/** Each linked child's sections and the form to link one: the slow part, streamed under the greeting. */
async function FamilySections({ user }: { user: SessionUser }) {
  const children = await childDetails(user);
  // Where Beca 18 pays for each child's top suggested careers, from her region (her filter, else her school's).
  const beca18 = await Promise.all(
    children.map((child) =>
      beca18OptionsForCareers({
        careers: (child.result?.suggestions ?? []).slice(0, 3).map((s) => ({ careerId: s.careerId, name: s.name })),
        regionId: child.region?.id ?? null,
        listed: {
          institutionIds: child.list.flatMap((i) => (i.institution ? [i.institution.id] : [])),
          offeringIds: child.list.flatMap((i) => (i.offeringId ? [i.offeringId] : [])),
        },
      }),
    ),
  );
  return (
    <>
      {children.map((child, index) => (
        <section
          key={child.id}
          aria-labelledby={`hijo-${child.id}`}
          className="flex flex-col gap-5 rounded-card border border-border bg-bg p-4 sm:p-6"
        >
          <div className="flex flex-col gap-1">
            <h2 id={`hijo-${child.id}`} className="text-2xl font-bold text-fg">
              {child.name} {child.surname}
            </h2>
            <p className="text-fg-muted">{progressText(child.progress)}</p>
          </div>
          <StudentResultView result={child.result} who={child.name} idPrefix={`hijo-${child.id}-resultado`} collapsed />
          {child.list.length ? (
            <ShortlistSummary
              items={child.list}
              reader="other"
              headingId={`hijo-${child.id}-su-lista`}
              title={`La lista de ${child.name}`}
            />
          ) : null}
          <section aria-labelledby={`hijo-${child.id}-lista`} className="flex flex-col gap-3">
            <h2 id={`hijo-${child.id}-lista`} className="text-xl font-bold text-fg">
              Sus carreras y dónde estudiarlas
            </h2>
            {child.places.length || child.region ? (
              <p className="text-fg">
                {child.places.length ? (
                  <>
                    Eligió estudiar en: <strong>{child.places.map((p) => p.name).join(", ")}</strong>.
                  </>
                ) : (
                  `${child.name} aún no elige dónde estudiar.`
                )}
                {child.region ? ` Su región: ${child.region.name}.` : ""}
              </p>
            ) : null}
            {child.shortlist.length ? (
              <Shortlist
                careers={child.shortlist}
                idPrefix={`hijo-${child.id}-carrera`}
                who={child.name.split(" ")[0]}
                region={child.region?.name ?? null}
              />
            ) : (
              <p className="text-fg-muted">Cuando {child.name} termine el test o califique carreras, aparecerán aquí con sus costos.</p>
            )}
          </section>
          <Beca18OptionsSection data={beca18[index]} who={child.name.split(" ")[0]} headingId={`hijo-${child.id}-beca18`} />
          {child.shortlist.length ? (
            <section aria-labelledby={`hijo-${child.id}-costos`} className="flex flex-col gap-3">
              <h2 id={`hijo-${child.id}-costos`} className="text-xl font-bold text-fg">
                Comparación de costos
              </h2>
              <CostComparison careers={child.shortlist} caption={`Costos de las carreras de ${child.name}, del más bajo al más alto`} />
            </section>
          ) : null}
        </section>
      ))}

      <Card as="section" aria-labelledby="vincular" className="gap-3 p-4 sm:p-5">
        <h2 id="vincular" className="text-lg font-bold text-fg">
          {children.length ? "Vincular a otro hijo o hija" : "Vincula a tu hijo o hija"}
        </h2>
        {children.length ? (
          <p className="text-sm text-fg-muted">
            Con el código de tu otro hijo o hija: lo crea en su «Mi cuenta» › «Tu familia» (vale 7 días y sirve una vez) y te lo envía.
          </p>
        ) : (
          <FamilyLinkSteps headingId="vincular" />
        )}
        <LinkChildForm />
      </Card>
    </>
  );
}

/** `/padres/panel`: each linked child's progress, result, shortlist with costs, and the form to link a child. */
export default async function ParentPanelPage() {
  const user = await requireParentPage(href("parentPanel"));
  return (
    <div className="mx-auto flex w-full max-w-5xl flex-col gap-8 px-4 py-6">
      <header className="flex flex-col gap-2">
        <h1 className="text-2xl font-bold text-fg sm:text-3xl">{user.name ? `Hola, ${user.name.split(" ")[0]}` : "Panel de tu familia"}</h1>
        <p className="text-fg-muted">
          Aquí ves el avance de tu hijo o hija en Rumbo, su resultado y dónde estudiar las carreras que eligió, con costos, duración,
          ingresos y selectividad de cada institución.
        </p>
      </header>

      <Suspense fallback={<PanelSkeleton lines={3} chart label="Cargando el avance de tu familia…" />}>
        <FamilySections user={user} />
      </Suspense>
    </div>
  );
}
