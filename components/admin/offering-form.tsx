"use client";

import { zodResolver } from "@/lib/client/zod-resolver";
import { useRouter } from "next/navigation";
import { useForm, type FieldErrors } from "react-hook-form";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { updateOffering } from "@/lib/api/admin";
import {
  adminOfferingPatchSchema,
  type AdminOffering,
  type AdminOfferingPatch,
  type AdminOfferingPatchInput,
} from "@/lib/contracts/admin-catalogue";
import { StatusMessage, useAdminSubmit } from "./form-parts";

type Figure = "cost" | "duration" | "admissionRate" | "income";

const titles: Record<Figure, string> = {
  cost: "Pensión mensual (en céntimos)",
  duration: "Duración (años)",
  admissionRate: "Ingresantes / postulantes (%)",
  income: "Ingreso promedio de egresados (soles al mes)",
};

const currentYear = new Date().getFullYear();

function defaults(o: AdminOffering, figure: Figure): AdminOfferingPatchInput {
  const s = o.sources[figure];
  const provenance = { source: s?.source ?? "", year: s?.year ?? currentYear };
  switch (figure) {
    case "cost":
      return { cost: { minCents: o.costMinCents ?? 0, maxCents: o.costMaxCents ?? o.costMinCents ?? 0, ...provenance } };
    case "duration":
      return { duration: { years: o.durationYears ?? 5, ...provenance } };
    case "admissionRate":
      return { admissionRate: { value: o.admissionRate ?? 0, ...provenance } };
    case "income":
      return { income: { value: o.income ?? 0, ...provenance } };
  }
}

type Nested = Record<string, { message?: string } | undefined>;
const errorsOf = (errors: FieldErrors<AdminOfferingPatchInput>, figure: Figure): Nested => (errors[figure] as Nested | undefined) ?? {};

/** One figure of an offering with its source and year: a figure is never saved without them. */
export function OfferingFigureForm({ offering, figure }: { offering: AdminOffering; figure: Figure }) {
  const router = useRouter();
  const form = useForm<AdminOfferingPatchInput, unknown, AdminOfferingPatch>({
    resolver: zodResolver(adminOfferingPatchSchema),
    defaultValues: defaults(offering, figure),
  });
  const { onSubmit, status, setStatus } = useAdminSubmit(
    form,
    (values) => updateOffering(offering.id, values),
    "Cifra guardada con su fuente.",
    () => router.refresh(),
  );
  const errors = errorsOf(form.formState.errors, figure);
  const reg = (name: string) => form.register(`${figure}.${name}` as never);
  const titleId = `cifra-${figure}`;

  return (
    <form
      onSubmit={onSubmit}
      noValidate
      aria-labelledby={titleId}
      className="flex flex-col gap-3 rounded-card border border-border bg-surface p-4"
    >
      <h3 id={titleId} className="font-semibold text-fg">
        {titles[figure]}
      </h3>
      <StatusMessage status={status} onHide={() => setStatus(null)} />
      <div className="grid gap-3 sm:grid-cols-2">
        {figure === "cost" ? (
          <>
            <Input
              label="Mínimo (céntimos)"
              type="number"
              inputMode="numeric"
              min={0}
              step={1}
              {...reg("minCents")}
              error={errors.minCents?.message}
              hint="S/ 1250.00 = 125000 céntimos"
            />
            <Input
              label="Máximo (céntimos)"
              type="number"
              inputMode="numeric"
              min={0}
              step={1}
              {...reg("maxCents")}
              error={errors.maxCents?.message}
            />
          </>
        ) : figure === "duration" ? (
          <Input
            label="Años"
            type="number"
            inputMode="decimal"
            min={0.5}
            max={12}
            step={0.5}
            {...reg("years")}
            error={errors.years?.message}
          />
        ) : (
          <Input
            label={figure === "income" ? "Soles al mes" : "Porcentaje"}
            type="number"
            inputMode="decimal"
            min={0}
            step={figure === "income" ? 1 : 0.1}
            {...reg("value")}
            error={errors.value?.message}
          />
        )}
        <Input label="Fuente" placeholder="Web de la institución, MINEDU…" {...reg("source")} error={errors.source?.message} />
        <Input
          label="Año de la cifra"
          type="number"
          inputMode="numeric"
          min={1990}
          max={currentYear + 1}
          {...reg("year")}
          error={errors.year?.message}
        />
      </div>
      <div>
        <Button type="submit" variant="outline" disabled={form.formState.isSubmitting}>
          {form.formState.isSubmitting ? "Guardando…" : "Guardar esta cifra"}
        </Button>
      </div>
    </form>
  );
}
