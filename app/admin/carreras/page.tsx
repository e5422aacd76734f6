import type { Metadata } from "next";
import Link from "next/link";
import { AdminTable, type AdminColumn } from "@/components/admin/admin-table";
import { AdminPageHeader } from "@/components/admin/page-header";
import type { AdminCareerListItem } from "@/lib/contracts/admin-catalogue";
import { adminListCareers } from "@/lib/server/admin/catalogue";
import { listQueryOf, loadList } from "@/lib/server/admin/list-page";
import { requireAdminPage } from "@/lib/server/admin/page-access";
import { href, route } from "@/lib/config/route-registry";

export const dynamic = "force-dynamic";
export const metadata: Metadata = { title: route("adminCareers").title };

const columns: AdminColumn<AdminCareerListItem>[] = [
  {
    key: "name",
    label: "Carrera",
    sort: "name",
    cell: (r) => (
      <Link href={href("adminCareer", { id: r.id })} className="font-medium text-primary-700 underline-offset-2 hover:underline">
        {r.name}
      </Link>
    ),
  },
  { key: "level", label: "Nivel", sort: "level", cell: (r) => (r.level === "universitaria" ? "Universitaria" : "Técnica") },
  { key: "area", label: "Área", sort: "area", cell: (r) => r.area },
  { key: "occupation", label: "Ocupación", cell: (r) => r.onetOccupation ?? "—" },
  { key: "description", label: "Descripción", cell: (r) => (r.hasDescription ? "Escrita" : "Generada") },
  { key: "offerings", label: "Ofertas", sort: "offerings", align: "right", cell: (r) => r.offerings },
];

/** `/admin/carreras`: the catalogue's careers, their description and Spanish occupation title. */
export default async function AdminCareersPage({ searchParams }: { searchParams: Promise<Record<string, string | string[] | undefined>> }) {
  const user = await requireAdminPage(href("adminCareers"));
  const { data, query } = await loadList(listQueryOf(await searchParams), (q) => adminListCareers(user, q));
  return (
    <div className="flex flex-col gap-4">
      <AdminPageHeader
        title="Carreras"
        description="La descripción que muestra la página pública de cada carrera y el nombre en español de su ocupación."
      />
      <AdminTable
        caption="Carreras"
        basePath={href("adminCareers")}
        query={query}
        data={data}
        columns={columns}
        rowKey={(r) => r.id}
        searchLabel="Buscar por nombre u ocupación"
      />
    </div>
  );
}
