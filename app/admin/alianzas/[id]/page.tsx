import type { Metadata } from "next";
import Link from "@/components/ui/link";
import { notFound } from "next/navigation";
import { AllianceForm } from "@/components/admin/alliance-form";
import { AuditHistory } from "@/components/admin/audit-history";
import { AdminPageHeader } from "@/components/admin/page-header";
import { Card } from "@/components/ui/card";
import { adminIdParamsSchema } from "@/lib/contracts/admin";
import { adminGetAlliance } from "@/lib/server/admin/alliances";
import { adminHistory } from "@/lib/server/admin/history";
import { requireAdminPage } from "@/lib/server/admin/page-access";
import { AppError } from "@/lib/server/http/errors";
import { href, route } from "@/lib/config/route-registry";

export const dynamic = "force-dynamic";
export const metadata: Metadata = { title: route("adminAlliance").title };

/** `/admin/alianzas/{id}`. */
export default async function AdminAlliancePage({ params }: { params: Promise<{ id: string }> }) {
  const { id: raw } = await params;
  const user = await requireAdminPage(href("adminAlliance", { id: raw }));
  const parsed = adminIdParamsSchema.safeParse({ id: raw });
  if (!parsed.success) notFound();
  const alliance = await adminGetAlliance(user, parsed.data.id).catch((e) => {
    if (e instanceof AppError && e.code === "not_found") notFound();
    throw e;
  });
  const history = await adminHistory(user, "alliance", alliance.id);
  return (
    <div className="flex flex-col gap-6">
      <AdminPageHeader
        title={alliance.name}
        back={{ href: href("adminAlliances"), label: "Alianzas" }}
        description={
          alliance.active ? (
            <Link href={href("alliance", { nickname: alliance.nickname })} className="text-primary-700 underline">
              Ver /alliance/{alliance.nickname}
            </Link>
          ) : (
            "Inactiva: su página no existe y no da beneficios."
          )
        }
      />
      <Card as="section" aria-label="Datos de la alianza" className="gap-4 p-4 sm:p-5">
        <AllianceForm alliance={alliance} />
      </Card>
      <AuditHistory entries={history} />
    </div>
  );
}
