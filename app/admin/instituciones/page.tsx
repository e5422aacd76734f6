import type { Metadata } from "next";
import { AdminListPage } from "@/components/admin/admin-list-page";
import { AdminRowLink } from "@/components/admin/admin-table";
import type { AdminColumn } from "@/components/admin/admin-table";
import { adminListQuerySchema } from "@/lib/contracts/admin";
import type { AdminInstitutionListItem } from "@/lib/contracts/admin-catalogue";
import { adminListInstitutions } from "@/lib/server/admin/catalogue";
import { loadAdminList } from "@/lib/server/admin/list-page";
import { requireAdminPage } from "@/lib/server/admin/page-access";
import type { SearchParams } from "@/lib/utils/search-params";
import { href, route } from "@/lib/config/route-registry";
import { formatLimaDate } from "@/lib/format/dates";

export const dynamic = "force-dynamic";
export const metadata: Metadata = { title: route("adminInstitutions").title };

const columns: AdminColumn<AdminInstitutionListItem>[] = [
  {
    key: "name",
    label: "Nombre",
    sort: "name",
    cell: (r) => <AdminRowLink href={href("adminInstitution", { id: r.id })}>{r.name}</AdminRowLink>,
  },
  {
    key: "kind",
    label: "Tipo",
    sort: "kind",
    cell: (r) => `${r.kind === "universidad" ? "Universidad" : "Instituto"} ${r.gestion === "publica" ? "pública" : "privada"}`,
  },
  { key: "region", label: "Región", cell: (r) => r.regionName ?? "—" },
  { key: "offerings", label: "Carreras", sort: "offerings", align: "right", cell: (r) => r.offerings },
  { key: "visible", label: "Visible", cell: (r) => (r.visible ? "Sí" : <span className="font-semibold text-danger-700">Oculta</span>) },
  { key: "updatedAt", label: "Actualizada", sort: "updatedAt", cell: (r) => formatLimaDate(r.updatedAt, "medium") },
];

/** `/admin/instituciones`: every university and institute, hidden ones included. */
export default async function AdminInstitutionsPage({ searchParams }: { searchParams: Promise<SearchParams> }) {
  const user = await requireAdminPage(href("adminInstitutions"));
  const { data, query, invalid } = await loadAdminList(adminListQuerySchema, await searchParams, (q) => adminListInstitutions(user, q));
  return (
    <AdminListPage
      title="Instituciones"
      description="Frase, logo, web, contacto y visibilidad de cada universidad e instituto, y las cifras de sus carreras."
      invalid={invalid}
      basePath={href("adminInstitutions")}
      query={query}
      data={data}
      columns={columns}
      rowKey={(r) => r.id}
      searchLabel="Buscar por nombre o sigla"
      searchPlaceholder="San Marcos, UNI…"
    />
  );
}
