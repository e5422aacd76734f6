import type { Metadata } from "next";
import { AdminListPage } from "@/components/admin/admin-list-page";
import { AdminRowLink } from "@/components/admin/admin-table";
import type { SearchParams } from "@/components/admin/ops/page-bits";
import { adminListQuerySchema } from "@/lib/contracts/admin";
import { loadAdminList } from "@/lib/server/admin/list-page";
import { listSchools } from "@/lib/server/admin/schools";
import { requireAdminPage } from "@/lib/server/admin/page-access";
import { href, route } from "@/lib/config/route-registry";

export const dynamic = "force-dynamic";
export const metadata: Metadata = { title: route("adminSchools").title };

export default async function SchoolsPage({ searchParams }: { searchParams: Promise<SearchParams> }) {
  const user = await requireAdminPage(href("adminSchools"));
  const { query, data, invalid } = await loadAdminList(adminListQuerySchema, await searchParams, (q) => listSchools(user, q));
  return (
    <AdminListPage
      title="Colegios"
      description="Colegios del padrón del MINEDU. En la página de un colegio se crean y desactivan sus códigos de membresía."
      invalid={invalid}
      basePath={href("adminSchools")}
      query={query}
      data={data}
      rowKey={(s) => s.id}
      searchPlaceholder="Nombre, código modular o distrito"
      emptyText="No hay colegios que coincidan."
      columns={[
        {
          key: "name",
          label: "Colegio",
          sort: "name",
          cell: (s) => <AdminRowLink href={href("adminSchool", { id: s.id })}>{s.name}</AdminRowLink>,
        },
        { key: "code", label: "Código modular", cell: (s) => s.code },
        { key: "district", label: "Distrito", sort: "district", cell: (s) => [s.district, s.province].filter(Boolean).join(", ") || "—" },
        { key: "codes", label: "Códigos", sort: "codes", align: "right", cell: (s) => s.codes },
        { key: "students", label: "Estudiantes", sort: "students", align: "right", cell: (s) => s.students },
      ]}
    />
  );
}
