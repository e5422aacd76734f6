import type { Metadata } from "next";
import { formatLimaDate } from "@/lib/format/dates";
import Link from "@/components/ui/link";
import { redirect } from "next/navigation";
import { cache, Suspense } from "react";
import { ReviewRequest } from "@/components/live/review-request";
import { SessionsBoard } from "@/components/live/sessions-board";
import { OpenModalButton } from "@/components/modals/open-modal-button";
import { buttonClasses } from "@/components/ui/button";
import { ListSkeleton } from "@/components/ui/skeleton";
import { getCurrentUser } from "@/lib/server/auth/session";
import { listOwnBookings } from "@/lib/server/live/bookings";
import { listOwnReviews } from "@/lib/server/live/reviews";
import { listFreeSlots } from "@/lib/server/live/slots";
import { href, route } from "@/lib/config/route-registry";

export const metadata: Metadata = { title: route("cuentaSesiones").title, robots: { index: false } };

const PATH = href("cuentaSesiones");

const premium = [
  {
    title: "Sesiones en vivo de 60 minutos",
    text: "Con una orientadora vocacional o un psicólogo: 2 o 4 al mes según tu plan. Las reservas aquí mismo.",
  },
  { title: "El «Reto» de tu vocación", text: "Preguntas difíciles que ponen a prueba tu elección antes de decidir." },
  { title: "Revisión escrita de tu resultado", text: "Una orientadora lee tu resultado y te escribe qué ve y qué harías después." },
];

// Both streamed parts read the same bookings: one query per request.
const bookingsOf = cache(listOwnBookings);

/** The plan line under the title (members only). */
async function PlanLine({ userId }: { userId: string }) {
  const bookings = await bookingsOf(userId);
  const member = bookings.allowance.member;
  // Each line with its own end: a school's access never reads as the paid plan's.
  return member ? (
    <div className="text-neutral-700" data-testid="plan-lines">
      {bookings.allowance.lines.map((line) => (
        <p key={line.kind} data-testid={`plan-line-${line.kind}`}>
          {line.kind === "school" ? `El acceso de tu colegio (${line.planName})` : `Tu ${line.planName}`} está activo hasta el{" "}
          {formatLimaDate(line.endsAt)}
          {line.kind === "plan" && line.sessionsIncluded > 0 ? `, con ${line.sessionsIncluded} sesiones en vivo` : ""}.
        </p>
      ))}
      <p>Todas las horas son de Lima.</p>
    </div>
  ) : null;
}

/** The member's board and reviews, or what a plan unlocks: the slow part, streamed under the title. */
async function SessionsBody({ userId }: { userId: string }) {
  const bookings = await bookingsOf(userId);
  const member = bookings.allowance.member;
  return member ? (
    <>
      <SessionsBoard
        initialBookings={bookings}
        initialSlots={bookings.allowance.sessionsIncluded > 0 ? await listFreeSlots({ days: 14 }) : null}
      />
      {bookings.allowance.sessionsIncluded === 0 ? (
        <div className="flex flex-col gap-2 rounded-card border border-border bg-surface p-4">
          <p className="text-neutral-800">
            ¿Quieres hablar en vivo con una orientadora? Los planes especializados incluyen 2 o 4 sesiones al mes.
          </p>
          <OpenModalButton modal="blockedModal" variant="outline" className="self-start">
            Ver planes con sesiones
          </OpenModalButton>
        </div>
      ) : null}
      <section aria-labelledby="revision" className="flex flex-col gap-3">
        <h2 id="revision" className="text-xl font-bold text-fg">
          Revisión escrita de tu resultado
        </h2>
        <p className="text-neutral-700">Una orientadora lee tu resultado y te responde por escrito, en unos días, a tu correo.</p>
        <ReviewRequest initial={await listOwnReviews(userId)} />
      </section>
    </>
  ) : (
    <section aria-labelledby="desbloquea" className="flex flex-col gap-4">
      <h2 id="desbloquea" className="text-xl font-bold text-fg">
        Esto es lo que desbloquea un plan
      </h2>
      <ul className="grid gap-3">
        {premium.map((p) => (
          <li key={p.title} className="rounded-card border border-border bg-surface p-4">
            <p className="font-semibold text-fg">{p.title}</p>
            <p className="text-neutral-700">{p.text}</p>
          </li>
        ))}
      </ul>
      <p className="rounded-card bg-primary-50 p-4 text-primary-900">
        Tu test vocacional, tu resultado con sus razones, el catálogo de carreras y el PDF siguen siendo gratis, siempre.
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

/** /cuenta/sesiones: a member's live sessions and written reviews; a free user sees what membership unlocks. */
export default async function SessionsPage() {
  const user = await getCurrentUser();
  if (!user) redirect(`${href("entrar")}?redirect=${encodeURIComponent(PATH)}`);
  return (
    <div className="mx-auto flex max-w-3xl flex-col gap-8 px-4 py-8">
      <header className="flex flex-col gap-2">
        <p className="text-sm font-semibold tracking-wide text-primary-700 uppercase">Mi cuenta</p>
        <h1 className="text-2xl font-extrabold text-fg sm:text-3xl">Sesiones en vivo con tu orientadora</h1>
        <Suspense fallback={null}>
          <PlanLine userId={user.id} />
        </Suspense>
      </header>
      <Suspense fallback={<ListSkeleton items={4} label="Cargando tus sesiones…" />}>
        <SessionsBody userId={user.id} />
      </Suspense>
    </div>
  );
}
