import type { Metadata } from "next";
import Link from "@/components/ui/link";
import { FairForm } from "@/components/admin/ops/forms";
import { DeleteFair } from "@/components/admin/ops/actions";
import { AuditTrail, PageHeader, Section } from "@/components/admin/ops/page-bits";
import { buttonClasses } from "@/components/ui/button";
import { adminIdParamsSchema } from "@/lib/contracts/admin";
import { getDb } from "@/lib/db/client";
import { listAudit } from "@/lib/server/audit";
import { getFair } from "@/lib/server/admin/fair";
import { requireAdminPage } from "@/lib/server/admin/page-access";
import { notFound } from "next/navigation";
import { href, route } from "@/lib/config/route-registry";

export const dynamic = "force-dynamic";
export const metadata: Metadata = { title: route("adminFair").title };

export default async function FairPage({ params }: { params: Promise<{ id: string }> }) {
  const raw = await params;
  const user = await requireAdminPage(href("adminFair", { id: raw.id }));
  const parsed = adminIdParamsSchema.safeParse(raw);
  if (!parsed.success) notFound();
  const fair = await getFair(user, parsed.data.id).catch(() => notFound());
  const audit = await listAudit(await getDb(), "fair", fair.id);
  return (
    <div className="flex flex-col gap-5">
      <PageHeader
        title={fair.name}
        back={{ href: href("adminFairs"), label: "Ediciones" }}
        actions={
          <>
            <Link href={`${href("adminStands")}?fairId=${fair.id}`} className={buttonClasses({ variant: "outline" })}>
              Stands ({fair.stands})
            </Link>
            <Link href={`${href("adminConferences")}?fairId=${fair.id}`} className={buttonClasses({ variant: "outline" })}>
              Conferencias ({fair.conferences})
            </Link>
          </>
        }
      />
      <Section id="editar" title="Datos de la edición">
        <FairForm
          id={fair.id}
          initial={{
            name: fair.name,
            slug: fair.slug,
            description: fair.description,
            startsAt: fair.startsAtLocal,
            endsAt: fair.endsAtLocal,
          }}
        />
      </Section>
      <Section
        id="borrar"
        title="Borrar la edición"
        description="Borra también sus stands y conferencias. No se puede si alguien se inscribió a una de sus conferencias."
      >
        <DeleteFair id={fair.id} />
      </Section>
      <AuditTrail entries={audit} />
    </div>
  );
}
