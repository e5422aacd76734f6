"use client";

import { usePathname, useRouter, useSearchParams } from "next/navigation";
import { useEffect, useId, useMemo, useRef, useState, useTransition, type ChangeEvent } from "react";
import { Input } from "@/components/ui/input";
import { Spinner } from "@/components/ui/spinner";
import { type PackedOptions, unpackOptions } from "./option-list";

type Option = { value: string; label: string };

/**
 * A native select like components/ui/select.tsx (label, box, chevron), styled by
 * styles/directory.css (`.dir-field`, `.dir-select`): six of them head the directory, and their
 * markup is in every page of it. The placeholder cannot be chosen again once left.
 */
function FilterSelect({
  name,
  label,
  options,
  placeholder,
  defaultValue,
  onChange,
}: {
  name: string;
  label: string;
  options: Option[];
  placeholder: string;
  defaultValue: string;
  onChange: (event: ChangeEvent<HTMLSelectElement>) => void;
}) {
  const id = `filter-${useId()}`;
  return (
    <div className="dir-field">
      <label htmlFor={id}>{label}</label>
      <div className="dir-select">
        <select id={id} name={name} defaultValue={defaultValue} onChange={onChange}>
          <option value="" disabled>
            {placeholder}
          </option>
          {options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
      </div>
    </div>
  );
}

/** The filters counted by 'Filtros (n)' (the order is not a filter). */
const FILTERS = ["type", "gestion", "region", "career", "licence", "beca18"] as const;

/**
 * Search as you type (300 ms after the last key) and filters, all kept in the URL so a result
 * can be shared and the server renders it. Without JavaScript the form still submits by GET.
 */
export function DirectoryFilters({ regions, careers }: { regions: PackedOptions; careers: PackedOptions }) {
  const router = useRouter();
  const pathname = usePathname();
  const params = useSearchParams();
  const [search, setSearch] = useState(params.get("search") ?? "");
  const [pending, startTransition] = useTransition();
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const [open, setOpen] = useState(false);
  // The query last asked for. `params` only changes once a navigation commits: two filters
  // changed quickly must build on each other, not on the URL still on screen.
  const latest = useRef(params.toString());
  useEffect(() => {
    if (!pending) latest.current = params.toString();
  }, [params, pending]);
  const active = FILTERS.filter((name) => params.get(name)).length;
  const regionOptions = useMemo(() => unpackOptions(regions), [regions]);
  const careerOptions = useMemo(() => unpackOptions(careers), [careers]);

  function navigate(patch: Record<string, string>) {
    const next = new URLSearchParams(latest.current);
    for (const [k, v] of Object.entries(patch)) {
      if (v) next.set(k, v);
      else next.delete(k);
    }
    next.delete("page");
    const query = next.toString();
    latest.current = query;
    startTransition(() => router.replace(query ? `${pathname}?${query}` : pathname, { scroll: false }));
  }

  useEffect(() => () => (timer.current ? clearTimeout(timer.current) : undefined), []);

  const select = (name: string, label: string, options: Option[], placeholder: string) => (
    <FilterSelect
      name={name}
      label={label}
      options={options}
      placeholder={placeholder}
      defaultValue={params.get(name) ?? ""}
      onChange={(e) => navigate({ [name]: e.target.value })}
    />
  );

  return (
    <form
      role="search"
      action={pathname}
      className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3 [&>*]:min-w-0"
      onSubmit={(e) => {
        e.preventDefault();
        navigate({ search });
      }}
    >
      <Input
        label="Buscar universidad, instituto o carrera"
        name="search"
        type="search"
        value={search}
        placeholder="Ej.: San Marcos, UNMSM, Senati, Medicina"
        autoComplete="off"
        maxLength={100}
        containerClassName="sm:col-span-2 lg:col-span-3"
        trailing={pending ? <Spinner size="sm" label="Buscando…" /> : null}
        onChange={(e) => {
          const value = e.target.value;
          setSearch(value);
          if (timer.current) clearTimeout(timer.current);
          timer.current = setTimeout(() => navigate({ search: value.trim() }), 300);
        }}
      />
      {/* On a phone the six selects would fill the first screen: they fold behind one button. */}
      <div className="sm:col-span-2 sm:hidden lg:col-span-3">
        <button
          type="button"
          aria-expanded={open}
          aria-controls="directory-filter-fields"
          onClick={() => setOpen((value) => !value)}
          className="dir-filters-toggle"
        >
          <span>Filtros ({active})</span>
          <svg
            viewBox="0 0 20 20"
            width="20"
            height="20"
            fill="currentColor"
            aria-hidden="true"
            className={open ? "rotate-180 transition-transform" : "transition-transform"}
          >
            <path
              fillRule="evenodd"
              d="M5.2 7.2a.75.75 0 0 1 1.06 0L10 10.94l3.74-3.74a.75.75 0 1 1 1.06 1.06l-4.27 4.27a.75.75 0 0 1-1.06 0L5.2 8.26a.75.75 0 0 1 0-1.06Z"
              clipRule="evenodd"
            />
          </svg>
        </button>
      </div>
      <div
        id="directory-filter-fields"
        className={`${open ? "grid" : "hidden"} gap-3 sm:col-span-2 sm:grid sm:grid-cols-2 lg:col-span-3 lg:grid-cols-3 [&>*]:min-w-0`}
      >
        {select(
          "type",
          "Tipo",
          [
            { value: "universidad", label: "Universidades" },
            { value: "instituto", label: "Institutos" },
          ],
          "Todos",
        )}
        {select(
          "gestion",
          "Gestión",
          [
            { value: "publica", label: "Pública" },
            { value: "privada", label: "Privada" },
          ],
          "Todas",
        )}
        {select("region", "Región", regionOptions, "Todas")}
        {select("career", "Carrera", careerOptions, "Todas")}
        {select(
          "licence",
          "Licenciamiento",
          [
            { value: "licenciada", label: "Licenciada (SUNEDU)" },
            { value: "denegada", label: "Licencia denegada (SUNEDU)" },
            { value: "otro", label: "Otro estado (SUNEDU)" },
            { value: "sin-dato", label: "Sin dato de licencia" },
          ],
          "Todos",
        )}
        {select("beca18", "Beca 18 2026", [{ value: "1", label: "Elegible Beca 18 2026 (PRONABEC)" }], "Todas")}
        {select(
          "sort",
          "Ordenar por",
          [
            { value: "relevancia", label: "Relevancia" },
            { value: "carreras", label: "Más carreras" },
            { value: "nombre", label: "Nombre (A–Z)" },
            { value: "-nombre", label: "Nombre (Z–A)" },
            { value: "region", label: "Región" },
          ],
          "Recomendado",
        )}
      </div>
      <noscript>
        <button type="submit" className="rounded-control bg-primary-700 px-4 py-2 font-semibold text-white">
          Buscar
        </button>
      </noscript>
    </form>
  );
}
