import type { Metadata } from "next";
import { AllianceForm } from "@/components/admin/alliance-form";
import { AdminPageHeader } from "@/components/admin/page-header";
import { Card } from "@/components/ui/card";
import { requireAdminPage } from "@/lib/server/admin/page-access";
import { href, route } from "@/lib/config/route-registry";

export const dynamic = "force-dynamic";
export const metadata: Metadata = { title: route("adminAllianceNew").title };

/** `/admin/alianzas/nueva`. */
export default async function NewAlliancePage() {
  await requireAdminPage(href("adminAllianceNew"));
  return (
    <div className="flex flex-col gap-6">
      <AdminPageHeader title="Nueva alianza" back={{ href: href("adminAlliances"), label: "Alianzas" }} />
      <Card as="section" aria-label="Datos de la alianza" className="gap-4 p-4 sm:p-5">
        <AllianceForm />
      </Card>
    </div>
  );
}
