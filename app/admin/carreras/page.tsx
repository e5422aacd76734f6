import type { Metadata } from "next";
import { AdminListPage } from "@/components/admin/admin-list-page";
import { AdminRowLink } from "@/components/admin/admin-table";
import type { AdminColumn } from "@/components/admin/admin-table";
import { adminListQuerySchema } from "@/lib/contracts/admin";
import type { AdminCareerListItem } from "@/lib/contracts/admin-catalogue";
import { adminListCareers } from "@/lib/server/admin/catalogue";
import { loadAdminList } from "@/lib/server/admin/list-page";
import { requireAdminPage } from "@/lib/server/admin/page-access";
import type { SearchParams } from "@/lib/utils/search-params";
import { href, route } from "@/lib/config/route-registry";

export const dynamic = "force-dynamic";
export const metadata: Metadata = { title: route("adminCareers").title };

const columns: AdminColumn<AdminCareerListItem>[] = [
  {
    key: "name",
    label: "Carrera",
    sort: "name",
    cell: (r) => <AdminRowLink href={href("adminCareer", { id: r.id })}>{r.name}</AdminRowLink>,
  },
  { key: "level", label: "Nivel", sort: "level", cell: (r) => (r.level === "universitaria" ? "Universitaria" : "Técnica") },
  { key: "area", label: "Área", sort: "area", cell: (r) => r.area },
  { key: "occupation", label: "Ocupación", cell: (r) => r.onetOccupation ?? "—" },
  { key: "description", label: "Descripción", cell: (r) => (r.hasDescription ? "Escrita" : "Generada") },
  { key: "offerings", label: "Ofertas", sort: "offerings", align: "right", cell: (r) => r.offerings },
];

/** `/admin/carreras`: the catalogue's careers, their description and Spanish occupation title. */
export default async function AdminCareersPage({ searchParams }: { searchParams: Promise<SearchParams> }) {
  const user = await requireAdminPage(href("adminCareers"));
  const { data, query, invalid } = await loadAdminList(adminListQuerySchema, await searchParams, (q) => adminListCareers(user, q));
  return (
    <AdminListPage
      title="Carreras"
      description="La descripción que muestra la página pública de cada carrera y el nombre en español de su ocupación."
      invalid={invalid}
      basePath={href("adminCareers")}
      query={query}
      data={data}
      columns={columns}
      rowKey={(r) => r.id}
      searchLabel="Buscar por nombre u ocupación"
    />
  );
}
