import type { Metadata } from "next";
import Link from "@/components/ui/link";
import { notFound } from "next/navigation";
import { AuditTrail, PageHeader, Section } from "@/components/admin/ops/page-bits";
import { CancelWebinarForm, WebinarForm } from "@/components/admin/webinar-form";
import { buttonClasses } from "@/components/ui/button";
import { adminIdParamsSchema } from "@/lib/contracts/admin";
import { webinarProgramLabels } from "@/lib/contracts/webinars";
import { getDb } from "@/lib/db/client";
import { advisorOptions } from "@/lib/server/admin/advisors";
import { listAudit } from "@/lib/server/audit";
import { institutionOptions } from "@/lib/server/admin/fair-stands";
import { requireAdminPage } from "@/lib/server/admin/page-access";
import { getAdminWebinar } from "@/lib/server/admin/webinars";
import { href, route } from "@/lib/config/route-registry";

export const dynamic = "force-dynamic";
export const metadata: Metadata = { title: route("adminWebinar").title };

export default async function AdminWebinarPage({ params }: { params: Promise<{ id: string }> }) {
  const raw = await params;
  const user = await requireAdminPage(href("adminWebinar", { id: raw.id }));
  const parsed = adminIdParamsSchema.safeParse(raw);
  if (!parsed.success) notFound();
  const w = await getAdminWebinar(user, parsed.data.id).catch(() => notFound());
  const [advisors, institutions, audit] = await Promise.all([
    advisorOptions(user),
    institutionOptions(user),
    listAudit(await getDb(), "webinar", w.id),
  ]);
  const cancelled = w.status === "cancelled";
  return (
    <div className="flex flex-col gap-5">
      <PageHeader
        title={w.title}
        description={`${webinarProgramLabels[w.program]} · ${w.enrolled} inscrito(s) · ${w.attended} entraron${cancelled ? " · Cancelado" : ""}`}
        back={{ href: href("adminWebinars"), label: "Webinars" }}
      />
      <Section id="inscritos" title="Inscritos" description="Nombre, correo, cuándo se inscribió y si entró a la sala.">
        <div className="flex flex-wrap gap-3">
          <a href={`/api/admin/webinars/${w.id}/attendees.csv`} className={buttonClasses({ variant: "outline", size: "sm" })}>
            Descargar inscritos (CSV)
          </a>
          <Link href={href("webinar", { slug: w.slug })} className={buttonClasses({ variant: "ghost", size: "sm" })}>
            Ver la página pública
          </Link>
        </div>
      </Section>
      <Section id="editar" title="Datos del webinar">
        <WebinarForm
          id={w.id}
          advisors={advisors.map((a) => ({ value: String(a.id), label: a.name }))}
          institutions={institutions.map((i) => ({ value: String(i.id), label: i.name }))}
          initial={{
            slug: w.slug,
            title: w.title,
            description: w.description,
            program: w.program,
            advisorId: w.advisorId === null ? "" : String(w.advisorId),
            institutionId: w.institutionId === null ? "" : String(w.institutionId),
            speakerName: w.speakerName,
            speakerTitle: w.speakerTitle,
            startsAt: w.startsAtLocal,
            endsAt: w.endsAtLocal,
            capacity: w.capacity,
            membersOnly: w.membersOnly,
            joinUrl: w.joinUrl ?? "",
            recordingUrl: w.recordingUrl ?? "",
          }}
        />
      </Section>
      <Section
        id="cancelar"
        title="Cancelar el webinar"
        description={
          cancelled
            ? `Cancelado. Motivo: ${w.cancelReason ?? "—"}`
            : "Sale de la lista pública y cada inscrito recibe un correo con el motivo."
        }
      >
        {cancelled ? null : <CancelWebinarForm id={w.id} enrolled={w.enrolled} />}
      </Section>
      <AuditTrail entries={audit} />
    </div>
  );
}
