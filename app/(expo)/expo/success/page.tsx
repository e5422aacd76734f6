import type { Metadata } from "next";
import Link from "@/components/ui/link";
import { buttonClasses } from "@/components/ui/button";
import { conferenceIcsUrl } from "@/lib/api/fair";
import { href, route } from "@/lib/config/route-registry";
import { getCurrentUser } from "@/lib/server/auth/session";
import { getConference } from "@/lib/server/fair/conferences";
import { readFairQuery } from "@/lib/server/fair/page-query";

export const metadata: Metadata = { title: route("expoSuccess").title, robots: { index: false } };

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };

/** /expo/success: the enrolment is done; the talk, the calendar file and what comes next. */
export default async function ExpoSuccessPage({ searchParams }: Props) {
  const { conferenceId } = readFairQuery(await searchParams);
  const user = await getCurrentUser();
  const conference = conferenceId !== null ? await getConference(conferenceId, { userId: user?.id ?? null }) : null;
  const signed = Boolean(conference?.signed);
  return (
    <section className="mx-auto flex max-w-2xl flex-col gap-5 px-4 py-10 sm:py-14">
      <svg viewBox="0 0 20 20" fill="currentColor" aria-hidden="true" className="size-14 text-success-600">
        <path
          fillRule="evenodd"
          d="M10 18a8 8 0 1 0 0-16 8 8 0 0 0 0 16Zm3.86-9.86a.75.75 0 0 0-1.22-.88l-3.24 4.5-1.7-1.7a.75.75 0 1 0-1.06 1.06l2.32 2.32a.75.75 0 0 0 1.14-.09l3.76-5.21Z"
          clipRule="evenodd"
        />
      </svg>
      <h1 className="text-3xl font-extrabold text-fg text-balance">
        {signed ? "¡Listo, te inscribiste!" : "¡Listo, ya eres parte de la Expo!"}
      </h1>
      {conference && signed ? (
        <div className="rounded-card border border-border bg-surface p-5 shadow-card">
          <p className="text-sm font-semibold text-fg-muted">
            {conference.startDate} · {conference.startTime} – {conference.endTime}
          </p>
          <h2 className="mt-1 text-xl font-bold text-fg">{conference.title}</h2>
          <p className="text-fg">{conference.author}</p>
          <p className="mt-3 text-fg-muted">Te enviamos la confirmación a tu correo y te recordaremos una hora antes.</p>
          <a href={conferenceIcsUrl(conference.id)} download className={buttonClasses({ variant: "outline", className: "mt-4" })}>
            Agregar a mi calendario
          </a>
        </div>
      ) : (
        <p className="text-lg text-fg-muted">Elige las charlas que te interesan e inscríbete: te avisaremos antes de que empiecen.</p>
      )}
      <div className="flex flex-wrap gap-3">
        <Link href={`${href("dondeEstudiar")}#expo`} className={buttonClasses({ variant: "accent" })}>
          Ver más charlas
        </Link>
        <Link href={href("live")} className={buttonClasses({ variant: "outline" })}>
          Ir a la sala en vivo
        </Link>
      </div>
    </section>
  );
}
