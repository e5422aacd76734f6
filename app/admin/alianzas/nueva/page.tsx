import type { Metadata } from "next";
import { AllianceForm } from "@/components/admin/alliance-form";
import { AdminPageHeader } from "@/components/admin/page-header";
import { Card } from "@/components/ui/card";
import { requireAdminPage } from "@/lib/server/admin/page-access";

export const dynamic = "force-dynamic";
export const metadata: Metadata = { title: "Nueva alianza" };

/** `/admin/alianzas/nueva`. */
export default async function NewAlliancePage() {
  await requireAdminPage("/admin/alianzas/nueva");
  return (
    <div className="flex flex-col gap-6">
      <AdminPageHeader title="Nueva alianza" back={{ href: "/admin/alianzas", label: "Alianzas" }} />
      <Card as="section" aria-label="Datos de la alianza" className="gap-4 p-4 sm:p-5">
        <AllianceForm />
      </Card>
    </div>
  );
}
