"use client";

import { useMemo, useState } from "react";
import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { Select } from "@/components/ui/select";
import { registerV2 } from "@/lib/api/auth";
import { apiErrorMessage } from "@/lib/api/errors";
import { formatSoles } from "@/lib/format/money";
import { cn } from "@/lib/utils/cn";
import { useSessionStore } from "@/stores/session";
import { accountPayload, useAccountForm } from "./account-form";
import { AccountFields } from "./account-fields";
import { homeFor } from "@/lib/config/home-for";
import { v2Target } from "./navigate-after-login";
import { registrationWaitMessage, useRegistrationWaits } from "./registration-wait";

export type CareerOption = { id: number; name: string; area: string };
export type RegionOption = { slug: string; name: string };

/** Objectives of the v2 register; type 4 ("no sé qué estudiar") opens the vocational modal afterwards. */
const objectives = [
  { type: 4, label: "Aún no sé qué estudiar" },
  { type: 1, label: "Ya sé qué estudiar, busco dónde" },
  { type: 2, label: "Quiero comparar universidades e institutos" },
  { type: 3, label: "Busco becas o pensiones a mi alcance" },
] as const;

const steps = ["Tu objetivo", "Dónde vives", "Tu presupuesto", "Carreras que te interesan", "Tu cuenta"] as const;
const MAX_CAREERS = 5;
const PRICE_MAX = 5000;

/** /empezar-v2: objective, location, price range and careers, then the account. */
export function RegisterV2Wizard({ careers, regions, track }: { careers: CareerOption[]; regions: RegionOption[]; track: string | null }) {
  const [step, setStep] = useState(0);
  const [objective, setObjective] = useState<(typeof objectives)[number] | null>(null);
  const [region, setRegion] = useState("");
  const [city, setCity] = useState("");
  const [range, setRange] = useState<[number, number]>([0, 1500]);
  const [chosen, setChosen] = useState<number[]>([]);
  const [search, setSearch] = useState("");
  const [countryIso, setCountryIso] = useState("PE");
  const [stepError, setStepError] = useState<string | null>(null);
  const [failure, setFailure] = useState<{ message: string; key: number } | null>(null);
  const { waitingSeconds, sendWithWaits } = useRegistrationWaits();
  const {
    register,
    control,
    handleSubmit,
    setValue,
    watch,
    formState: { errors, isSubmitting },
  } = useAccountForm();

  const visibleCareers = useMemo(() => {
    const q = search
      .trim()
      .toLocaleLowerCase("es-PE")
      .normalize("NFD")
      .replace(/[\u0300-\u036f]/g, "");
    return q
      ? careers.filter((c) =>
          c.name
            .toLocaleLowerCase("es-PE")
            .normalize("NFD")
            .replace(/[\u0300-\u036f]/g, "")
            .includes(q),
        )
      : careers;
  }, [careers, search]);

  const next = () => {
    setStepError(null);
    if (step === 0 && !objective) return setStepError("Elige tu objetivo para continuar.");
    if (step === 1 && !region) return setStepError("Elige tu región para continuar.");
    setStep((s) => Math.min(s + 1, steps.length - 1));
  };

  const onSubmit = handleSubmit(async (form) => {
    setFailure(null);
    const regionName = regions.find((r) => r.slug === region)?.name ?? "";
    try {
      // The same payload again after a wait the server asked for: nothing is typed twice.
      const payload = {
        ...accountPayload(form, countryIso),
        objective: objective?.label,
        type: objective?.type,
        country: "Perú",
        city: city.trim() || regionName,
        formattedAddress: [city.trim(), regionName].filter(Boolean).join(", "),
        rangePrice: range,
        careers: chosen,
      };
      const result = await sendWithWaits(() => registerV2(payload));
      useSessionStore.getState().setSession(result.user);
      window.location.assign(
        result.user.role === "user-parent" ? homeFor(result.user) : v2Target({ areaId: result.areaId, type: result.user.type, track }),
      );
    } catch (error) {
      setFailure({ message: apiErrorMessage(error), key: Date.now() });
    }
  });

  return (
    <div className="flex flex-col gap-5">
      <ol className="flex gap-1" aria-label={`Paso ${step + 1} de ${steps.length}: ${steps[step]}`}>
        {steps.map((label, i) => (
          <li key={label} className={cn("h-1.5 flex-1 rounded-full", i <= step ? "bg-primary-700" : "bg-neutral-200")}>
            <span className="sr-only">
              {label}
              {i === step ? " (paso actual)" : ""}
            </span>
          </li>
        ))}
      </ol>
      <p className="text-sm font-semibold text-fg-muted">
        Paso {step + 1} de {steps.length}
      </p>
      <h2 className="text-xl font-bold">{steps[step]}</h2>
      {stepError ? (
        <Alert key={stepError} variant="error" onHide={() => setStepError(null)}>
          {stepError}
        </Alert>
      ) : null}

      {step === 0 ? (
        <fieldset className="flex flex-col gap-2">
          <legend className="sr-only">¿Qué buscas en Rumbo?</legend>
          {objectives.map((o) => (
            <label
              key={o.type}
              className={cn(
                "flex min-h-12 cursor-pointer items-center gap-3 rounded-control border px-4 py-3 has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-primary-700",
                objective?.type === o.type ? "border-primary-700 bg-primary-50" : "border-border-strong",
              )}
            >
              <input
                type="radio"
                name="objective"
                className="size-4 accent-primary-700"
                checked={objective?.type === o.type}
                onChange={() => setObjective(o)}
              />
              {o.label}
            </label>
          ))}
        </fieldset>
      ) : null}

      {step === 1 ? (
        <div className="flex flex-col gap-4">
          <Select
            label="Región"
            placeholder="Elige tu región"
            value={region}
            onChange={(e) => setRegion(e.target.value)}
            options={regions.map((r) => ({ value: r.slug, label: r.name }))}
          />
          <Input
            label="Ciudad o distrito (opcional)"
            autoComplete="address-level2"
            value={city}
            maxLength={120}
            onChange={(e) => setCity(e.target.value)}
          />
        </div>
      ) : null}

      {step === 2 ? (
        <div className="flex flex-col gap-4">
          <p className="text-fg-muted">¿Cuánto podrían pagar al mes por tus estudios?</p>
          <label className="flex flex-col gap-1 text-sm font-semibold">
            Mínimo: {formatSoles(range[0] * 100)}
            <input
              type="range"
              min={0}
              max={PRICE_MAX}
              step={100}
              value={range[0]}
              onChange={(e) => setRange(([, max]) => [Math.min(Number(e.target.value), max), max])}
              className="accent-primary-700"
            />
          </label>
          <label className="flex flex-col gap-1 text-sm font-semibold">
            Máximo: {formatSoles(range[1] * 100)}
            <input
              type="range"
              min={0}
              max={PRICE_MAX}
              step={100}
              value={range[1]}
              onChange={(e) => setRange(([min]) => [min, Math.max(Number(e.target.value), min)])}
              className="accent-primary-700"
            />
          </label>
        </div>
      ) : null}

      {step === 3 ? (
        <div className="flex flex-col gap-3">
          <p className="text-fg-muted">
            Elige hasta {MAX_CAREERS} (opcional). Elegidas: {chosen.length}
          </p>
          <Input label="Buscar carrera" type="search" value={search} onChange={(e) => setSearch(e.target.value)} />
          <ul className="flex max-h-80 flex-col gap-1 overflow-y-auto rounded-control border border-border p-2" aria-label="Carreras">
            {visibleCareers.map((career) => {
              const checked = chosen.includes(career.id);
              return (
                <li key={career.id}>
                  <label className="flex min-h-11 cursor-pointer items-center gap-3 rounded px-2 hover:bg-neutral-50">
                    <input
                      type="checkbox"
                      className="size-4 accent-primary-700"
                      checked={checked}
                      disabled={!checked && chosen.length >= MAX_CAREERS}
                      onChange={() => setChosen((list) => (checked ? list.filter((id) => id !== career.id) : [...list, career.id]))}
                    />
                    <span>
                      {career.name} <span className="text-sm text-fg-muted">· {career.area}</span>
                    </span>
                  </label>
                </li>
              );
            })}
            {visibleCareers.length === 0 ? <li className="p-2 text-fg-muted">No encontramos carreras con ese nombre.</li> : null}
          </ul>
        </div>
      ) : null}

      {step === 4 ? (
        <form id="register-v2" method="post" noValidate onSubmit={onSubmit} className="flex flex-col gap-4" aria-label="Crea tu cuenta">
          {failure ? (
            <Alert key={failure.key} variant="error" onHide={() => setFailure(null)}>
              {failure.message}
            </Alert>
          ) : null}
          <AccountFields
            register={register}
            control={control}
            setValue={setValue}
            errors={errors}
            role={watch("typeUser")}
            email={watch("email") ?? ""}
            submitting={isSubmitting}
            onCountry={setCountryIso}
          />
        </form>
      ) : null}

      <div className="flex gap-3">
        {step > 0 ? (
          <Button type="button" variant="outline" onClick={() => setStep((s) => s - 1)}>
            Atrás
          </Button>
        ) : null}
        {/* Distinct keys: React must not turn the pressed 'Continuar' into the submit button while
            its click is still being handled (the browser would submit the empty account form and
            open the last step with every field in red). */}
        {step < steps.length - 1 ? (
          <Button key="next" type="button" className="flex-1" onClick={next}>
            Continuar
          </Button>
        ) : (
          <Button key="submit" type="submit" form="register-v2" className="flex-1" loading={isSubmitting} loadingText="Creando tu cuenta…">
            Crear mi cuenta
          </Button>
        )}
      </div>
      <p role="status" aria-live="polite" className="text-center text-sm font-semibold text-fg">
        {waitingSeconds !== null ? registrationWaitMessage(waitingSeconds) : null}
      </p>
    </div>
  );
}
