"use client";

import { useEffect, useState, type ReactNode } from "react";
import type { UseFormReturn } from "react-hook-form";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { Select } from "@/components/ui/select";
import { Spinner } from "@/components/ui/spinner";
import { toApiError } from "@/lib/api/errors";
import { searchSchools } from "@/lib/api/schools";
import { birthYears, monthNames, schoolGradeOptions, type SchoolOption, type SchoolRegistrationForm } from "@/lib/contracts/school";

/**
 * Whether a failed call is about the school's code (the server's field error `code`, or any
 * refusal of the code's verification): it is then shown at the code field, which takes the focus
 *, instead of at the bottom of the form.
 */
export function isSchoolCodeError(error: unknown, duringVerification = false): boolean {
  const e = toApiError(error);
  return Boolean(e.fieldErrors.code?.length) || (duringVerification && e.status !== null && e.status < 500);
}

/** The school selector (`GET /api/school?search=`, 300 ms after the last key). */
export function SchoolPicker({
  school,
  onChange,
  error,
  disabled,
}: {
  school: SchoolOption | null;
  onChange: (school: SchoolOption | null) => void;
  error?: string;
  disabled?: boolean;
}) {
  const [search, setSearch] = useState("");
  const [options, setOptions] = useState<SchoolOption[]>([]);
  const [searching, setSearching] = useState(false);

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

  if (school) {
    return (
      <div className="flex items-center justify-between gap-3 rounded-control border border-primary-700 bg-primary-50 px-4 py-3">
        <p>
          <span className="block text-xs font-semibold text-fg-muted">Tu colegio</span>
          <span className="font-semibold">{school.name}</span>
          {school.district ? (
            <span className="block text-sm text-fg-muted">{[school.district, school.department].filter(Boolean).join(", ")}</span>
          ) : null}
        </p>
        <Button type="button" variant="link" size="sm" disabled={disabled} onClick={() => onChange(null)}>
          Cambiar<span className="sr-only"> de colegio</span>
        </Button>
      </div>
    );
  }
  return (
    <div className="flex flex-col gap-2">
      <Input
        label="Busca tu colegio"
        type="search"
        value={search}
        onChange={(e) => setSearch(e.target.value)}
        hint="Escribe el nombre o el distrito."
        trailing={searching ? <Spinner size="sm" label="Buscando…" /> : undefined}
        error={error}
        disabled={disabled}
      />
      <ul
        className="flex max-h-52 flex-col gap-1 overflow-y-auto rounded-control border border-border p-1"
        aria-label="Colegios encontrados"
      >
        {options.map((option) => (
          <li key={option.id}>
            <button
              type="button"
              className="min-h-11 w-full rounded px-3 py-2 text-left hover:bg-neutral-50 focus-visible:bg-primary-50"
              onClick={() => onChange(option)}
            >
              <span className="font-medium">{option.name}</span>
              {option.district ? (
                <span className="block text-sm text-fg-muted">{[option.district, option.department].filter(Boolean).join(", ")}</span>
              ) : null}
            </button>
          </li>
        ))}
        {!searching && options.length === 0 ? <li className="px-3 py-2 text-fg-muted">No encontramos colegios con ese nombre.</li> : null}
      </ul>
    </div>
  );
}

/**
 * The school part of both school forms: grade 5/4/3, free section, birth date (day
 * 1–31, month, current year − 19 … current year) and the code; `codeAlert` is shown right under
 * the code (the server's answer).
 */
export function SchoolDetailsFields({
  form,
  codeAlert,
  disabled,
}: {
  form: UseFormReturn<SchoolRegistrationForm>;
  codeAlert?: ReactNode;
  disabled?: boolean;
}) {
  const errors = form.formState.errors;
  return (
    <>
      <div className="grid gap-4 sm:grid-cols-2">
        <Select
          label="Grado"
          placeholder="Elige tu grado"
          options={schoolGradeOptions}
          error={errors.grade?.message}
          disabled={disabled}
          {...form.register("grade")}
        />
        <Input label="Sección (opcional)" error={errors.section?.message} disabled={disabled} {...form.register("section")} />
      </div>
      <fieldset className="flex flex-col gap-1.5">
        <legend className="mb-1.5 text-sm font-semibold">Fecha de nacimiento</legend>
        <div className="grid grid-cols-3 gap-2">
          <Select
            label="Día"
            placeholder="Día"
            options={Array.from({ length: 31 }, (_, i) => ({ value: String(i + 1), label: String(i + 1) }))}
            error={errors.day?.message}
            disabled={disabled}
            {...form.register("day")}
          />
          <Select
            label="Mes"
            placeholder="Mes"
            options={monthNames.map((m, i) => ({ value: String(i + 1), label: m }))}
            error={errors.month?.message}
            disabled={disabled}
            {...form.register("month")}
          />
          <Select
            label="Año"
            placeholder="Año"
            options={birthYears().map((y) => ({ value: String(y), label: String(y) }))}
            error={errors.year?.message}
            disabled={disabled}
            {...form.register("year")}
          />
        </div>
      </fieldset>
      <div className="flex flex-col gap-2">
        <Input
          label="Código del colegio"
          autoComplete="off"
          autoCapitalize="characters"
          spellCheck={false}
          error={errors.code?.message}
          disabled={disabled}
          {...form.register("code")}
        />
        {codeAlert}
      </div>
    </>
  );
}
