"use client";

import { useState } from "react";
import { Alert } from "@/components/ui/alert";
import { Button, buttonClasses } from "@/components/ui/button";
import { Dialog } from "@/components/ui/dialog";
import { Input } from "@/components/ui/input";
import { Select } from "@/components/ui/select";
import { contactChannel, contactLinkProps, contactNewTabNote, whatsappLink } from "@/lib/config/site";
import { useModalsStore } from "@/stores/modals";
import { missingFieldMessage, reservationHours } from "./reservation-model";

/** yyyy-mm-dd of a local date. */
const isoDay = (date: Date) =>
  `${date.getFullYear()}-${String(date.getMonth() + 1).padStart(2, "0")}-${String(date.getDate()).padStart(2, "0")}`;

export function formatLongDate(iso: string): string {
  const [y, m, d] = iso.split("-").map(Number);
  return new Date(y, m - 1, d).toLocaleDateString("es-PE", { weekday: "long", day: "numeric", month: "long" });
}

/** The date modal: pick the day and hour of a live session with a specialist. */
export function DateModal() {
  const open = useModalsStore((s) => s.dateModal);
  const close = useModalsStore((s) => s.close);
  return (
    <Dialog
      open={open}
      onOpenChange={(next) => !next && close("dateModal")}
      title="Elige la fecha de tu sesión"
      description="Sesiones en vivo de 60 minutos por videollamada, todos los días de 9:00 AM a 10:00 PM."
    >
      <DateForm />
    </Dialog>
  );
}

function DateForm() {
  const [day, setDay] = useState("");
  const [hour, setHour] = useState("");
  const [confirmed, setConfirmed] = useState(false);
  const [attempt, setAttempt] = useState(0);
  const today = new Date();
  const min = isoDay(new Date(today.getFullYear(), today.getMonth(), today.getDate() + 1));
  const max = isoDay(new Date(today.getFullYear(), today.getMonth(), today.getDate() + 60));
  const dayInvalid = attempt > 0 && (!day || day < min || day > max);
  const hourInvalid = attempt > 0 && !hour;

  if (confirmed) {
    return (
      <div className="flex flex-col gap-4">
        <p className="text-fg">
          Elegiste el <strong>{formatLongDate(day)}</strong> a las <strong>{hour}</strong>. Confírmalo por {contactChannel} y te enviamos el
          enlace de la videollamada.
        </p>
        <a
          href={whatsappLink(`Hola, quiero agendar mi sesión con un especialista de Rumbo el ${formatLongDate(day)} a las ${hour}.`)}
          {...contactLinkProps}
          className={buttonClasses({ variant: "accent", fullWidth: true })}
        >
          Confirmar por {contactChannel}
          {contactNewTabNote ? <span className="sr-only">{contactNewTabNote}</span> : null}
        </a>
        <Button variant="ghost" onClick={() => setConfirmed(false)}>
          Cambiar la fecha
        </Button>
      </div>
    );
  }

  return (
    <form
      noValidate
      className="flex flex-col gap-4"
      onSubmit={(event) => {
        event.preventDefault();
        setAttempt((n) => n + 1);
        if (day && day >= min && day <= max && hour) setConfirmed(true);
      }}
    >
      {dayInvalid || hourInvalid ? (
        <Alert key={attempt} variant="error">
          {missingFieldMessage}
        </Alert>
      ) : null}
      <Input
        type="date"
        label="Día"
        min={min}
        max={max}
        value={day}
        onChange={(e) => setDay(e.target.value)}
        error={dayInvalid ? "Elige un día desde mañana y dentro de los próximos 60 días." : undefined}
        required
      />
      <Select
        label="Hora"
        placeholder="Elige una hora"
        value={hour}
        onChange={(e) => setHour(e.target.value)}
        options={reservationHours.map((h) => ({ value: h, label: h }))}
        error={hourInvalid ? "Elige una hora." : undefined}
        required
      />
      <Button type="submit" fullWidth>
        Continuar
      </Button>
    </form>
  );
}
