"use client";

import { zodResolver } from "@/lib/client/zod-resolver";
import { useRouter } from "next/navigation";
import { useForm } from "react-hook-form";
import { Button } from "@/components/ui/button";
import { Checkbox } from "@/components/ui/checkbox";
import { Input } from "@/components/ui/input";
import { updateInstitution } from "@/lib/api/admin";
import {
  adminInstitutionPatchSchema,
  type AdminInstitution,
  type AdminInstitutionPatch,
  type AdminInstitutionPatchInput,
} from "@/lib/contracts/admin-catalogue";
import { StatusMessage, TextArea, useAdminSubmit } from "./form-parts";

/** The institution's sentence, logo, web, contact and visibility (the same contract as the API). */
export function InstitutionForm({ institution }: { institution: AdminInstitution }) {
  const router = useRouter();
  const form = useForm<AdminInstitutionPatchInput, unknown, AdminInstitutionPatch>({
    resolver: zodResolver(adminInstitutionPatchSchema),
    defaultValues: {
      sentence: institution.sentence ?? "",
      logo: institution.logo ?? "",
      website: institution.website ?? "",
      contactEmail: institution.contactEmail ?? "",
      contactPhone: institution.contactPhone ?? "",
      visible: institution.visible,
    },
  });
  const { onSubmit, status, setStatus } = useAdminSubmit(
    form,
    (values) => updateInstitution(institution.id, values),
    "Cambios guardados. El perfil público ya los muestra.",
    () => router.refresh(),
  );
  const { errors, isSubmitting } = form.formState;

  return (
    <form onSubmit={onSubmit} noValidate className="flex flex-col gap-4" aria-label="Datos de la institución">
      <StatusMessage status={status} onHide={() => setStatus(null)} />
      <TextArea
        label="Frase del perfil"
        hint="Hasta 300 caracteres. Vacía: el perfil muestra la descripción generada."
        maxLength={300}
        rows={3}
        {...form.register("sentence")}
        error={errors.sentence?.message}
      />
      <div className="grid gap-4 md:grid-cols-2">
        <Input
          label="Logo"
          hint="https://… o una ruta de este sitio (/logos/…)."
          inputMode="url"
          {...form.register("logo")}
          error={errors.logo?.message}
        />
        <Input
          label="Web"
          type="url"
          inputMode="url"
          placeholder="https://www.universidad.edu.pe"
          {...form.register("website")}
          error={errors.website?.message}
        />
        <Input
          label="Correo de admisión"
          type="email"
          inputMode="email"
          {...form.register("contactEmail")}
          error={errors.contactEmail?.message}
        />
        <Input
          label="Teléfono de admisión"
          type="tel"
          inputMode="tel"
          {...form.register("contactPhone")}
          error={errors.contactPhone?.message}
        />
      </div>
      <Checkbox
        label="Visible en el catálogo"
        hint="Si la desmarcas, la institución desaparece del catálogo, la búsqueda, su perfil y el sitemap."
        {...form.register("visible")}
        error={errors.visible?.message}
      />
      {errors.root?.message ? <p className="text-sm text-danger-700">{errors.root.message}</p> : null}
      <div>
        <Button type="submit" disabled={isSubmitting}>
          {isSubmitting ? "Guardando…" : "Guardar cambios"}
        </Button>
      </div>
    </form>
  );
}
