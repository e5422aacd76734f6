"use client";

import { zodResolver } from "@/lib/client/zod-resolver";
import { useRouter } from "next/navigation";
import { useForm } from "react-hook-form";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { updateCareer } from "@/lib/api/admin";
import {
  adminCareerPatchSchema,
  type AdminCareer,
  type AdminCareerPatch,
  type AdminCareerPatchInput,
} from "@/lib/contracts/admin-catalogue";
import { StatusMessage, TextArea, useAdminSubmit } from "./form-parts";

/** A career's description and Spanish occupation title. */
export function CareerForm({ career }: { career: AdminCareer }) {
  const router = useRouter();
  const form = useForm<AdminCareerPatchInput, unknown, AdminCareerPatch>({
    resolver: zodResolver(adminCareerPatchSchema),
    defaultValues: { description: career.description ?? "", onetOccupation: career.onetOccupation ?? "" },
  });
  const { onSubmit, status, setStatus } = useAdminSubmit(
    form,
    (values) => updateCareer(career.id, values),
    "Cambios guardados. La página de la carrera ya los muestra.",
    () => router.refresh(),
  );
  const { errors, isSubmitting } = form.formState;
  return (
    <form onSubmit={onSubmit} noValidate className="flex flex-col gap-4" aria-label="Datos de la carrera">
      <StatusMessage status={status} onHide={() => setStatus(null)} />
      <TextArea
        label="Descripción"
        hint="Hasta 2000 caracteres, texto simple. Vacía: la página muestra la introducción generada."
        rows={6}
        maxLength={2000}
        {...form.register("description")}
        error={errors.description?.message}
      />
      <Input label="Ocupación (en español)" maxLength={200} {...form.register("onetOccupation")} error={errors.onetOccupation?.message} />
      <div>
        <Button type="submit" disabled={isSubmitting}>
          {isSubmitting ? "Guardando…" : "Guardar cambios"}
        </Button>
      </div>
    </form>
  );
}
