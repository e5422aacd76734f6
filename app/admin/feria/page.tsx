import type { Metadata } from "next";
import Link from "@/components/ui/link";
import { AdminListPage } from "@/components/admin/admin-list-page";
import { AdminRowLink } from "@/components/admin/admin-table";
import { FairForm } from "@/components/admin/ops/forms";
import { Section, limaShort, type SearchParams } from "@/components/admin/ops/page-bits";
import { buttonClasses } from "@/components/ui/button";
import { adminListQuerySchema } from "@/lib/contracts/admin";
import { listFairs } from "@/lib/server/admin/fair";
import { loadAdminList } from "@/lib/server/admin/list-page";
import { requireAdminPage } from "@/lib/server/admin/page-access";
import { href, route } from "@/lib/config/route-registry";

export const dynamic = "force-dynamic";
export const metadata: Metadata = { title: route("adminFairs").title };

/** `/admin/feria`: the fair's editions, with links to their stands and conferences. */
export default async function FairsPage({ searchParams }: { searchParams: Promise<SearchParams> }) {
  const user = await requireAdminPage(href("adminFairs"));
  const { query, data, invalid } = await loadAdminList(adminListQuerySchema, await searchParams, (q) => listFairs(user, q));
  return (
    <AdminListPage
      title="Feria"
      description="Ediciones de la feria virtual, sus stands y conferencias. Los cambios se ven en la feria pública al momento."
      headerActions={
        <>
          <Link href={href("adminStands")} className={buttonClasses({ variant: "outline" })}>
            Stands
          </Link>
          <Link href={href("adminConferences")} className={buttonClasses({ variant: "outline" })}>
            Conferencias
          </Link>
        </>
      }
      invalid={invalid}
      caption="Ediciones de la feria"
      basePath={href("adminFairs")}
      query={query}
      data={data}
      rowKey={(f) => f.id}
      searchPlaceholder="Nombre o identificador"
      emptyText="No hay ediciones que coincidan."
      columns={[
        {
          key: "name",
          label: "Nombre",
          sort: "name",
          cell: (f) => <AdminRowLink href={href("adminFair", { id: f.id })}>{f.name}</AdminRowLink>,
        },
        { key: "startsAt", label: "Inicio (Lima)", sort: "startsAt", cell: (f) => limaShort(f.startsAt) },
        { key: "endsAt", label: "Fin (Lima)", cell: (f) => limaShort(f.endsAt) },
        {
          key: "stands",
          label: "Stands",
          align: "right",
          cell: (f) => (
            <Link className="text-primary-700 underline" href={`/admin/feria/stands?fairId=${f.id}`}>
              {f.stands}
            </Link>
          ),
        },
        {
          key: "conferences",
          label: "Conferencias",
          align: "right",
          cell: (f) => (
            <Link className="text-primary-700 underline" href={`/admin/feria/conferencias?fairId=${f.id}`}>
              {f.conferences}
            </Link>
          ),
        },
      ]}
    >
      <Section id="nueva-feria" title="Nueva edición">
        <FairForm />
      </Section>
    </AdminListPage>
  );
}
