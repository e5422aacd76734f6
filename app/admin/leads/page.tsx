import type { Metadata } from "next";
import { AdminListPage } from "@/components/admin/admin-list-page";
import { FilterDate, FilterSelect, keepOf, limaShort, type SearchParams } from "@/components/admin/ops/page-bits";
import { buttonClasses } from "@/components/ui/button";
import { leadListQuerySchema } from "@/lib/contracts/admin-sales";
import { leadFilterOptions, listLeads } from "@/lib/server/admin/leads";
import { loadAdminList } from "@/lib/server/admin/list-page";
import { requireAdminPage } from "@/lib/server/admin/page-access";
import { href, route } from "@/lib/config/route-registry";

export const dynamic = "force-dynamic";
export const metadata: Metadata = { title: route("adminLeads").title };

export default async function LeadsPage({ searchParams }: { searchParams: Promise<SearchParams> }) {
  const user = await requireAdminPage(href("adminLeads"));
  const [{ query, data, invalid }, options] = await Promise.all([
    loadAdminList(leadListQuerySchema, await searchParams, (q) => listLeads(user, q)),
    leadFilterOptions(user),
  ]);
  const filters = keepOf(query, ["institutionId", "careerId", "from", "to", "search", "sort"]);
  const exportParams = new URLSearchParams(Object.entries(filters).filter((e): e is [string, string] => Boolean(e[1])));
  const exportHref = `/api/admin/leads/export.csv${exportParams.size ? `?${exportParams}` : ""}`;
  return (
    <AdminListPage
      title="Leads"
      description="Estudiantes que pidieron información a una institución (fechas en hora de Lima). La exportación lleva los mismos filtros."
      invalid={invalid}
      caption="Leads"
      basePath={href("adminLeads")}
      query={query}
      data={data}
      keep={keepOf(query, ["institutionId", "careerId", "from", "to"])}
      rowKey={(l) => l.id}
      searchPlaceholder="Nombre, correo o teléfono"
      emptyText="No hay leads que coincidan."
      filters={
        <>
          <FilterSelect
            name="institutionId"
            label="Institución"
            value={query.institutionId}
            options={options.institutions.map((i) => ({ value: i.id, label: i.name }))}
            allLabel="Todas"
          />
          <FilterSelect
            name="careerId"
            label="Carrera"
            value={query.careerId}
            options={options.careers.map((c) => ({ value: c.id, label: c.name }))}
            allLabel="Todas"
          />
          <FilterDate name="from" label="Desde" value={query.from} />
          <FilterDate name="to" label="Hasta" value={query.to} />
        </>
      }
      actions={
        <a href={exportHref} download className={buttonClasses({ variant: "outline" })}>
          Exportar CSV
        </a>
      }
      columns={[
        { key: "createdAt", label: "Fecha", sort: "createdAt", cell: (l) => limaShort(l.createdAt) },
        {
          key: "name",
          label: "Estudiante",
          sort: "name",
          cell: (l) => (
            <span className="flex flex-col">
              <span className="font-medium">{l.name}</span>
              <span className="break-all text-fg-muted">{l.email}</span>
              <span className="text-fg-muted">
                {l.phone}
                {l.phoneVerified ? " ✓" : ""}
              </span>
            </span>
          ),
        },
        { key: "institution", label: "Institución", sort: "institution", cell: (l) => l.institutionName ?? "Rumbo" },
        { key: "career", label: "Carrera", cell: (l) => l.careerName ?? "—" },
        { key: "origin", label: "Origen", cell: (l) => l.origin },
      ]}
    />
  );
}
