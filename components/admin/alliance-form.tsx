"use client";

import { zodResolver } from "@/lib/client/zod-resolver";
import { useRouter } from "next/navigation";
import { useState } from "react";
import { useForm } from "react-hook-form";
import { Button } from "@/components/ui/button";
import { Checkbox } from "@/components/ui/checkbox";
import { Input } from "@/components/ui/input";
import { Select } from "@/components/ui/select";
import { toApiError } from "@/lib/api/errors";
import { createAlliance, deleteAlliance, updateAlliance } from "@/lib/api/admin";
import {
  adminAllianceCreateSchema,
  benefitPlanSlugs,
  type AdminAlliance,
  type AdminAllianceCreate,
  type AdminAllianceCreateInput,
} from "@/lib/contracts/admin-catalogue";
import { StatusMessage, TextArea, useAdminSubmit } from "./form-parts";
import { href } from "@/lib/config/route-paths";

const planOptions = [{ value: "", label: "Ninguno" }, ...benefitPlanSlugs.map((slug) => ({ value: slug, label: slug }))];

/** Creates an alliance, or edits one (every field is sent; the API records only what changed). */
export function AllianceForm({ alliance }: { alliance?: AdminAlliance }) {
  const router = useRouter();
  const form = useForm<AdminAllianceCreateInput, unknown, AdminAllianceCreate>({
    resolver: zodResolver(adminAllianceCreateSchema),
    defaultValues: {
      nickname: alliance?.nickname ?? "",
      name: alliance?.name ?? "",
      institutionId: alliance?.institutionId ?? null,
      logo: alliance?.logo ?? "",
      benefit: alliance?.benefit ?? "",
      benefitPlanSlug: (alliance?.benefitPlanSlug as AdminAllianceCreateInput["benefitPlanSlug"]) ?? null,
      benefitDays: alliance?.benefitDays ?? 0,
      active: alliance?.active ?? true,
    },
  });
  const { onSubmit, status, setStatus } = useAdminSubmit(
    form,
    async (values) => {
      if (alliance) return updateAlliance(alliance.id, values);
      const created = await createAlliance(values);
      router.push(href("adminAlliance", { id: created.id }));
      return created;
    },
    alliance ? "Alianza guardada. Su página ya muestra los cambios." : "Alianza creada.",
    () => router.refresh(),
  );
  const { errors, isSubmitting } = form.formState;
  const [deleting, setDeleting] = useState(false);

  async function remove() {
    if (!alliance || !window.confirm(`¿Borrar la alianza «${alliance.nickname}»? No se puede deshacer.`)) return;
    setDeleting(true);
    try {
      await deleteAlliance(alliance.id);
      router.push(href("adminAlliances"));
      router.refresh();
    } catch (error) {
      setStatus({ kind: "error", message: toApiError(error).message });
      setDeleting(false);
    }
  }

  return (
    <form onSubmit={onSubmit} noValidate className="flex flex-col gap-4" aria-label={alliance ? "Editar la alianza" : "Nueva alianza"}>
      <StatusMessage status={status} onHide={() => setStatus(null)} />
      <div className="grid gap-4 md:grid-cols-2">
        <Input
          label="Apodo (en la dirección /alliance/…)"
          autoCapitalize="none"
          {...form.register("nickname")}
          error={errors.nickname?.message}
        />
        <Input label="Nombre" {...form.register("name")} error={errors.name?.message} />
        <Input
          label="Institución (número, opcional)"
          type="number"
          inputMode="numeric"
          min={1}
          hint="El número de la institución en /admin/instituciones/…"
          {...form.register("institutionId", { setValueAs: (v) => (v === "" || v === null ? null : v) })}
          error={errors.institutionId?.message}
        />
        <Input
          label="Logo (ruta de este sitio, opcional)"
          placeholder="/logos/alianza.svg"
          {...form.register("logo")}
          error={errors.logo?.message}
        />
        <Select
          label="Plan de regalo"
          options={planOptions}
          {...form.register("benefitPlanSlug", { setValueAs: (v) => (v === "" ? null : v) })}
          error={errors.benefitPlanSlug?.message}
        />
        <Input
          label="Días del plan de regalo"
          type="number"
          inputMode="numeric"
          min={0}
          max={3650}
          {...form.register("benefitDays")}
          error={errors.benefitDays?.message}
        />
      </div>
      <TextArea
        label="Beneficio (lo que ve el estudiante)"
        rows={3}
        maxLength={500}
        {...form.register("benefit")}
        error={errors.benefit?.message}
      />
      <Checkbox
        label="Activa"
        hint="Una alianza inactiva no tiene página y no da beneficios a quien se registra."
        {...form.register("active")}
        error={errors.active?.message}
      />
      <div className="flex flex-wrap gap-2">
        <Button type="submit" disabled={isSubmitting}>
          {isSubmitting ? "Guardando…" : alliance ? "Guardar cambios" : "Crear alianza"}
        </Button>
        {alliance ? (
          <Button
            type="button"
            variant="danger"
            onClick={remove}
            disabled={deleting || alliance.members > 0}
            aria-describedby={alliance.members > 0 ? "borrar-ayuda" : undefined}
          >
            {deleting ? "Borrando…" : "Borrar"}
          </Button>
        ) : null}
      </div>
      {alliance && alliance.members > 0 ? (
        <p id="borrar-ayuda" className="text-sm text-fg-muted">
          {alliance.members} cuentas llegaron por esta alianza: desactívala en vez de borrarla.
        </p>
      ) : null}
    </form>
  );
}
