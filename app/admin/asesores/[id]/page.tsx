import type { Metadata } from "next";
import Link from "@/components/ui/link";
import { notFound } from "next/navigation";
import { SlotActions } from "@/components/admin/ops/actions";
import { AdvisorForm, AdvisorInviteForm, AdvisorLoginForm, SlotForm } from "@/components/admin/ops/forms";
import { AuditTrail, PageHeader, Section } from "@/components/admin/ops/page-bits";
import { adminIdParamsSchema } from "@/lib/contracts/admin";
import { getDb } from "@/lib/db/client";
import { getAdvisor, listSlots } from "@/lib/server/admin/advisors";
import { listAudit } from "@/lib/server/audit";
import { requireAdminPage } from "@/lib/server/admin/page-access";
import { href, route } from "@/lib/config/route-registry";

export const dynamic = "force-dynamic";
export const metadata: Metadata = { title: route("adminAdvisor").title };

export default async function AdvisorPage({ params }: { params: Promise<{ id: string }> }) {
  const raw = await params;
  const user = await requireAdminPage(href("adminAdvisor", { id: raw.id }));
  const parsed = adminIdParamsSchema.safeParse(raw);
  if (!parsed.success) notFound();
  const advisor = await getAdvisor(user, parsed.data.id).catch(() => notFound());
  const [slots, audit] = await Promise.all([listSlots(user, advisor.id), listAudit(await getDb(), "advisor", advisor.id)]);
  return (
    <div className="flex flex-col gap-5">
      <PageHeader
        title={advisor.name}
        description={`${advisor.title} · ${advisor.active ? "Activo" : "Inactivo"} · ${advisor.upcoming} sesión(es) próximas`}
        back={{ href: href("adminAdvisors"), label: "Asesores" }}
        actions={
          <Link
            href={`${href("adminAdvisorSessions")}?advisorId=${advisor.id}`}
            className="inline-flex min-h-11 items-center font-medium text-primary-700 underline"
          >
            Sus sesiones
          </Link>
        }
      />
      <Section
        id="editar"
        title="Datos del asesor"
        description="Un asesor no se borra (sus sesiones lo mencionan): desactívalo para que deje de aparecer en las reservas."
      >
        <AdvisorForm
          id={advisor.id}
          initial={{ name: advisor.name, title: advisor.title, bio: advisor.bio, email: advisor.email ?? "", active: advisor.active }}
        />
      </Section>
      <Section id="horarios" title="Horarios semanales (hora de Lima)">
        {slots.length ? (
          <ul className="flex flex-col divide-y divide-border">
            {slots.map((s) => (
              <li key={s.id} className="flex flex-wrap items-center justify-between gap-2 py-2">
                <span className={s.active ? "text-fg" : "text-fg-muted line-through"}>
                  {s.weekdayLabel} {s.startTime} · {s.durationMinutes} min{s.active ? "" : " (inactivo)"}
                </span>
                <SlotActions advisorId={advisor.id} slotId={s.id} active={s.active} />
              </li>
            ))}
          </ul>
        ) : (
          <p className="text-sm text-fg-muted">Sin horarios: nadie puede reservar con este asesor.</p>
        )}
        <SlotForm advisorId={advisor.id} />
      </Section>
      <Section
        id="acceso"
        title="Acceso de la especialista"
        description="Vincular una cuenta también abre el chat: la especialista aparece para los miembros en «Chat con especialistas», responde en su bandeja (/asesor/chat) y ve solo sus propias sesiones en /asesor/sesiones. Su menú, su página al entrar y «Mi cuenta» pasan a ser los de especialista."
      >
        {advisor.userEmail ? (
          <p className="text-sm text-fg">
            Cuenta vinculada: <strong>{advisor.userEmail}</strong>
          </p>
        ) : (
          <>
            <h3 className="font-semibold text-fg">Invitar por correo</h3>
            <AdvisorInviteForm id={advisor.id} email={advisor.email ?? ""} />
            <h3 className="mt-4 font-semibold text-fg">O vincular una cuenta que ya existe</h3>
          </>
        )}
        <AdvisorLoginForm id={advisor.id} email={advisor.userEmail ?? ""} />
      </Section>
      <AuditTrail entries={audit} />
    </div>
  );
}
