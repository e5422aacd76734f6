import type { Metadata } from "next";
import Link from "@/components/ui/link";
import { AdminListPage } from "@/components/admin/admin-list-page";
import { AdminRowLink } from "@/components/admin/admin-table";
import type { AdminColumn } from "@/components/admin/admin-table";
import { buttonClasses } from "@/components/ui/button";
import { adminListQuerySchema } from "@/lib/contracts/admin";
import type { AdminAlliance } from "@/lib/contracts/admin-catalogue";
import { adminListAlliances } from "@/lib/server/admin/alliances";
import { loadAdminList } from "@/lib/server/admin/list-page";
import { requireAdminPage } from "@/lib/server/admin/page-access";
import type { SearchParams } from "@/lib/utils/search-params";
import { href, route } from "@/lib/config/route-registry";

export const dynamic = "force-dynamic";
export const metadata: Metadata = { title: route("adminAlliances").title };

const columns: AdminColumn<AdminAlliance>[] = [
  {
    key: "nickname",
    label: "Apodo",
    sort: "nickname",
    cell: (r) => <AdminRowLink href={href("adminAlliance", { id: r.id })}>{r.nickname}</AdminRowLink>,
  },
  { key: "name", label: "Nombre", sort: "name", cell: (r) => r.name },
  { key: "institution", label: "Institución", cell: (r) => r.institutionName ?? "—" },
  { key: "benefit", label: "Plan de regalo", cell: (r) => (r.benefitPlanSlug ? `${r.benefitPlanSlug}, ${r.benefitDays} días` : "—") },
  { key: "members", label: "Cuentas", align: "right", cell: (r) => r.members },
  { key: "active", label: "Estado", cell: (r) => (r.active ? "Activa" : "Inactiva") },
];

/** `/admin/alianzas`: what `/alliance/{apodo}` and the sponsor logo show. */
export default async function AdminAlliancesPage({ searchParams }: { searchParams: Promise<SearchParams> }) {
  const user = await requireAdminPage(href("adminAlliances"));
  const { data, query, invalid } = await loadAdminList(adminListQuerySchema, await searchParams, (q) => adminListAlliances(user, q));
  return (
    <AdminListPage
      title="Alianzas"
      description="Colegios, instituciones y empresas aliadas: su página /alliance/{apodo}, su logo y el beneficio que dan."
      invalid={invalid}
      basePath={href("adminAlliances")}
      query={query}
      data={data}
      columns={columns}
      rowKey={(r) => r.id}
      searchLabel="Buscar por apodo o nombre"
      emptyText="No hay alianzas que coincidan."
      actions={
        <Link href={href("adminAllianceNew")} className={buttonClasses({ variant: "primary" })}>
          Nueva alianza
        </Link>
      }
    />
  );
}
