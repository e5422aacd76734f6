import type { Metadata } from "next";
import Link from "@/components/ui/link";
import { forbidden, notFound, redirect } from "next/navigation";
import { Suspense } from "react";
import { ChatThread } from "@/components/chat/chat-thread";
import { ListSkeleton, SkeletonBlock } from "@/components/ui/skeleton";
import { chatConversationParamsSchema } from "@/lib/contracts/chat";
import { isAdvisorLogin } from "@/lib/server/admin/advisors";
import { getCurrentUser } from "@/lib/server/auth/session";
import { advisorSide, conversationHeader, conversationStudent, listMessages, type ChatSide } from "@/lib/server/chat/conversations";
import { AppError } from "@/lib/server/http/errors";
import { href, route } from "@/lib/config/route-registry";

export const dynamic = "force-dynamic";
export const metadata: Metadata = { title: route("advisorChatConversation").title, robots: { index: false, follow: false } };

async function StudentLine({ side }: { side: ChatSide }) {
  const s = await conversationStudent(side);
  return (
    <p className="text-neutral-700">
      {s.plan ?? "Sin plan activo"} · {s.latestResult ?? "Aún sin resultado del test"}
    </p>
  );
}

async function Thread({ side }: { side: ChatSide }) {
  const who = conversationHeader(side);
  return (
    <ChatThread
      side="advisor"
      conversationId={side.conversation.id}
      initial={await listMessages(side, { limit: 50 })}
      otherName={who.name}
      initialRisk={who.risk}
    />
  );
}

/** `/asesor/chat/{id}`: the specialist's side of one conversation, live; another specialist's → 404, other accounts → 403. */
export default async function AdvisorConversationPage({ params }: { params: Promise<{ id: string }> }) {
  const parsed = chatConversationParamsSchema.safeParse(await params);
  if (!parsed.success) notFound();
  const id = parsed.data.id;
  const user = await getCurrentUser();
  if (!user) redirect(`${href("entrar")}?redirect=${encodeURIComponent(href("advisorChatConversation", { id }))}`);
  if (!(await isAdvisorLogin(user.id))) forbidden();
  const side = await advisorSide(user, id).catch((error: unknown) => {
    if (error instanceof AppError && error.code === "not_found") notFound();
    throw error;
  });
  return (
    <div className="mx-auto flex w-full max-w-3xl flex-col gap-4 px-4 py-6">
      <Link href={href("advisorChat")} className="self-start font-semibold text-primary-700 underline-offset-4 hover:underline">
        ← Todas las conversaciones
      </Link>
      <header className="flex flex-col gap-1">
        <h1 className="text-2xl font-bold text-fg">{conversationHeader(side).name}</h1>
        <Suspense fallback={<SkeletonBlock className="h-6 w-72 max-w-full" tone="soft" />}>
          <StudentLine side={side} />
        </Suspense>
      </header>
      <Suspense fallback={<ListSkeleton items={4} label="Cargando la conversación…" />}>
        <Thread side={side} />
      </Suspense>
    </div>
  );
}
