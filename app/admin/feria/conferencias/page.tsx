import type { Metadata } from "next";
import { AdminListPage } from "@/components/admin/admin-list-page";
import { AdminRowLink } from "@/components/admin/admin-table";
import { ConferenceForm } from "@/components/admin/ops/forms";
import { FairFilter, keepOf, limaShort, Section, type SearchParams } from "@/components/admin/ops/page-bits";
import { fairChildListQuerySchema } from "@/lib/contracts/admin-fair";
import { fairOptions } from "@/lib/server/admin/fair";
import { listConferences } from "@/lib/server/admin/fair-conferences";
import { standOptions } from "@/lib/server/admin/fair-stands";
import { loadAdminList } from "@/lib/server/admin/list-page";
import { requireAdminPage } from "@/lib/server/admin/page-access";
import { href, route } from "@/lib/config/route-registry";

export const dynamic = "force-dynamic";
export const metadata: Metadata = { title: route("adminConferences").title };

export default async function ConferencesPage({ searchParams }: { searchParams: Promise<SearchParams> }) {
  const user = await requireAdminPage(href("adminConferences"));
  const [{ query, data, invalid }, fairs] = await Promise.all([
    loadAdminList(fairChildListQuerySchema, await searchParams, (q) => listConferences(user, q)),
    fairOptions(user),
  ]);
  const fairId = query.fairId ?? fairs[0]?.id;
  const stands = fairId ? await standOptions(user, fairId) : [];
  return (
    <AdminListPage
      title="Conferencias"
      back={{ href: href("adminFairs"), label: "Feria" }}
      description="Horarios en hora de Lima. Una conferencia con inscritos no se borra: edítala y avisa a los inscritos."
      invalid={invalid}
      caption="Conferencias de la feria"
      basePath={href("adminConferences")}
      query={query}
      data={data}
      keep={keepOf(query, ["fairId"])}
      rowKey={(c) => c.id}
      searchPlaceholder="Título, expositor o identificador"
      emptyText="No hay conferencias que coincidan."
      filters={<FairFilter fairs={fairs} value={query.fairId} />}
      columns={[
        {
          key: "title",
          label: "Título",
          sort: "title",
          cell: (c) => <AdminRowLink href={href("adminConference", { id: c.id })}>{c.title}</AdminRowLink>,
        },
        { key: "startsAt", label: "Inicio (Lima)", sort: "startsAt", cell: (c) => limaShort(c.startsAt) },
        { key: "institution", label: "Stand", cell: (c) => c.institutionName ?? "—" },
        {
          key: "enrolled",
          label: "Inscritos",
          sort: "enrolled",
          align: "right",
          cell: (c) => (c.capacity ? `${c.enrolled} / ${c.capacity}` : c.enrolled),
        },
      ]}
    >
      <Section
        id="nueva-conferencia"
        title="Nueva conferencia"
        description={
          fairId ? `Los stands que se ofrecen son los de la feria ${fairs.find((f) => f.id === fairId)?.name ?? ""}.` : undefined
        }
      >
        {fairId ? (
          <ConferenceForm
            fairs={fairs.filter((f) => f.id === fairId).map((f) => ({ value: String(f.id), label: f.name }))}
            stands={stands.map((s) => ({ value: String(s.id), label: s.name }))}
            initial={{
              fairId: String(fairId),
              slug: "",
              standId: "",
              title: "",
              author: "",
              description: "",
              image: "",
              areas: [],
              startsAt: "",
              endsAt: "",
              capacity: null,
              videoUrl: "",
            }}
          />
        ) : (
          <p className="text-sm text-fg-muted">Crea primero una edición de la feria.</p>
        )}
      </Section>
    </AdminListPage>
  );
}
