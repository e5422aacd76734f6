import type { Metadata } from "next";
import { AdminListPage } from "@/components/admin/admin-list-page";
import { AdminRowLink } from "@/components/admin/admin-table";
import { FilterSelect, keepOf, limaShort, Section, type SearchParams } from "@/components/admin/ops/page-bits";
import { WebinarForm } from "@/components/admin/webinar-form";
import { adminWebinarListQuerySchema, webinarProgramLabels, webinarPrograms } from "@/lib/contracts/webinars";
import { advisorOptions } from "@/lib/server/admin/advisors";
import { institutionOptions } from "@/lib/server/admin/fair-stands";
import { loadAdminList } from "@/lib/server/admin/list-page";
import { requireAdminPage } from "@/lib/server/admin/page-access";
import { listAdminWebinars } from "@/lib/server/admin/webinars";
import { href, route } from "@/lib/config/route-registry";

export const dynamic = "force-dynamic";
export const metadata: Metadata = { title: route("adminWebinars").title };

export default async function AdminWebinarsPage({ searchParams }: { searchParams: Promise<SearchParams> }) {
  const user = await requireAdminPage(href("adminWebinars"));
  const [{ query, data, invalid }, advisors, institutions] = await Promise.all([
    loadAdminList(adminWebinarListQuerySchema, await searchParams, (q) => listAdminWebinars(user, q)),
    advisorOptions(user),
    institutionOptions(user),
  ]);
  return (
    <AdminListPage
      title="Webinars"
      description="Horarios en hora de Lima. Cancelar un webinar avisa por correo a cada inscrito; la lista de inscritos se descarga en CSV."
      invalid={invalid}
      caption="Webinars"
      basePath={href("adminWebinars")}
      query={query}
      data={data}
      keep={keepOf(query, ["program", "when"])}
      rowKey={(w) => w.id}
      searchPlaceholder="Título, expositor o identificador"
      emptyText="No hay webinars que coincidan."
      filters={
        <>
          <FilterSelect
            name="program"
            label="Programa"
            value={query.program}
            options={webinarPrograms.map((p) => ({ value: p, label: webinarProgramLabels[p] }))}
          />
          <FilterSelect
            name="when"
            label="Cuándo"
            value={query.when}
            options={[
              { value: "upcoming", label: "Próximos" },
              { value: "past", label: "Pasados" },
            ]}
          />
        </>
      }
      columns={[
        {
          key: "title",
          label: "Título",
          sort: "title",
          cell: (w) => <AdminRowLink href={href("adminWebinar", { id: w.id })}>{w.title}</AdminRowLink>,
        },
        { key: "startsAt", label: "Inicio (Lima)", sort: "startsAt", cell: (w) => limaShort(w.startsAt) },
        { key: "program", label: "Programa", cell: (w) => webinarProgramLabels[w.program] },
        {
          key: "status",
          label: "Estado",
          cell: (w) => (w.status === "cancelled" ? "Cancelado" : w.membersOnly ? "Solo miembros" : "Abierto"),
        },
        {
          key: "enrolled",
          label: "Inscritos",
          sort: "enrolled",
          align: "right",
          cell: (w) => (w.capacity ? `${w.enrolled} / ${w.capacity}` : w.enrolled),
        },
        { key: "attended", label: "Entraron", align: "right", cell: (w) => w.attended },
      ]}
    >
      <Section id="nuevo-webinar" title="Nuevo webinar">
        <WebinarForm
          advisors={advisors.map((a) => ({ value: String(a.id), label: a.name }))}
          institutions={institutions.map((i) => ({ value: String(i.id), label: i.name }))}
          initial={{
            slug: "",
            title: "",
            description: "",
            program: "orientacion-vocacional",
            advisorId: "",
            institutionId: "",
            speakerName: "",
            speakerTitle: "",
            startsAt: "",
            endsAt: "",
            capacity: null,
            membersOnly: false,
            joinUrl: "",
            recordingUrl: "",
          }}
        />
      </Section>
    </AdminListPage>
  );
}
