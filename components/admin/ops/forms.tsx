"use client";

import type { SelectOption } from "@/components/ui/select";
import { adminAdvisors, adminConferences, adminFairs, adminSchoolCodes, adminStands } from "@/lib/api/admin-ops";
import {
  advisorInputSchema,
  advisorLoginSchema,
  slotInputSchema,
  weekdayLabels,
  type AdvisorInput,
  type SlotInput,
} from "@/lib/contracts/admin-advisors";
import {
  conferenceInputSchema,
  fairInputSchema,
  standInputSchema,
  standPatchSchema,
  type ConferenceInput,
  type FairInput,
  type StandInput,
} from "@/lib/contracts/admin-fair";
import { schoolCodeInputSchema } from "@/lib/contracts/admin-schools";
import { advisorInviteSchema } from "@/lib/contracts/advisor-invitation";
import { AdminForm, type FieldSpec } from "./form-kit";

/* The back office's edit forms: each one a contract schema from lib/contracts and its fields. */

const fairFields: FieldSpec[] = [
  { name: "name", label: "Nombre" },
  { name: "slug", label: "Identificador (URL)", hint: "Minúsculas, números y guiones." },
  { name: "startsAt", label: "Inicio (hora de Lima)", type: "datetime-local" },
  { name: "endsAt", label: "Fin (hora de Lima)", type: "datetime-local" },
  { name: "description", label: "Descripción", type: "textarea" },
];

export function FairForm({ id, initial }: { id?: number; initial?: FairInput }) {
  return (
    <AdminForm
      ariaLabel={id ? "Editar la feria" : "Nueva feria"}
      schema={fairInputSchema}
      fields={fairFields}
      defaultValues={initial ?? { name: "", slug: "", startsAt: "", endsAt: "", description: "" }}
      submitLabel={id ? "Guardar cambios" : "Crear feria"}
      successText={id ? "Cambios guardados." : "Feria creada."}
      onSubmit={(v) => (id ? adminFairs.update(id, v) : adminFairs.create(v))}
      redirectTo={id ? undefined : (r) => `/admin/feria/${(r as { id: number }).id}`}
    />
  );
}

export function StandForm({
  id,
  initial,
  fairs,
  institutions,
}: {
  id?: number;
  initial?: StandInput;
  fairs: SelectOption[];
  institutions?: SelectOption[];
}) {
  const common: FieldSpec[] = [
    { name: "headline", label: "Titular", wide: true },
    { name: "position", label: "Orden", type: "number", hint: "Los stands se muestran de menor a mayor." },
    { name: "description", label: "Descripción", type: "textarea" },
    { name: "highlights", label: "Puntos destacados", type: "lines", hint: "Uno por línea (becas, fechas de admisión…)." },
  ];
  if (id) {
    return (
      <AdminForm
        ariaLabel="Editar el stand"
        schema={standPatchSchema}
        fields={common}
        defaultValues={initial ?? {}}
        submitLabel="Guardar cambios"
        successText="Cambios guardados."
        onSubmit={(v) => adminStands.update(id, v)}
      />
    );
  }
  return (
    <AdminForm
      ariaLabel="Nuevo stand"
      schema={standInputSchema}
      fields={[
        { name: "fairId", label: "Feria", type: "select", options: fairs },
        { name: "institutionId", label: "Institución", type: "select", options: institutions ?? [] },
        ...common,
      ]}
      defaultValues={
        initial ?? { fairId: fairs[0]?.value ?? "", institutionId: "", headline: "", description: "", highlights: [], position: 0 }
      }
      submitLabel="Crear stand"
      successText="Stand creado."
      onSubmit={(v) => adminStands.create(v)}
      redirectTo={(r) => `/admin/feria/stands/${(r as { id: number }).id}`}
    />
  );
}

export function ConferenceForm({
  id,
  initial,
  fairs,
  stands,
}: {
  id?: number;
  initial: ConferenceInput;
  fairs: SelectOption[];
  stands: SelectOption[];
}) {
  const fields: FieldSpec[] = [
    ...(id ? [] : [{ name: "fairId", label: "Feria", type: "select", options: fairs } as FieldSpec]),
    { name: "title", label: "Título", wide: true },
    { name: "author", label: "Expositor", hint: "Nombre y cargo." },
    { name: "slug", label: "Identificador (URL)" },
    { name: "standId", label: "Stand", type: "select", options: [{ value: "", label: "Sin stand" }, ...stands] },
    { name: "capacity", label: "Cupos", type: "number", hint: "Vacío: sin límite." },
    { name: "startsAt", label: "Inicio (hora de Lima)", type: "datetime-local" },
    { name: "endsAt", label: "Fin (hora de Lima)", type: "datetime-local" },
    { name: "videoUrl", label: "Video (YouTube)", type: "url", placeholder: "https://www.youtube.com/…" },
    { name: "image", label: "Imagen", placeholder: "/images/…", hint: "Ruta de este sitio; vacío muestra las iniciales." },
    { name: "description", label: "Descripción", type: "textarea" },
  ];
  const schema = conferenceInputSchema;
  return (
    <AdminForm
      ariaLabel={id ? "Editar la conferencia" : "Nueva conferencia"}
      schema={schema}
      fields={fields}
      defaultValues={initial}
      submitLabel={id ? "Guardar cambios" : "Crear conferencia"}
      successText={id ? "Cambios guardados." : "Conferencia creada."}
      onSubmit={(v) => {
        if (!id) return adminConferences.create(v);
        const { fairId: _fair, ...patch } = v;
        return adminConferences.update(id, patch);
      }}
      redirectTo={id ? undefined : (r) => `/admin/feria/conferencias/${(r as { id: number }).id}`}
    />
  );
}

export function AdvisorForm({ id, initial }: { id?: number; initial?: AdvisorInput }) {
  return (
    <AdminForm
      ariaLabel={id ? "Editar el asesor" : "Nuevo asesor"}
      schema={advisorInputSchema}
      fields={[
        { name: "name", label: "Nombre" },
        { name: "title", label: "Cargo", placeholder: "Orientadora vocacional" },
        { name: "email", label: "Correo (recibe los avisos de reserva)", type: "email" },
        { name: "active", label: "Activo (aparece en la página de reservas)", type: "checkbox" },
        { name: "bio", label: "Presentación", type: "textarea" },
      ]}
      defaultValues={initial ?? { name: "", title: "", email: "", bio: "", active: true }}
      submitLabel={id ? "Guardar cambios" : "Crear asesor"}
      successText={id ? "Cambios guardados." : "Asesor creado."}
      onSubmit={(v) => (id ? adminAdvisors.update(id, v) : adminAdvisors.create(v))}
      redirectTo={id ? undefined : (r) => `/admin/asesores/${(r as { id: number }).id}`}
    />
  );
}

export function AdvisorLoginForm({ id, email }: { id: number; email: string }) {
  return (
    <AdminForm
      ariaLabel="Acceso del asesor"
      schema={advisorLoginSchema}
      fields={[
        {
          name: "email",
          label: "Correo de su cuenta en Rumbo",
          type: "email",
          hint: "Una cuenta de estudiante que ya existe; pasa a ser de especialista. Vacío quita el acceso.",
        },
      ]}
      defaultValues={{ email }}
      submitLabel="Guardar acceso"
      successText="Acceso actualizado: verá su bandeja del chat en /asesor/chat y sus sesiones en /asesor/sesiones."
      onSubmit={(v) => adminAdvisors.setLogin(id, v)}
    />
  );
}

/** Sends the advisor a one-time link (7 days) that opens her specialist account, or links the one she has. */
export function AdvisorInviteForm({ id, email }: { id: number; email: string }) {
  return (
    <AdminForm
      ariaLabel="Invitar a la especialista"
      schema={advisorInviteSchema}
      fields={[
        {
          name: "email",
          label: "Correo al que va la invitación",
          type: "email",
          hint: "Le llega un enlace de un solo uso que vale 7 días: crea su cuenta de especialista (o vincula la que ya tiene con ese correo).",
        },
      ]}
      defaultValues={{ email }}
      submitLabel="Enviar invitación"
      successText="Invitación enviada. Cuando la acepte, su cuenta quedará vinculada: verá el chat y sus sesiones."
      resetOnSuccess={false}
      onSubmit={(v) => adminAdvisors.invite(id, v)}
    />
  );
}

const weekdayOptions: SelectOption[] = weekdayLabels.slice(1).map((label, i) => ({ value: String(i + 1), label }));

export function SlotForm({ advisorId }: { advisorId: number }) {
  const initial: SlotInput = { weekday: "1", startTime: "", durationMinutes: 60, active: true };
  return (
    <AdminForm
      ariaLabel="Nuevo horario semanal"
      schema={slotInputSchema}
      fields={[
        { name: "weekday", label: "Día", type: "select", options: weekdayOptions },
        { name: "startTime", label: "Hora (Lima)", type: "time" },
        { name: "durationMinutes", label: "Duración (minutos)", type: "number" },
      ]}
      defaultValues={initial}
      submitLabel="Añadir horario"
      successText="Horario añadido."
      resetOnSuccess
      onSubmit={(v) => adminAdvisors.addSlot(advisorId, v)}
    />
  );
}

export function SchoolCodeForm({ schoolId }: { schoolId: number }) {
  return (
    <AdminForm
      ariaLabel="Nuevo código del colegio"
      schema={schoolCodeInputSchema}
      fields={[
        { name: "capacity", label: "Estudiantes que pueden usarlo", type: "number" },
        { name: "expiresAt", label: "Vence (incluido)", type: "date", hint: "Vacío: no vence." },
        { name: "code", label: "Código", placeholder: "Vacío: se genera uno", hint: "4 a 32 letras, números o guiones." },
        { name: "grade", label: "Grado (opcional)" },
        { name: "section", label: "Sección (opcional)" },
      ]}
      defaultValues={{ capacity: "" as unknown as number, expiresAt: "", code: "", grade: "", section: "" }}
      submitLabel="Crear código"
      successText="Código creado: aparece en la lista."
      resetOnSuccess
      onSubmit={(v) => adminSchoolCodes.create(schoolId, v)}
    />
  );
}
