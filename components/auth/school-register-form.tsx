"use client";

import { zodResolver } from "@hookform/resolvers/zod";
import { useEffect, useId, useState } from "react";
import { useForm } from "react-hook-form";
import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { Select } from "@/components/ui/select";
import { Spinner } from "@/components/ui/spinner";
import { registerV1, verifySchoolCode } from "@/lib/api/auth";
import { apiErrorMessage } from "@/lib/api/errors";
import { searchSchools } from "@/lib/api/schools";
import {
  birthYears,
  schoolRegistrationSchema,
  type SchoolRegistrationForm,
} from "@/lib/contracts/auth";
import type { SchoolOption } from "@/lib/contracts/school";
import { AccountFields } from "./account-fields";
import { accountPayload, useAccountForm } from "./account-form";
import { completeLogin } from "./navigate-after-login";

const months = ["enero", "febrero", "marzo", "abril", "mayo", "junio", "julio", "agosto", "setiembre", "octubre", "noviembre", "diciembre"];

/** /empezar-colegio: register with the code a school gives its students (spec §3 "School registration model", §5). */
export function SchoolRegisterForm({ redirect }: { redirect: string | null }) {
  const listId = useId();
  const [search, setSearch] = useState("");
  const [options, setOptions] = useState<SchoolOption[]>([]);
  const [searching, setSearching] = useState(false);
  const [school, setSchool] = useState<SchoolOption | null>(null);
  const [countryIso, setCountryIso] = useState("PE");
  const [failure, setFailure] = useState<{ message: string; key: number } | null>(null);
  const schoolForm = useForm<SchoolRegistrationForm>({
    resolver: zodResolver(schoolRegistrationSchema),
    defaultValues: { section: "", day: "", month: "", year: "", code: "" },
  });
  const account = useAccountForm();

  useEffect(() => {
    if (school) return;
    const controller = new AbortController();
    const timer = setTimeout(() => {
      setSearching(true);
      searchSchools(search.trim(), controller.signal)
        .then(setOptions)
        .catch(() => !controller.signal.aborted && setOptions([]))
        .finally(() => !controller.signal.aborted && setSearching(false));
    }, 300);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [search, school]);

  const submitting = schoolForm.formState.isSubmitting || account.formState.isSubmitting;

  const onSubmit = schoolForm.handleSubmit((schoolValues) =>
    account.handleSubmit(async (form) => {
      setFailure(null);
      try {
        await verifySchoolCode(schoolValues.schoolId, schoolValues.code);
        const birthday = { day: Number(schoolValues.day), month: Number(schoolValues.month), year: Number(schoolValues.year) };
        const result = await registerV1({
          ...accountPayload(form, countryIso),
          schoolId: schoolValues.schoolId,
          grade: schoolValues.grade,
          section: schoolValues.section,
          code: schoolValues.code,
          birthday,
          ...birthday,
        });
        completeLogin(result.user, redirect);
      } catch (error) {
        setFailure({ message: apiErrorMessage(error), key: Date.now() });
      }
    })(),
  );

  const errors = schoolForm.formState.errors;
  return (
    <form noValidate onSubmit={onSubmit} className="flex flex-col gap-6" aria-label="Registro con código de colegio">
      <section className="flex flex-col gap-4" aria-labelledby={`${listId}-school`}>
        <h2 id={`${listId}-school`} className="text-lg font-bold">
          Tu colegio
        </h2>
        {school ? (
          <div className="flex items-center justify-between gap-3 rounded-control border border-primary-700 bg-primary-50 px-4 py-3">
            <p>
              <span className="font-semibold">{school.name}</span>
              {school.district ? <span className="block text-sm text-fg-muted">{[school.district, school.department].filter(Boolean).join(", ")}</span> : null}
            </p>
            <Button
              type="button"
              variant="link"
              size="sm"
              onClick={() => {
                setSchool(null);
                schoolForm.resetField("schoolId");
              }}
            >
              Cambiar
            </Button>
          </div>
        ) : (
          <div className="flex flex-col gap-2">
            <Input
              label="Busca tu colegio"
              type="search"
              value={search}
              onChange={(e) => setSearch(e.target.value)}
              hint="Escribe el nombre o el distrito."
              trailing={searching ? <Spinner size="sm" label="Buscando…" /> : undefined}
              error={errors.schoolId?.message}
            />
            <ul className="flex max-h-64 flex-col gap-1 overflow-y-auto rounded-control border border-border p-1" aria-label="Colegios encontrados">
              {options.map((option) => (
                <li key={option.id}>
                  <button
                    type="button"
                    className="w-full rounded px-3 py-2 text-left hover:bg-neutral-50 focus-visible:bg-primary-50"
                    onClick={() => {
                      setSchool(option);
                      schoolForm.setValue("schoolId", option.id, { shouldValidate: true });
                    }}
                  >
                    <span className="font-medium">{option.name}</span>
                    {option.district ? <span className="block text-sm text-fg-muted">{[option.district, option.department].filter(Boolean).join(", ")}</span> : null}
                  </button>
                </li>
              ))}
              {!searching && options.length === 0 ? <li className="px-3 py-2 text-fg-muted">No encontramos colegios con ese nombre.</li> : null}
            </ul>
          </div>
        )}
        <div className="grid grid-cols-2 gap-4">
          <Select
            label="Grado"
            placeholder="Elige tu grado"
            options={[
              { value: "5", label: "5.º de secundaria" },
              { value: "4", label: "4.º de secundaria" },
              { value: "3", label: "3.º de secundaria" },
            ]}
            error={errors.grade?.message}
            {...schoolForm.register("grade")}
          />
          <Input label="Sección (opcional)" error={errors.section?.message} {...schoolForm.register("section")} />
        </div>
        <fieldset className="flex flex-col gap-1.5">
          <legend className="mb-1.5 text-sm font-semibold">Fecha de nacimiento</legend>
          <div className="grid grid-cols-3 gap-2">
            <Select label="Día" placeholder="Día" options={Array.from({ length: 31 }, (_, i) => ({ value: String(i + 1), label: String(i + 1) }))} error={errors.day?.message} {...schoolForm.register("day")} />
            <Select label="Mes" placeholder="Mes" options={months.map((m, i) => ({ value: String(i + 1), label: m }))} error={errors.month?.message} {...schoolForm.register("month")} />
            <Select label="Año" placeholder="Año" options={birthYears().map((y) => ({ value: String(y), label: String(y) }))} error={errors.year?.message} {...schoolForm.register("year")} />
          </div>
        </fieldset>
        <Input label="Código del colegio" autoComplete="off" autoCapitalize="characters" error={errors.code?.message} {...schoolForm.register("code")} />
      </section>

      <section className="flex flex-col gap-4" aria-labelledby={`${listId}-account`}>
        <h2 id={`${listId}-account`} className="text-lg font-bold">
          Tu cuenta
        </h2>
        <AccountFields
          register={account.register}
          control={account.control}
          setValue={account.setValue}
          errors={account.formState.errors}
          role={account.watch("typeUser")}
          email={account.watch("email") ?? ""}
          submitting={submitting}
          onCountry={setCountryIso}
        />
      </section>
      {failure ? (
        <Alert key={failure.key} variant="error" onHide={() => setFailure(null)}>
          {failure.message}
        </Alert>
      ) : null}
      <Button type="submit" fullWidth loading={submitting} loadingText="Creando tu cuenta…">
        Crear mi cuenta
      </Button>
    </form>
  );
}
