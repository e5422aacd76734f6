import type { Metadata } from "next";
import Link from "next/link";
import { AdminTable } from "@/components/admin/admin-table";
import { InvalidFilters, PageHeader, readQuery, type SearchParams } from "@/components/admin/ops/page-bits";
import { adminListQuerySchema } from "@/lib/contracts/admin";
import { listSchools } from "@/lib/server/admin/schools";
import { requireAdminPage } from "@/lib/server/admin/page-access";
import { href, route } from "@/lib/config/route-registry";

export const dynamic = "force-dynamic";
export const metadata: Metadata = { title: route("adminSchools").title };

export default async function SchoolsPage({ searchParams }: { searchParams: Promise<SearchParams> }) {
  const user = await requireAdminPage(href("adminSchools"));
  const { query, invalid } = readQuery(adminListQuerySchema, await searchParams);
  const data = await listSchools(user, query);
  return (
    <div className="flex flex-col gap-5">
      <PageHeader
        title="Colegios"
        description="Colegios del padrón del MINEDU. En la página de un colegio se crean y desactivan sus códigos de membresía."
      />
      <InvalidFilters invalid={invalid} />
      <AdminTable
        caption="Colegios"
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
            cell: (s) => (
              <Link className="font-medium text-primary-700 underline-offset-2 hover:underline" href={href("adminSchool", { id: s.id })}>
                {s.name}
              </Link>
            ),
          },
          { key: "code", label: "Código modular", cell: (s) => s.code },
          { key: "district", label: "Distrito", sort: "district", cell: (s) => [s.district, s.province].filter(Boolean).join(", ") || "—" },
          { key: "codes", label: "Códigos", sort: "codes", align: "right", cell: (s) => s.codes },
          { key: "students", label: "Estudiantes", sort: "students", align: "right", cell: (s) => s.students },
        ]}
      />
    </div>
  );
}
