"use client";

import { AdminForm, type FieldSpec } from "@/components/admin/ops/form-kit";
import type { SelectOption } from "@/components/ui/select";
import { adminWebinars } from "@/lib/api/admin-ops";
import { href } from "@/lib/config/route-paths";
import {
  webinarCancelSchema,
  webinarInputSchema,
  webinarProgramLabels,
  webinarPrograms,
  type WebinarInput,
} from "@/lib/contracts/webinars";

const programOptions = webinarPrograms.map((p) => ({ value: p, label: webinarProgramLabels[p] }));

/** Create or edit a webinar (Lima wall-clock times); the same contract as `POST/PATCH /api/admin/webinars`. */
export function WebinarForm({
  id,
  initial,
  advisors,
  institutions,
}: {
  id?: number;
  initial: WebinarInput;
  advisors: SelectOption[];
  institutions: SelectOption[];
}) {
  const fields: FieldSpec[] = [
    { name: "title", label: "Título", wide: true },
    { name: "slug", label: "Identificador (URL)", hint: "Aparece en /webinars/…" },
    { name: "program", label: "Programa", type: "select", options: programOptions },
    { name: "speakerName", label: "Expositor", hint: "Nombre como se muestra." },
    { name: "speakerTitle", label: "Cargo o institución del expositor" },
    { name: "advisorId", label: "Especialista de Rumbo", type: "select", options: [{ value: "", label: "Ninguna" }, ...advisors] },
    { name: "institutionId", label: "Institución", type: "select", options: [{ value: "", label: "Ninguna" }, ...institutions] },
    { name: "startsAt", label: "Inicio (hora de Lima)", type: "datetime-local" },
    { name: "endsAt", label: "Fin (hora de Lima)", type: "datetime-local" },
    { name: "capacity", label: "Cupos", type: "number", hint: "Vacío: sin límite." },
    { name: "membersOnly", label: "Solo para miembros", type: "checkbox" },
    { name: "joinUrl", label: "Enlace de la sala", type: "url", hint: "Lo ven solo los inscritos, desde 15 minutos antes." },
    { name: "recordingUrl", label: "Grabación (YouTube)", type: "url", hint: "Se muestra cuando termina el webinar." },
    { name: "description", label: "Descripción", type: "textarea" },
  ];
  return (
    <AdminForm
      ariaLabel={id ? "Editar el webinar" : "Nuevo webinar"}
      schema={webinarInputSchema}
      fields={fields}
      defaultValues={initial}
      submitLabel={id ? "Guardar cambios" : "Crear webinar"}
      successText={id ? "Cambios guardados." : "Webinar creado."}
      onSubmit={(v) => (id ? adminWebinars.update(id, v) : adminWebinars.create(v))}
      redirectTo={id ? undefined : (r) => href("adminWebinar", { id: (r as { id: number }).id })}
    />
  );
}

/** Cancel with a reason that every enrolled person receives by e-mail. */
export function CancelWebinarForm({ id, enrolled }: { id: number; enrolled: number }) {
  return (
    <AdminForm
      ariaLabel="Cancelar el webinar"
      schema={webinarCancelSchema}
      fields={[{ name: "reason", label: "Motivo (lo reciben los inscritos)", type: "textarea", wide: true }]}
      defaultValues={{ reason: "" }}
      submitLabel={enrolled ? `Cancelar y avisar a ${enrolled} inscrito(s)` : "Cancelar el webinar"}
      successText="Webinar cancelado."
      onSubmit={(v) => adminWebinars.cancel(id, v)}
    />
  );
}
