import type { Metadata } from "next";
import { AdminListPage } from "@/components/admin/admin-list-page";
import { AdminRowLink } from "@/components/admin/admin-table";
import { StandForm } from "@/components/admin/ops/forms";
import { FairFilter, keepOf, Section, type SearchParams } from "@/components/admin/ops/page-bits";
import { fairChildListQuerySchema } from "@/lib/contracts/admin-fair";
import { fairOptions } from "@/lib/server/admin/fair";
import { institutionOptions, listStands } from "@/lib/server/admin/fair-stands";
import { loadAdminList } from "@/lib/server/admin/list-page";
import { requireAdminPage } from "@/lib/server/admin/page-access";
import { href, route } from "@/lib/config/route-registry";

export const dynamic = "force-dynamic";
export const metadata: Metadata = { title: route("adminStands").title };

export default async function StandsPage({ searchParams }: { searchParams: Promise<SearchParams> }) {
  const user = await requireAdminPage(href("adminStands"));
  const [{ query, data, invalid }, fairs, institutions] = await Promise.all([
    loadAdminList(fairChildListQuerySchema, await searchParams, (q) => listStands(user, q)),
    fairOptions(user),
    institutionOptions(user),
  ]);
  const fairSelect = fairs.map((f) => ({ value: String(f.id), label: f.name }));
  return (
    <AdminListPage
      title="Stands"
      back={{ href: href("adminFairs"), label: "Feria" }}
      description="El stand de cada institución en una edición de la feria."
      invalid={invalid}
      caption="Stands de la feria"
      basePath={href("adminStands")}
      query={query}
      data={data}
      keep={keepOf(query, ["fairId"])}
      rowKey={(s) => s.id}
      searchPlaceholder="Institución o titular"
      emptyText="No hay stands que coincidan."
      filters={<FairFilter fairs={fairs} value={query.fairId} />}
      columns={[
        {
          key: "institution",
          label: "Institución",
          sort: "institution",
          cell: (s) => <AdminRowLink href={href("adminStand", { id: s.id })}>{s.institutionName}</AdminRowLink>,
        },
        { key: "headline", label: "Titular", cell: (s) => s.headline },
        { key: "fair", label: "Feria", sort: "fair", cell: (s) => s.fairName },
        { key: "position", label: "Orden", sort: "position", align: "right", cell: (s) => s.position },
        { key: "conferences", label: "Conferencias", align: "right", cell: (s) => s.conferences },
      ]}
    >
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
    </AdminListPage>
  );
}
