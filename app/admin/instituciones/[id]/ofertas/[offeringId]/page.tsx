import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { AuditHistory } from "@/components/admin/audit-history";
import { OfferingFigureForm } from "@/components/admin/offering-form";
import { AdminPageHeader } from "@/components/admin/page-header";
import { adminIdParamsSchema } from "@/lib/contracts/admin";
import { adminGetInstitution, adminGetOffering } from "@/lib/server/admin/catalogue";
import { adminHistory } from "@/lib/server/admin/history";
import { requireAdminPage } from "@/lib/server/admin/page-access";
import { AppError } from "@/lib/server/http/errors";
import { href, route } from "@/lib/config/route-registry";

export const dynamic = "force-dynamic";
export const metadata: Metadata = { title: route("adminOffering").title };

const missing = (e: unknown): never => {
  if (e instanceof AppError && e.code === "not_found") notFound();
  throw e;
};

/** `/admin/instituciones/{id}/ofertas/{offeringId}`: cost, duration, admission rate and income, each with its source and year. */
export default async function AdminOfferingPage({ params }: { params: Promise<{ id: string; offeringId: string }> }) {
  const raw = await params;
  const user = await requireAdminPage(href("adminOffering", { id: raw.id, offeringId: raw.offeringId }));
  const inst = adminIdParamsSchema.safeParse({ id: raw.id });
  const off = adminIdParamsSchema.safeParse({ id: raw.offeringId });
  if (!inst.success || !off.success) notFound();
  const offering = await adminGetOffering(user, off.data.id).catch(missing);
  if (offering.institutionId !== inst.data.id) notFound();
  const [institution, history] = await Promise.all([
    adminGetInstitution(user, inst.data.id).catch(missing),
    adminHistory(user, "offering", offering.id),
  ]);

  return (
    <div className="flex flex-col gap-6">
      <AdminPageHeader
        title={offering.programName}
        back={{ href: href("adminInstitution", { id: institution.id }), label: institution.name }}
        description={`${offering.regionName ?? "Sin región"}${offering.careerName ? ` · Carrera del catálogo: ${offering.careerName}` : ""}. Cada cifra se guarda con su fuente y su año; la importación de datos ya no la cambia.`}
      />
      <div className="grid gap-4 xl:grid-cols-2">
        {(["cost", "duration", "admissionRate", "income"] as const).map((figure) => (
          <OfferingFigureForm key={figure} offering={offering} figure={figure} />
        ))}
      </div>
      <AuditHistory entries={history} />
    </div>
  );
}
