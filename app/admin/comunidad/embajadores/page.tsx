import type { Metadata } from "next";
import { AdminListPage } from "@/components/admin/admin-list-page";
import { AmbassadorForm, AmbassadorToggle } from "@/components/admin/community-moderation";
import { limaShort, Section, type SearchParams } from "@/components/admin/ops/page-bits";
import { adminListQuerySchema } from "@/lib/contracts/admin";
import { listAmbassadors } from "@/lib/server/admin/community";
import { institutionOptions } from "@/lib/server/admin/fair-stands";
import { loadAdminList } from "@/lib/server/admin/list-page";
import { requireAdminPage } from "@/lib/server/admin/page-access";
import { cachedCareers } from "@/lib/server/catalogue/page-data";
import { href, route } from "@/lib/config/route-registry";

export const dynamic = "force-dynamic";
export const metadata: Metadata = { title: route("adminAmbassadors").title };

/** Ambassadors: students and graduates the team verified, shown with their institution and career. */
export default async function AmbassadorsPage({ searchParams }: { searchParams: Promise<SearchParams> }) {
  const user = await requireAdminPage(href("adminAmbassadors"));
  const [{ query, data, invalid }, institutions, careers] = await Promise.all([
    loadAdminList(adminListQuerySchema, await searchParams, (q) => listAmbassadors(user, q)),
    institutionOptions(user),
    cachedCareers(),
  ]);
  return (
    <AdminListPage
      title="Embajadores"
      back={{ href: href("adminCommunity"), label: "Moderación" }}
      description="Estudiantes y egresados verificados por el equipo. Responden en la comunidad con su institución y carrera; sus primeras respuestas pasan por moderación."
      invalid={invalid}
      caption="Embajadores"
      basePath={href("adminAmbassadors")}
      query={query}
      data={data}
      keep={{}}
      rowKey={(a) => a.id}
      searchPlaceholder="Nombre, correo o institución"
      emptyText="Aún no hay embajadores."
      columns={[
        { key: "name", label: "Nombre", cell: (a) => a.name },
        { key: "email", label: "Correo", cell: (a) => a.email },
        { key: "institution", label: "Institución", cell: (a) => a.institutionName },
        { key: "career", label: "Carrera", cell: (a) => `${a.careerName ?? "—"} (${a.kind})` },
        { key: "answers", label: "Respuestas", align: "right", cell: (a) => a.answers },
        { key: "verifiedAt", label: "Verificado", cell: (a) => limaShort(a.verifiedAt) },
        { key: "active", label: "Estado", cell: (a) => <AmbassadorToggle id={a.id} active={a.active} /> },
      ]}
    >
      <Section id="nuevo-embajador" title="Verificar un embajador">
        <AmbassadorForm
          institutions={institutions.map((i) => ({ value: String(i.id), label: i.name }))}
          careers={careers.map((c) => ({ value: String(c.id), label: c.name }))}
        />
      </Section>
    </AdminListPage>
  );
}
