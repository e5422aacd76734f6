import type { Metadata } from "next";
import Link from "@/components/ui/link";
import { forbidden, redirect } from "next/navigation";
import { Suspense } from "react";
import { Badge } from "@/components/ui/badge";
import { ListSkeleton } from "@/components/ui/skeleton";
import type { SessionUser } from "@/lib/contracts/session";
import { isAdvisorLogin } from "@/lib/server/admin/advisors";
import { getCurrentUser } from "@/lib/server/auth/session";
import { listAdvisorConversations } from "@/lib/server/chat/conversations";
import { href, route } from "@/lib/config/route-registry";
import { formatLimaDate } from "@/lib/format/dates";

export const dynamic = "force-dynamic";
export const metadata: Metadata = { title: route("advisorChat").title, robots: { index: false, follow: false } };

const when = (iso: string) => formatLimaDate(iso, "shortTime");

async function Inbox({ user }: { user: SessionUser }) {
  const { items } = await listAdvisorConversations(user);
  if (!items.length)
    return (
      <p className="rounded-card border border-dashed border-border bg-surface p-4 text-neutral-700">
        Aún no te escribió ningún estudiante. Cuando alguien lo haga, su conversación aparecerá aquí y te avisaremos por correo si espera
        más de 10 minutos.
      </p>
    );
  return (
    <ul className="flex flex-col gap-2" data-testid="advisor-inbox">
      {items.map((c) => (
        <li key={c.id}>
          <Link
            href={href("advisorChatConversation", { id: c.id })}
            className="flex flex-col gap-1 rounded-card border border-border bg-surface p-4 hover:border-primary-700"
          >
            <span className="flex flex-wrap items-center justify-between gap-2">
              <span className="font-semibold text-primary-700">{c.student.firstName}</span>
              <span className="flex gap-2">
                {c.risk ? <Badge variant="danger">Riesgo</Badge> : null}
                {c.unread > 0 ? <Badge variant="accent">{c.unread === 1 ? "1 sin leer" : `${c.unread} sin leer`}</Badge> : null}
              </span>
            </span>
            <span className="text-sm text-neutral-700">
              {c.student.plan ?? "Sin plan activo"} · {c.student.latestResult ?? "Aún sin resultado del test"}
            </span>
            {c.lastMessage ? (
              <span className="line-clamp-2 text-neutral-800">
                {c.lastMessage.role === "advisor" ? "Tú: " : ""}
                {c.lastMessage.body}
              </span>
            ) : null}
            {c.lastMessage ? <span className="text-xs text-fg-muted">{when(c.lastMessage.createdAt)}</span> : null}
          </Link>
        </li>
      ))}
    </ul>
  );
}

/** `/asesor/chat`: the specialist's inbox, unread first. Only for accounts that are an advisor's login. */
export default async function AdvisorChatPage() {
  const user = await getCurrentUser();
  if (!user) redirect(`${href("entrar")}?redirect=${encodeURIComponent(href("advisorChat"))}`);
  if (!(await isAdvisorLogin(user.id))) forbidden();
  return (
    <div className="mx-auto flex w-full max-w-3xl flex-col gap-5 px-4 py-6">
      <header className="flex flex-col gap-1">
        <h1 className="text-2xl font-bold text-fg">Chat con estudiantes</h1>
        <p className="text-fg-muted">
          Primero las conversaciones con mensajes sin leer.{" "}
          <Link href={href("advisorSessions")} className="font-semibold text-primary-700 underline">
            Mis sesiones
          </Link>
        </p>
      </header>
      <Suspense fallback={<ListSkeleton items={4} label="Cargando tus conversaciones…" />}>
        <Inbox user={user} />
      </Suspense>
    </div>
  );
}
