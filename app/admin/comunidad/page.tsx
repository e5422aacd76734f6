import type { Metadata } from "next";
import Link from "@/components/ui/link";
import { AdminListPage } from "@/components/admin/admin-list-page";
import { ModerationActions } from "@/components/admin/community-moderation";
import { FilterSelect, keepOf, limaShort, type SearchParams } from "@/components/admin/ops/page-bits";
import { buttonClasses } from "@/components/ui/button";
import { queueQuerySchema, reportReasonLabels } from "@/lib/contracts/community";
import { moderationQueue } from "@/lib/server/admin/community";
import { loadAdminList } from "@/lib/server/admin/list-page";
import { requireAdminPage } from "@/lib/server/admin/page-access";
import { href, route } from "@/lib/config/route-registry";

export const dynamic = "force-dynamic";
export const metadata: Metadata = { title: route("adminCommunity").title };

const reasonLabel = (r: string) => reportReasonLabels[r as keyof typeof reportReasonLabels] ?? r;

/** The moderation queue: pending posts (newcomers' and hidden after reports) and reported ones, oldest first. */
export default async function AdminCommunityPage({ searchParams }: { searchParams: Promise<SearchParams> }) {
  const user = await requireAdminPage(href("adminCommunity"));
  const { query, data, invalid } = await loadAdminList(queueQuerySchema, await searchParams, (q) => moderationQueue(user, q));
  return (
    <AdminListPage
      title="Moderación de la comunidad"
      description="Las primeras publicaciones de cada persona y lo reportado. Aprobar publica; rechazar exige un motivo que recibe quien lo escribió; suspender impide publicar. Todo queda en el registro."
      headerActions={
        <Link href={href("adminAmbassadors")} className={buttonClasses({ variant: "outline", size: "sm" })}>
          Embajadores
        </Link>
      }
      invalid={invalid}
      caption="Cola de moderación"
      basePath={href("adminCommunity")}
      query={query}
      data={data}
      keep={keepOf(query, ["kind"])}
      rowKey={(i) => `${i.kind}-${i.id}`}
      searchPlaceholder="Texto de la publicación"
      emptyText="No hay nada por revisar. ¡Todo al día!"
      filters={
        <FilterSelect
          name="kind"
          label="Tipo"
          value={query.kind}
          options={[
            { value: "question", label: "Preguntas" },
            { value: "answer", label: "Respuestas" },
          ]}
        />
      }
      columns={[
        {
          key: "post",
          label: "Publicación",
          cell: (i) => (
            <div className="flex max-w-xl flex-col gap-1">
              <span className="text-xs font-semibold text-fg-muted uppercase">
                {i.kind === "question" ? "Pregunta" : `Respuesta a «${i.title}»`} · {i.status === "pending" ? "pendiente" : "publicada"}
              </span>
              {i.kind === "question" ? <span className="font-semibold">{i.title}</span> : null}
              <span className="whitespace-pre-line">{i.body}</span>
              {i.reports ? (
                <span className="text-sm text-danger-700">
                  {i.reports} reporte(s): {i.reportReasons.map(reasonLabel).join(", ")}
                </span>
              ) : null}
            </div>
          ),
        },
        {
          key: "author",
          label: "Autor",
          cell: (i) => (
            <div className="flex flex-col">
              <span>{i.authorName}</span>
              <span className="text-sm text-fg-muted">{i.authorEmail}</span>
              {i.authorSuspended ? <span className="text-sm font-semibold text-danger-700">Suspendida</span> : null}
            </div>
          ),
        },
        { key: "createdAt", label: "Enviada (Lima)", cell: (i) => limaShort(i.createdAt) },
        {
          key: "actions",
          label: "Acciones",
          cell: (i) => <ModerationActions kind={i.kind} id={i.id} authorId={i.authorId} authorSuspended={i.authorSuspended} />,
        },
      ]}
    />
  );
}
