"use client";

import { useRouter } from "next/navigation";
import { useId, useMemo, useState } from "react";
import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { bookSession, bookingIcsUrl, cancelSession, fetchBookings, fetchFreeSlots } from "@/lib/api/live";
import { toApiError } from "@/lib/api/errors";
import type { Booking, BookingList, FreeSlot, Slots } from "@/lib/contracts/live";
import { href } from "@/lib/config/route-paths";

type Props = { initialBookings: BookingList; initialSlots: Slots | null };

/** A member's live sessions: what is booked, what the plan has left, and picking a free time. */
export function SessionsBoard({ initialBookings, initialSlots }: Props) {
  const router = useRouter();
  const [bookings, setBookings] = useState(initialBookings);
  const [slots, setSlots] = useState(initialSlots);
  const [message, setMessage] = useState<{ variant: "error" | "success"; text: string } | null>(null);
  const { allowance } = bookings;

  async function refresh() {
    const [b, s] = await Promise.all([fetchBookings(), fetchFreeSlots({ days: 14 })]);
    setBookings(b);
    setSlots(s);
  }

  return (
    <div className="flex flex-col gap-8">
      {message ? (
        <Alert variant={message.variant} dismissible onHide={() => setMessage(null)}>
          {message.text}
        </Alert>
      ) : null}

      <section aria-labelledby="proximas" className="flex flex-col gap-3">
        <h2 id="proximas" className="text-xl font-bold text-fg">
          Tus próximas sesiones
        </h2>
        <p className="text-fg-muted" data-testid="allowance">
          {allowance.sessionsIncluded > 0
            ? `Te ${allowance.sessionsLeft === 1 ? "queda" : "quedan"} ${allowance.sessionsLeft} de ${allowance.sessionsIncluded} sesiones en este periodo de tu plan.`
            : `Tu ${allowance.planName ?? "plan"} no incluye sesiones en vivo.`}
        </p>
        {bookings.upcoming.length === 0 && allowance.sessionsIncluded === 0 ? null : bookings.upcoming.length === 0 ? (
          <p className="rounded-card border border-dashed border-border-strong p-4 text-fg-muted">Aún no tienes sesiones reservadas.</p>
        ) : (
          <ul className="flex flex-col gap-3">
            {bookings.upcoming.map((b) => (
              <BookingItem
                key={b.id}
                booking={b}
                onCancelled={async () => {
                  setMessage({ variant: "success", text: `Cancelaste tu sesión del ${b.dateLabel}. La sesión vuelve a tu plan.` });
                  await refresh().catch(() => {});
                }}
                onError={(text) => setMessage({ variant: "error", text })}
              />
            ))}
          </ul>
        )}
      </section>

      {allowance.sessionsIncluded > 0 ? (
        <section aria-labelledby="reservar" className="flex flex-col gap-3">
          <h2 id="reservar" className="text-xl font-bold text-fg">
            Reserva una sesión
          </h2>
          {allowance.sessionsLeft === 0 ? (
            <p className="rounded-card border border-dashed border-border-strong p-4 text-fg-muted">
              Ya usaste las sesiones de este periodo. Cuando empiece tu siguiente periodo podrás reservar más.
            </p>
          ) : slots ? (
            <SlotPicker
              slots={slots}
              onBooked={(b) => router.push(`${href("calendlySuccess")}?booking=${b.id}`)}
              onTaken={async (text) => {
                setMessage({ variant: "error", text });
                await refresh().catch(() => {});
              }}
            />
          ) : null}
        </section>
      ) : null}

      {bookings.past.length > 0 ? (
        <section aria-labelledby="pasadas" className="flex flex-col gap-3">
          <h2 id="pasadas" className="text-xl font-bold text-fg">
            Sesiones pasadas y canceladas
          </h2>
          <ul className="flex flex-col gap-2">
            {bookings.past.map((b) => (
              <li key={b.id} className="rounded-card border border-border bg-surface p-3 text-neutral-800">
                {b.dateLabel}, {b.timeLabel} · {b.advisor.name}{" "}
                <span className="text-sm text-fg-muted">({b.status === "cancelled" ? "cancelada" : "realizada"})</span>
              </li>
            ))}
          </ul>
        </section>
      ) : null}
    </div>
  );
}

function BookingItem({ booking, onCancelled, onError }: { booking: Booking; onCancelled: () => void; onError: (text: string) => void }) {
  const [confirming, setConfirming] = useState(false);
  const [busy, setBusy] = useState(false);
  return (
    <li className="flex flex-col gap-2 rounded-card border border-border bg-surface p-4">
      <p className="font-semibold text-fg">
        {booking.dateLabel}, {booking.timeLabel}
      </p>
      <p className="text-neutral-700">
        Con {booking.advisor.name}, {booking.advisor.title} · hora de Lima
      </p>
      <div className="flex flex-wrap items-center gap-3">
        <a href={bookingIcsUrl(booking.id)} className="font-semibold text-primary-700 underline underline-offset-2">
          Agregar a mi calendario (.ics)
        </a>
        {booking.cancellable ? (
          confirming ? (
            <span className="flex flex-wrap items-center gap-2">
              <span className="text-sm text-neutral-800">¿Cancelar esta sesión?</span>
              <Button
                size="sm"
                variant="danger"
                disabled={busy}
                onClick={async () => {
                  setBusy(true);
                  try {
                    await cancelSession(booking.id);
                    onCancelled();
                  } catch (error) {
                    onError(toApiError(error).message);
                  } finally {
                    setBusy(false);
                    setConfirming(false);
                  }
                }}
              >
                Sí, cancelar
              </Button>
              <Button size="sm" variant="ghost" onClick={() => setConfirming(false)}>
                No
              </Button>
            </span>
          ) : (
            <Button size="sm" variant="outline" onClick={() => setConfirming(true)}>
              Cancelar sesión
            </Button>
          )
        ) : (
          <span className="text-sm text-fg-muted">Ya no se puede cancelar aquí (faltan menos de 24 horas).</span>
        )}
      </div>
    </li>
  );
}

function SlotPicker({ slots, onBooked, onTaken }: { slots: Slots; onBooked: (b: Booking) => void; onTaken: (text: string) => void }) {
  const dayGroupId = useId();
  const timeGroupId = useId();
  const days = useMemo(() => {
    const map = new Map<string, FreeSlot[]>();
    for (const s of slots.slots) map.set(s.date, [...(map.get(s.date) ?? []), s]);
    return [...map.entries()];
  }, [slots]);
  const [day, setDay] = useState<string | null>(days[0]?.[0] ?? null);
  const [choice, setChoice] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const advisorName = (id: number) => slots.advisors.find((a) => a.id === id)?.name ?? "";
  const times = days.find(([d]) => d === day)?.[1] ?? [];
  const selected = slots.slots.find((s) => `${s.advisorId}@${s.startsAt}` === choice) ?? null;

  if (days.length === 0) {
    return (
      <p className="rounded-card border border-dashed border-border-strong p-4 text-fg-muted">
        No quedan horarios libres en los próximos 14 días. Vuelve pronto: la agenda se abre cada semana.
      </p>
    );
  }

  return (
    <form
      className="flex min-w-0 flex-col gap-4"
      onSubmit={async (e) => {
        e.preventDefault();
        if (!selected) {
          setError("Elige un horario.");
          return;
        }
        setBusy(true);
        setError(null);
        try {
          const booking = await bookSession({ advisorId: selected.advisorId, startsAt: selected.startsAt });
          onBooked(booking);
        } catch (err) {
          const apiError = toApiError(err);
          setBusy(false);
          if (apiError.status === 409) {
            setChoice(null);
            onTaken(apiError.message);
          } else setError(apiError.message);
        }
      }}
    >
      <fieldset className="flex min-w-0 flex-col gap-2">
        <legend id={dayGroupId} className="mb-2 font-semibold text-fg">
          1. Elige el día
        </legend>
        <div className="flex gap-2 overflow-x-auto pb-1">
          {days.map(([d, list]) => (
            <label key={d} className="relative shrink-0 cursor-pointer">
              <input
                type="radio"
                name="day"
                value={d}
                checked={day === d}
                onChange={() => {
                  setDay(d);
                  setChoice(null);
                }}
                className="peer sr-only"
              />
              <span className="flex flex-col rounded-control border border-border bg-surface px-3 py-2 text-center text-sm text-fg peer-checked:border-primary-700 peer-checked:bg-primary-50 peer-focus-visible:outline-2 peer-focus-visible:outline-primary-600">
                <span className="font-semibold">{list[0].dateLabel.split(" ").slice(0, 2).join(" ")}</span>
                <span className="text-xs text-fg-muted">{list[0].dateLabel.split(" ").slice(3).join(" ")}</span>
              </span>
            </label>
          ))}
        </div>
      </fieldset>
      <fieldset className="flex min-w-0 flex-col gap-2" aria-describedby={error ? `${timeGroupId}-error` : undefined}>
        <legend className="mb-2 font-semibold text-fg">2. Elige la hora (hora de Lima)</legend>
        <div className="grid grid-cols-2 gap-2 sm:grid-cols-3">
          {times.map((s) => {
            const key = `${s.advisorId}@${s.startsAt}`;
            return (
              <label key={key} className="relative cursor-pointer">
                <input
                  type="radio"
                  name="slot"
                  value={key}
                  checked={choice === key}
                  onChange={() => setChoice(key)}
                  className="peer sr-only"
                />
                <span className="flex flex-col rounded-control border border-border bg-surface px-3 py-2 text-sm peer-checked:border-primary-700 peer-checked:bg-primary-50 peer-focus-visible:outline-2 peer-focus-visible:outline-primary-600">
                  <span className="font-semibold text-fg">{s.timeLabel}</span>
                  <span className="text-xs text-neutral-700">{advisorName(s.advisorId)}</span>
                </span>
              </label>
            );
          })}
        </div>
        {error ? (
          <p id={`${timeGroupId}-error`} className="text-sm font-semibold text-danger-700" role="alert">
            {error}
          </p>
        ) : null}
      </fieldset>
      {selected ? (
        <p className="text-neutral-800" aria-live="polite">
          Sesión de 60 minutos el {selected.dateLabel.toLowerCase()} a las {selected.timeLabel}, con {advisorName(selected.advisorId)}.
        </p>
      ) : null}
      <Button type="submit" disabled={busy} className="self-start">
        {busy ? "Reservando…" : "Confirmar reserva"}
      </Button>
    </form>
  );
}
