import type { Metadata } from "next";
import Link from "@/components/ui/link";
import { notFound, redirect } from "next/navigation";
import { Suspense } from "react";
import { ChatThread } from "@/components/chat/chat-thread";
import { OpenModalButton } from "@/components/modals/open-modal-button";
import { ListSkeleton } from "@/components/ui/skeleton";
import { chatConversationParamsSchema } from "@/lib/contracts/chat";
import { chatHelpNote } from "@/lib/content/chat/safety";
import { getCurrentUser } from "@/lib/server/auth/session";
import { conversationHeader, listMessages, studentSide, type ChatSide } from "@/lib/server/chat/conversations";
import { AppError } from "@/lib/server/http/errors";
import { hasActiveMembership } from "@/lib/server/membership/memberships";
import { href, route } from "@/lib/config/route-registry";

export const metadata: Metadata = { title: route("cuentaChatConversation").title, robots: { index: false } };

async function Thread({ side }: { side: ChatSide }) {
  const who = conversationHeader(side);
  return (
    <ChatThread
      side="student"
      conversationId={side.conversation.id}
      initial={await listMessages(side, { limit: 50 })}
      otherName={who.name}
    />
  );
}

/** /cuenta/chat/{id}: one conversation with a specialist, live. Someone else's → 404. */
export default async function ChatConversationPage({ params }: { params: Promise<{ id: string }> }) {
  const parsed = chatConversationParamsSchema.safeParse(await params);
  if (!parsed.success) notFound();
  const id = parsed.data.id;
  const user = await getCurrentUser();
  if (!user) redirect(`${href("entrar")}?redirect=${encodeURIComponent(href("cuentaChatConversation", { id }))}`);
  // Checked before anything streams: someone else's conversation is a real 404.
  const side = (await hasActiveMembership(user.id))
    ? await studentSide(user, id).catch((error: unknown) => {
        if (error instanceof AppError && error.code === "not_found") notFound();
        throw error;
      })
    : null;
  const who = side ? conversationHeader(side) : null;
  return (
    <div className="mx-auto flex w-full max-w-3xl flex-col gap-4 px-4 py-6">
      <Link href={href("cuentaChat")} className="self-start font-semibold text-primary-700 underline-offset-4 hover:underline">
        ← Mis conversaciones
      </Link>
      {side && who ? (
        <>
          <header className="flex flex-col gap-1">
            <h1 className="text-2xl font-extrabold text-fg">{who.name}</h1>
            <p className="text-neutral-700">{who.title}</p>
          </header>
          <Suspense fallback={<ListSkeleton items={4} label="Cargando la conversación…" />}>
            <Thread side={side} />
          </Suspense>
          <p className="rounded-card bg-primary-50 p-3 text-sm text-primary-900">{chatHelpNote}</p>
        </>
      ) : (
        <section className="flex flex-col gap-3">
          <h1 className="text-2xl font-extrabold text-fg">Chat con especialistas</h1>
          <p className="text-neutral-700">El chat es parte de los planes de Rumbo. Elige un plan para seguir la conversación.</p>
          <OpenModalButton modal="blockedModal" variant="accent" size="lg" className="self-start">
            Ver los planes
          </OpenModalButton>
        </section>
      )}
    </div>
  );
}
