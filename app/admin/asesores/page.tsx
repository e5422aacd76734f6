import type { Metadata } from "next";
import Link from "@/components/ui/link";
import { AdminListPage } from "@/components/admin/admin-list-page";
import { AdminRowLink } from "@/components/admin/admin-table";
import { AdvisorForm } from "@/components/admin/ops/forms";
import { Section, type SearchParams } from "@/components/admin/ops/page-bits";
import { buttonClasses } from "@/components/ui/button";
import { adminListQuerySchema } from "@/lib/contracts/admin";
import { listAdvisors } from "@/lib/server/admin/advisors";
import { loadAdminList } from "@/lib/server/admin/list-page";
import { requireAdminPage } from "@/lib/server/admin/page-access";
import { href, route } from "@/lib/config/route-registry";

export const dynamic = "force-dynamic";
export const metadata: Metadata = { title: route("adminAdvisors").title };

export default async function AdvisorsPage({ searchParams }: { searchParams: Promise<SearchParams> }) {
  const user = await requireAdminPage(href("adminAdvisors"));
  const { query, data, invalid } = await loadAdminList(adminListQuerySchema, await searchParams, (q) => listAdvisors(user, q));
  return (
    <AdminListPage
      title="Asesores y sesiones"
      description="Quienes dan las sesiones en vivo, sus horarios semanales (hora de Lima) y las reservas de los miembros."
      headerActions={
        <Link href={href("adminAdvisorSessions")} className={buttonClasses({ variant: "primary" })}>
          Ver las sesiones reservadas
        </Link>
      }
      invalid={invalid}
      caption="Asesores"
      basePath={href("adminAdvisors")}
      query={query}
      data={data}
      rowKey={(a) => a.id}
      searchPlaceholder="Nombre o correo"
      emptyText="No hay asesores que coincidan."
      columns={[
        {
          key: "name",
          label: "Nombre",
          sort: "name",
          cell: (a) => <AdminRowLink href={href("adminAdvisor", { id: a.id })}>{a.name}</AdminRowLink>,
        },
        { key: "title", label: "Cargo", cell: (a) => a.title },
        { key: "active", label: "Estado", sort: "active", cell: (a) => (a.active ? "Activo" : "Inactivo") },
        { key: "login", label: "Acceso", cell: (a) => a.userEmail ?? "Sin acceso" },
        { key: "slots", label: "Horarios", align: "right", cell: (a) => a.slots },
        { key: "upcoming", label: "Próximas", sort: "upcoming", align: "right", cell: (a) => a.upcoming },
      ]}
    >
      <Section
        id="nuevo-asesor"
        title="Nuevo asesor"
        description="Después de crearlo, en su página le envías la invitación por correo: con su cuenta vinculada aparece en el chat con especialistas (responde en /asesor/chat) y ve sus sesiones en /asesor/sesiones."
      >
        <AdvisorForm />
      </Section>
    </AdminListPage>
  );
}
