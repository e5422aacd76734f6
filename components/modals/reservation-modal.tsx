"use client";

import { useState } from "react";
import { Alert } from "@/components/ui/alert";
import { Button, buttonClasses } from "@/components/ui/button";
import { Dialog } from "@/components/ui/dialog";
import { Select } from "@/components/ui/select";
import { programs } from "@/lib/content/site/programs";
import { contactChannel, contactLinkProps, contactNewTabNote, reservation, whatsappLink } from "@/lib/config/site";
import { formatSoles } from "@/lib/format/money";
import { reservationPrice, reservationVersusPlansNote } from "@/lib/pricing/reservation";
import { useModalsStore } from "@/stores/modals";
import {
  emptyReservation,
  missingFieldMessage,
  missingReservationFields,
  reservationHours,
  reservationMessage,
  type ReservationChoice,
  type ReservationField,
} from "./reservation-model";

/** 'Reserva tu coach digital'. Closing resets every choice. */
export function ReservationModal() {
  const open = useModalsStore((s) => s.reservation);
  const close = useModalsStore((s) => s.close);
  return (
    <Dialog open={open} onOpenChange={(next) => !next && close("reservation")} title="Reserva tu coach digital" size="lg">
      {/* The form lives inside the dialog content, which unmounts on close: its state starts over. */}
      <ReservationForm />
    </Dialog>
  );
}

function ReservationForm() {
  const [choice, setChoice] = useState<ReservationChoice>(emptyReservation);
  const [step, setStep] = useState<1 | 2>(1);
  const [missing, setMissing] = useState<ReservationField[]>([]);
  const [attempt, setAttempt] = useState(0);

  const update = (field: keyof ReservationChoice, value: string) => {
    setChoice((c) => ({ ...c, [field]: value }));
    setMissing((m) => m.filter((f) => f !== field));
  };

  const next = () => {
    const fields = missingReservationFields(choice);
    setMissing(fields);
    if (fields.length) {
      setAttempt((n) => n + 1);
      return;
    }
    setStep(2);
  };

  if (step === 2) return <ReservationSummary choice={choice} onBack={() => setStep(1)} />;

  const program = programs.find((p) => p.name === choice.program);
  const sessionCount = Number(choice.session) || 0;
  const fieldError = (field: ReservationField) => (missing.includes(field) ? "Elige una opción." : undefined);

  return (
    <form
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        next();
      }}
      className="flex flex-col gap-4"
    >
      <p className="text-sm font-semibold text-primary-700">Paso 1 de 2 · Tu horario</p>
      {missing.length > 0 ? (
        <Alert key={attempt} variant="error">
          {missingFieldMessage}
        </Alert>
      ) : null}
      <Select
        label="Programa"
        placeholder="Elige un programa"
        value={choice.program}
        onChange={(e) => update("program", e.target.value)}
        options={reservation.programs.map((p) => ({ value: p, label: p }))}
        error={fieldError("program")}
        required
      />
      <div className="grid gap-4 sm:grid-cols-2">
        <Select
          label="Hora"
          placeholder="Elige una hora"
          value={choice.hour}
          onChange={(e) => update("hour", e.target.value)}
          options={reservationHours.map((h) => ({ value: h, label: h }))}
          error={fieldError("hour")}
          required
        />
        <Select
          label="Día"
          placeholder="¿Cada cuánto?"
          value={choice.day}
          onChange={(e) => update("day", e.target.value)}
          options={reservation.frequencies.map((f) => ({ value: f, label: f.charAt(0).toUpperCase() + f.slice(1) }))}
          error={fieldError("day")}
          required
        />
      </div>
      <fieldset className="flex flex-col gap-2">
        <legend className="mb-1 text-sm font-semibold text-fg">Sesiones en vivo con un especialista (opcional)</legend>
        {[
          { value: "", label: "Sin sesiones en vivo" },
          ...reservation.sessionOptions.map((o) => ({
            value: String(o.sessions),
            label: `${o.sessions} sesiones de 60 minutos (+ ${formatSoles(o.priceCents)})`,
          })),
        ].map((option) => (
          <label
            key={option.value || "none"}
            className="flex min-h-11 cursor-pointer items-center gap-3 rounded-control border border-border px-3 has-[:checked]:border-primary-700 has-[:checked]:bg-primary-50"
          >
            <input
              type="radio"
              name="session"
              value={option.value}
              checked={choice.session === option.value}
              onChange={() => update("session", option.value)}
              className="size-4 accent-primary-700"
            />
            <span className="text-sm text-fg">{option.label}</span>
          </label>
        ))}
      </fieldset>
      {sessionCount > 0 ? (
        <div className="rounded-control bg-neutral-50 p-3">
          <p className="text-sm font-semibold text-fg">{program ? `Tus sesiones de ${program.name}` : "Así se organizan las sesiones"}</p>
          <ol className="mt-2 space-y-1.5 text-sm text-neutral-700">
            {(program ?? programs[0]).sessions.slice(0, sessionCount).map((s) => (
              <li key={s.number}>
                <span className="font-semibold text-fg">
                  Sesión {s.number}. {s.title}:
                </span>{" "}
                {s.text}
              </li>
            ))}
          </ol>
        </div>
      ) : null}
      <Button type="submit" fullWidth>
        Ver el precio
      </Button>
    </form>
  );
}

function ReservationSummary({ choice, onBack }: { choice: ReservationChoice; onBack: () => void }) {
  const price = reservationPrice(choice.session);
  return (
    <div className="flex flex-col gap-4">
      <p className="text-sm font-semibold text-primary-700">Paso 2 de 2 · Tu precio</p>
      <dl className="grid grid-cols-[1fr_auto] gap-x-4 gap-y-1 rounded-control bg-neutral-50 p-4 text-sm">
        <dt className="text-neutral-700">Programa</dt>
        <dd className="text-right font-medium text-fg">{choice.program}</dd>
        <dt className="text-neutral-700">Horario</dt>
        <dd className="text-right font-medium text-fg">
          {choice.hour}, {choice.day}
        </dd>
        <dt className="text-neutral-700">Plataforma y coach digital</dt>
        <dd className="text-right font-medium text-fg">{formatSoles(price.baseCents)}</dd>
        {price.sessions ? (
          <>
            <dt className="text-neutral-700">{price.sessions} sesiones en vivo</dt>
            <dd className="text-right font-medium text-fg">{formatSoles(price.sessionsCents)}</dd>
          </>
        ) : null}
        <dt className="border-t border-border pt-2 text-base font-bold text-fg">Total</dt>
        <dd className="border-t border-border pt-2 text-right text-base font-bold text-fg" data-testid="reservation-total">
          {formatSoles(price.totalCents)}
        </dd>
      </dl>
      <p className="text-sm text-neutral-700">Te confirmamos el horario y el medio de pago por {contactChannel}.</p>
      {price.sessions ? (
        <p className="rounded-control border border-border p-3 text-xs text-neutral-700" data-testid="reservation-versus-plans">
          <span className="font-semibold text-fg">¿Por qué no es el precio de los planes mensuales? </span>
          {reservationVersusPlansNote()}
        </p>
      ) : null}
      <a
        href={whatsappLink(reservationMessage(choice))}
        {...contactLinkProps}
        className={buttonClasses({ variant: "accent", fullWidth: true })}
      >
        Reservar por {contactChannel}
        {contactNewTabNote ? <span className="sr-only">{contactNewTabNote}</span> : null}
      </a>
      <Button variant="ghost" onClick={onBack}>
        Cambiar mi elección
      </Button>
    </div>
  );
}
