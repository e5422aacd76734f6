import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { DeleteConference } from "@/components/admin/ops/actions";
import { ConferenceForm } from "@/components/admin/ops/forms";
import { AuditTrail, PageHeader, Section } from "@/components/admin/ops/page-bits";
import { adminIdParamsSchema } from "@/lib/contracts/admin";
import { getDb } from "@/lib/db/client";
import { listAudit } from "@/lib/server/audit";
import { getConference } from "@/lib/server/admin/fair-conferences";
import { standOptions } from "@/lib/server/admin/fair-stands";
import { requireAdminPage } from "@/lib/server/admin/page-access";
import { href, route } from "@/lib/config/route-registry";

export const dynamic = "force-dynamic";
export const metadata: Metadata = { title: route("adminConference").title };

export default async function ConferencePage({ params }: { params: Promise<{ id: string }> }) {
  const raw = await params;
  const user = await requireAdminPage(href("adminConference", { id: raw.id }));
  const parsed = adminIdParamsSchema.safeParse(raw);
  if (!parsed.success) notFound();
  const c = await getConference(user, parsed.data.id).catch(() => notFound());
  const [stands, audit] = await Promise.all([standOptions(user, c.fairId), listAudit(await getDb(), "fair_conference", c.id)]);
  return (
    <div className="flex flex-col gap-5">
      <PageHeader
        title={c.title}
        description={`${c.fairName} · ${c.enrolled} inscrito(s)`}
        back={{ href: `${href("adminConferences")}?fairId=${c.fairId}`, label: "Conferencias" }}
      />
      <Section id="editar" title="Datos de la conferencia">
        <ConferenceForm
          id={c.id}
          fairs={[]}
          stands={stands.map((s) => ({ value: String(s.id), label: s.name }))}
          initial={{
            fairId: c.fairId,
            slug: c.slug,
            standId: c.standId === null ? "" : String(c.standId),
            title: c.title,
            author: c.author,
            description: c.description,
            image: c.image ?? "",
            areas: c.areas,
            startsAt: c.startsAtLocal,
            endsAt: c.endsAtLocal,
            capacity: c.capacity,
            videoUrl: c.videoUrl ?? "",
          }}
        />
      </Section>
      <Section
        id="borrar"
        title="Borrar la conferencia"
        description={
          c.enrolled ? "Tiene inscritos: no se puede borrar. Cambia la fecha o el título y avísales." : "Nadie se inscribió todavía."
        }
      >
        {c.enrolled ? null : <DeleteConference id={c.id} />}
      </Section>
      <AuditTrail entries={audit} />
    </div>
  );
}
