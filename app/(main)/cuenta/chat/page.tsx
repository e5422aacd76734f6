import type { Metadata } from "next";
import Link from "@/components/ui/link";
import { redirect } from "next/navigation";
import { Suspense } from "react";
import { StartChatButton } from "@/components/chat/start-chat-button";
import { OpenModalButton } from "@/components/modals/open-modal-button";
import { Badge } from "@/components/ui/badge";
import { buttonClasses } from "@/components/ui/button";
import { ListSkeleton } from "@/components/ui/skeleton";
import { replyTimeLabel } from "@/lib/contracts/chat";
import type { SessionUser } from "@/lib/contracts/session";
import { chatHelpNote } from "@/lib/content/chat/safety";
import { getCurrentUser } from "@/lib/server/auth/session";
import { listStudentConversations } from "@/lib/server/chat/conversations";
import { hasActiveMembership } from "@/lib/server/membership/memberships";
import { href, route } from "@/lib/config/route-registry";
import { formatLimaDate } from "@/lib/format/dates";

export const metadata: Metadata = { title: route("cuentaChat").title, robots: { index: false } };

const PATH = href("cuentaChat");

const whatItIs = [
  {
    title: "Escribe cuando quieras",
    text: "Una orientadora vocacional o un psicólogo de Rumbo te responde por escrito, normalmente el mismo día.",
  },
  {
    title: "Tus dudas, con calma",
    text: "Carreras, institutos y universidades, admisión, qué decirle a tu familia: pregunta lo que necesites.",
  },
  { title: "Seguro", text: "Solo texto, solo tú y tu especialista. Si algo no está bien, lo reportas con un botón." },
];

const timeAgo = (iso: string) => formatLimaDate(iso, "shortTime");

/** The member's conversations and the specialists they can write to: the slow part, streamed under the title. */
async function ChatList({ user }: { user: SessionUser }) {
  const data = await listStudentConversations(user);
  const withConversation = new Set(data.items.map((c) => c.specialist.id));
  const others = data.specialists.filter((s) => !withConversation.has(s.id));
  return (
    <>
      <section aria-labelledby="conversaciones" className="flex flex-col gap-3">
        <h2 id="conversaciones" className="text-xl font-bold text-fg">
          Tus conversaciones
        </h2>
        {data.items.length === 0 ? (
          <p className="rounded-card border border-dashed border-border bg-surface p-4 text-neutral-700">
            Aún no tienes conversaciones. Elige a una especialista aquí abajo y escríbele tu primera pregunta.
          </p>
        ) : (
          <ul className="flex flex-col gap-2" data-testid="chat-list">
            {data.items.map((c) => (
              <li key={c.id}>
                <Link
                  href={href("cuentaChatConversation", { id: c.id })}
                  className="flex flex-col gap-1 rounded-card border border-border bg-surface p-4 hover:border-primary-700"
                >
                  <span className="flex flex-wrap items-center justify-between gap-2">
                    <span className="font-semibold text-primary-700">{c.specialist.name}</span>
                    {c.unread > 0 ? <Badge variant="accent">{c.unread === 1 ? "1 sin leer" : `${c.unread} sin leer`}</Badge> : null}
                  </span>
                  <span className="text-sm text-neutral-700">{c.specialist.title}</span>
                  <span className="line-clamp-2 text-neutral-800">
                    {c.lastMessage
                      ? `${c.lastMessage.role === "student" ? "Tú: " : ""}${c.lastMessage.body}`
                      : "Aún no hay mensajes: escribe el primero."}
                  </span>
                  <span className="text-xs text-fg-muted">
                    {c.lastMessage ? `${timeAgo(c.lastMessage.createdAt)} · ` : ""}
                    {replyTimeLabel(c.specialist.replyMinutes)}
                  </span>
                </Link>
              </li>
            ))}
          </ul>
        )}
      </section>
      <section aria-labelledby="especialistas" className="flex flex-col gap-3">
        <h2 id="especialistas" className="text-xl font-bold text-fg">
          {data.items.length ? "Escribe a otra especialista" : "Elige con quién hablar"}
        </h2>
        {others.length === 0 ? (
          <p className="text-neutral-700">
            {data.specialists.length
              ? "Ya tienes una conversación con cada especialista."
              : "Pronto habrá especialistas disponibles para el chat."}
          </p>
        ) : (
          <ul className="grid gap-3 sm:grid-cols-2">
            {others.map((s) => (
              <li key={s.id} className="flex flex-col gap-2 rounded-card border border-border bg-surface p-4">
                <p className="font-semibold text-fg">{s.name}</p>
                <p className="text-sm text-neutral-700">{s.title}</p>
                <p className="text-xs text-fg-muted">{replyTimeLabel(s.replyMinutes)}</p>
                <StartChatButton advisorId={s.id} name={s.name} />
              </li>
            ))}
          </ul>
        )}
      </section>
      <p className="rounded-card bg-primary-50 p-4 text-sm text-primary-900">{chatHelpNote}</p>
    </>
  );
}

/** What the chat is, for an account without a plan, and the blocked modal. */
function WhatTheChatIs() {
  return (
    <section aria-labelledby="que-es" className="flex flex-col gap-4">
      <h2 id="que-es" className="text-xl font-bold text-fg">
        Qué es el chat con especialistas
      </h2>
      <ul className="grid gap-3">
        {whatItIs.map((p) => (
          <li key={p.title} className="rounded-card border border-border bg-surface p-4">
            <p className="font-semibold text-fg">{p.title}</p>
            <p className="text-neutral-700">{p.text}</p>
          </li>
        ))}
      </ul>
      <p className="rounded-card bg-primary-50 p-4 text-primary-900">
        El chat es parte de los planes de Rumbo. Tu test vocacional, tu resultado y el catálogo de carreras siguen siendo gratis, siempre.
      </p>
      <div className="flex flex-wrap gap-3">
        <OpenModalButton modal="blockedModal" variant="accent" size="lg">
          Ver los planes
        </OpenModalButton>
        <Link href={href("orientacionVocacional")} className={buttonClasses({ variant: "ghost", size: "lg" })}>
          Volver a mi test
        </Link>
      </div>
    </section>
  );
}

async function ChatBody({ user }: { user: SessionUser }) {
  return (await hasActiveMembership(user.id)) ? <ChatList user={user} /> : <WhatTheChatIs />;
}

/** /cuenta/chat: the «specialist chat list» for members; what it is and the blocked modal for others. */
export default async function ChatPage() {
  const user = await getCurrentUser();
  if (!user) redirect(`${href("entrar")}?redirect=${encodeURIComponent(PATH)}`);
  return (
    <div className="mx-auto flex max-w-3xl flex-col gap-8 px-4 py-8">
      <header className="flex flex-col gap-2">
        <p className="text-sm font-semibold tracking-wide text-primary-700 uppercase">Mi cuenta</p>
        <h1 className="text-2xl font-extrabold text-fg sm:text-3xl">Chat con especialistas</h1>
        <p className="text-neutral-700">Escribe a una orientadora o a un psicólogo de Rumbo y recibe su respuesta aquí mismo.</p>
      </header>
      <Suspense fallback={<ListSkeleton items={3} label="Cargando tus conversaciones…" />}>
        <ChatBody user={user} />
      </Suspense>
    </div>
  );
}
