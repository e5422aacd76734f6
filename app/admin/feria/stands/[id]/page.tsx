import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { DeleteStand } from "@/components/admin/ops/actions";
import { StandForm } from "@/components/admin/ops/forms";
import { AuditTrail, PageHeader, Section } from "@/components/admin/ops/page-bits";
import { adminIdParamsSchema } from "@/lib/contracts/admin";
import { getDb } from "@/lib/db/client";
import { listAudit } from "@/lib/server/audit";
import { getStand } from "@/lib/server/admin/fair-stands";
import { requireAdminPage } from "@/lib/server/admin/page-access";
import { href, route } from "@/lib/config/route-registry";

export const dynamic = "force-dynamic";
export const metadata: Metadata = { title: route("adminStand").title };

export default async function StandPage({ params }: { params: Promise<{ id: string }> }) {
  const raw = await params;
  const user = await requireAdminPage(href("adminStand", { id: raw.id }));
  const parsed = adminIdParamsSchema.safeParse(raw);
  if (!parsed.success) notFound();
  const stand = await getStand(user, parsed.data.id).catch(() => notFound());
  const audit = await listAudit(await getDb(), "fair_stand", stand.id);
  return (
    <div className="flex flex-col gap-5">
      <PageHeader
        title={`Stand de ${stand.institutionName}`}
        description={stand.fairName}
        back={{ href: `${href("adminStands")}?fairId=${stand.fairId}`, label: "Stands" }}
      />
      <Section id="editar" title="Datos del stand">
        <StandForm
          id={stand.id}
          fairs={[]}
          initial={{
            fairId: stand.fairId,
            institutionId: stand.institutionId,
            headline: stand.headline,
            description: stand.description,
            highlights: stand.highlights,
            position: stand.position,
          }}
        />
      </Section>
      <Section id="borrar" title="Borrar el stand" description={`Sus ${stand.conferences} conferencia(s) se quedan sin stand.`}>
        <DeleteStand id={stand.id} />
      </Section>
      <AuditTrail entries={audit} />
    </div>
  );
}
