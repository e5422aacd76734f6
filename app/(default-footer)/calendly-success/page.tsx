import type { Metadata } from "next";
import Link from "@/components/ui/link";
import { WhatsappLink } from "@/components/marketing/cta";
import { buttonClasses } from "@/components/ui/button";
import { bookingIcsUrl } from "@/lib/api/live";
import { href } from "@/lib/config/route-paths";
import type { Booking } from "@/lib/contracts/live";
import { getCurrentUser } from "@/lib/server/auth/session";
import { AppError } from "@/lib/server/http/errors";
import { getOwnBooking } from "@/lib/server/live/bookings";
import { pageMetadata } from "@/lib/server/seo/page-metadata";

export const metadata: Metadata = { ...pageMetadata("calendlySuccess"), robots: { index: false } };

const prepare = [
  "Revisa tu correo: te enviamos la confirmación con el archivo para tu calendario; el enlace de la videollamada llegará antes de la sesión.",
  "Completa tu test vocacional si aún no lo hiciste: la orientadora revisará tu resultado antes de la sesión.",
  "Anota tus dudas: carreras que te interesan, universidades o institutos, costos, lo que opina tu familia.",
  "Conéctate cinco minutos antes desde un lugar tranquilo, con audífonos si puedes.",
];

async function findBooking(raw: string | string[] | undefined): Promise<Booking | null> {
  const id = Number(Array.isArray(raw) ? raw[0] : raw);
  if (!Number.isInteger(id) || id <= 0) return null;
  const user = await getCurrentUser();
  if (!user) return null;
  try {
    return await getOwnBooking(user.id, id);
  } catch (error) {
    if (error instanceof AppError && error.code === "not_found") return null;
    throw error;
  }
}

/** The confirmation page of a live session: with `?booking={id}`, that booking (the owner's only); otherwise a generic confirmation. */
export default async function CalendlySuccessPage({
  searchParams,
}: {
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}) {
  const booking = await findBooking((await searchParams).booking);
  const cancelled = booking?.status === "cancelled";
  return (
    <div className="mx-auto max-w-2xl px-4 py-12">
      <p className="inline-flex rounded-pill bg-success-100 px-3 py-1 text-sm font-semibold text-success-800">
        {cancelled ? "Sesión cancelada" : "Sesión agendada"}
      </p>
      <h1 className="mt-3 text-3xl font-extrabold text-fg">
        {cancelled ? "Esta sesión fue cancelada" : "¡Listo! Tu sesión está agendada"}
      </h1>
      {booking ? (
        <dl
          className="mt-6 grid gap-3 rounded-card border border-border bg-surface p-4 sm:grid-cols-[auto_1fr] sm:gap-x-6"
          data-testid="booking-summary"
        >
          <dt className="font-semibold text-fg-muted">Con</dt>
          <dd className="text-fg">
            {booking.advisor.name}, {booking.advisor.title}
          </dd>
          <dt className="font-semibold text-fg-muted">Día</dt>
          <dd className="text-fg">{booking.dateLabel}</dd>
          <dt className="font-semibold text-fg-muted">Hora</dt>
          <dd className="text-fg">{booking.timeLabel} (hora de Lima)</dd>
          <dt className="font-semibold text-fg-muted">Dónde</dt>
          <dd className="text-fg">Por videollamada; el enlace llega a tu correo</dd>
        </dl>
      ) : (
        <p className="mt-3 text-lg text-neutral-700">Gracias por confiar en Rumbo. Esto es lo que sigue:</p>
      )}
      {booking && !cancelled ? (
        <a href={bookingIcsUrl(booking.id)} download className={buttonClasses({ variant: "outline", className: "mt-4" })}>
          Agregar a mi calendario (.ics)
        </a>
      ) : null}
      {!cancelled ? (
        <>
          <h2 className="mt-8 text-xl font-bold text-fg">Qué preparar</h2>
          <ol className="mt-4 space-y-3">
            {prepare.map((step, i) => (
              <li key={step} className="flex gap-3 rounded-card border border-border bg-surface p-4">
                <span
                  aria-hidden="true"
                  className="flex size-8 shrink-0 items-center justify-center rounded-full bg-primary-700 font-bold text-white"
                >
                  {i + 1}
                </span>
                <span className="text-neutral-800">{step}</span>
              </li>
            ))}
          </ol>
        </>
      ) : null}
      <div className="mt-8 flex flex-wrap gap-3">
        <Link href={href("cuentaSesiones")} className={buttonClasses({ size: "lg" })}>
          Ver mis sesiones
        </Link>
        <Link href={href("orientacionVocacional")} className={buttonClasses({ variant: "ghost", size: "lg" })}>
          Ir a mi test vocacional
        </Link>
        <WhatsappLink text="Hola, agendé una sesión con Rumbo y tengo una consulta">Escríbenos por WhatsApp</WhatsappLink>
      </div>
    </div>
  );
}
