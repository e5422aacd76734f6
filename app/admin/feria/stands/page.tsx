import type { Metadata } from "next";
import Link from "next/link";
import { AdminTable } from "@/components/admin/admin-table";
import { StandForm } from "@/components/admin/ops/forms";
import { FilterSelect, InvalidFilters, keepOf, PageHeader, readQuery, Section, type SearchParams } from "@/components/admin/ops/page-bits";
import { fairChildListQuerySchema } from "@/lib/contracts/admin-fair";
import { fairOptions, institutionOptions, listStands } from "@/lib/server/admin/fair";
import { requireAdminPage } from "@/lib/server/admin/page-access";
import { href, route } from "@/lib/config/route-registry";

export const dynamic = "force-dynamic";
export const metadata: Metadata = { title: route("adminStands").title };

export default async function StandsPage({ searchParams }: { searchParams: Promise<SearchParams> }) {
  const user = await requireAdminPage(href("adminStands"));
  const { query, invalid } = readQuery(fairChildListQuerySchema, await searchParams);
  const [data, fairs, institutions] = await Promise.all([listStands(user, query), fairOptions(user), institutionOptions(user)]);
  const fairSelect = fairs.map((f) => ({ value: String(f.id), label: f.name }));
  return (
    <div className="flex flex-col gap-5">
      <PageHeader
        title="Stands"
        back={{ href: href("adminFairs"), label: "Feria" }}
        description="El stand de cada institución en una edición de la feria."
      />
      <InvalidFilters invalid={invalid} />
      <AdminTable
        caption="Stands de la feria"
        basePath={href("adminStands")}
        query={query}
        data={data}
        keep={keepOf(query, ["fairId"])}
        rowKey={(s) => s.id}
        searchPlaceholder="Institución o titular"
        emptyText="No hay stands que coincidan."
        filters={
          <FilterSelect
            name="fairId"
            label="Feria"
            value={query.fairId}
            options={fairs.map((f) => ({ value: f.id, label: f.name }))}
            allLabel="Todas"
          />
        }
        columns={[
          {
            key: "institution",
            label: "Institución",
            sort: "institution",
            cell: (s) => (
              <Link className="font-medium text-primary-700 underline-offset-2 hover:underline" href={href("adminStand", { id: s.id })}>
                {s.institutionName}
              </Link>
            ),
          },
          { key: "headline", label: "Titular", cell: (s) => s.headline },
          { key: "fair", label: "Feria", sort: "fair", cell: (s) => s.fairName },
          { key: "position", label: "Orden", sort: "position", align: "right", cell: (s) => s.position },
          { key: "conferences", label: "Conferencias", align: "right", cell: (s) => s.conferences },
        ]}
      />
      <Section id="nuevo-stand" title="Nuevo stand">
        {fairSelect.length ? (
          <StandForm
            fairs={fairSelect}
            institutions={institutions.map((i) => ({ value: String(i.id), label: i.name }))}
            initial={{
              fairId: String(query.fairId ?? fairSelect[0].value),
              institutionId: "",
              headline: "",
              description: "",
              highlights: [],
              position: 0,
            }}
          />
        ) : (
          <p className="text-sm text-fg-muted">Crea primero una edición de la feria.</p>
        )}
      </Section>
    </div>
  );
}
