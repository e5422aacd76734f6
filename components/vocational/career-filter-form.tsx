"use client";

import Link from "@/components/ui/link";
import { useState } from "react";
import { buttonClasses } from "@/components/ui/button";
import type { CareerFilter } from "@/lib/contracts/vocational";
import { answerQueue } from "./answer-queue";
import { SaveStatus } from "./save-status";
import { href } from "@/lib/config/route-paths";

type Option<T> = { id: T; label: string };
type Options = {
  levels: Option<"universitaria" | "tecnica">[];
  durations: Option<number>[];
  areas: Option<string>[];
  regions: { id: number; name: string }[];
  institutionKinds: Option<"universidad" | "instituto">[];
  gestion: Option<"publica" | "privada">[];
};

const selectClass = "min-h-11 w-full rounded-control border border-border bg-surface px-3 text-base";

/** The career filter (duration, cost, institution type, region…): each change is saved. */
export function CareerFilterForm({
  processId,
  initial,
  options,
  simple = false,
}: {
  processId: string;
  initial: CareerFilter;
  options: Options;
  simple?: boolean;
}) {
  const [filter, setFilter] = useState<CareerFilter>(initial);
  function update(patch: CareerFilter) {
    setFilter((f) => ({ ...f, ...patch }));
    answerQueue.save({ kind: "process", id: processId }, { section: "career-filter", answers: patch });
  }
  const toggle = <T,>(list: T[] | undefined, v: T) => (list?.includes(v) ? list.filter((x) => x !== v) : [...(list ?? []), v]);

  return (
    <form className="flex flex-col gap-5" onSubmit={(e) => e.preventDefault()}>
      <fieldset className="flex flex-col gap-2">
        <legend className="mb-1 font-semibold">Nivel de estudios</legend>
        {options.levels.map((o) => (
          <label key={o.id} className="flex min-h-11 items-center gap-3">
            <input
              type="checkbox"
              className="size-5 accent-primary-700"
              checked={filter.levels?.includes(o.id) ?? false}
              onChange={() => update({ levels: toggle(filter.levels, o.id) })}
            />
            {o.label}
          </label>
        ))}
      </fieldset>
      <div className="flex flex-col gap-1">
        <label htmlFor="filtro-duracion" className="font-semibold">
          Duración máxima
        </label>
        <select
          id="filtro-duracion"
          className={selectClass}
          value={filter.maxDurationYears ?? ""}
          onChange={(e) => update({ maxDurationYears: e.target.value ? Number(e.target.value) : null })}
        >
          <option value="">Sin límite</option>
          {options.durations.map((d) => (
            <option key={d.id} value={d.id}>
              {d.label}
            </option>
          ))}
        </select>
      </div>
      {simple ? null : (
        <>
          <fieldset className="flex flex-col gap-2">
            <legend className="mb-1 font-semibold">Solo estas áreas (si no marcas ninguna, todas)</legend>
            <div className="grid gap-1 sm:grid-cols-2">
              {options.areas.map((o) => (
                <label key={o.id} className="flex min-h-11 items-center gap-3">
                  <input
                    type="checkbox"
                    className="size-5 accent-primary-700"
                    checked={filter.areas?.includes(o.id) ?? false}
                    onChange={() => update({ areas: toggle(filter.areas, o.id) })}
                  />
                  {o.label}
                </label>
              ))}
            </div>
          </fieldset>
          <div className="flex flex-col gap-1">
            <label htmlFor="filtro-region" className="font-semibold">
              Región donde quieres estudiar
            </label>
            <select
              id="filtro-region"
              className={selectClass}
              value={filter.regionId ?? ""}
              onChange={(e) => update({ regionId: e.target.value ? Number(e.target.value) : null })}
            >
              <option value="">Cualquier región</option>
              {options.regions.map((r) => (
                <option key={r.id} value={r.id}>
                  {r.name}
                </option>
              ))}
            </select>
          </div>
          <div className="grid gap-4 sm:grid-cols-2">
            <div className="flex flex-col gap-1">
              <label htmlFor="filtro-tipo" className="font-semibold">
                Tipo de institución
              </label>
              <select
                id="filtro-tipo"
                className={selectClass}
                value={filter.institutionKind ?? ""}
                onChange={(e) => update({ institutionKind: (e.target.value || null) as CareerFilter["institutionKind"] })}
              >
                <option value="">Universidad o instituto</option>
                {options.institutionKinds.map((o) => (
                  <option key={o.id} value={o.id}>
                    {o.label}
                  </option>
                ))}
              </select>
            </div>
            <div className="flex flex-col gap-1">
              <label htmlFor="filtro-gestion" className="font-semibold">
                Gestión
              </label>
              <select
                id="filtro-gestion"
                className={selectClass}
                value={filter.gestion ?? ""}
                onChange={(e) => update({ gestion: (e.target.value || null) as CareerFilter["gestion"] })}
              >
                <option value="">Pública o privada</option>
                {options.gestion.map((o) => (
                  <option key={o.id} value={o.id}>
                    {o.label}
                  </option>
                ))}
              </select>
            </div>
          </div>
          <div className="flex flex-col gap-1">
            <label htmlFor="filtro-costo" className="font-semibold">
              Pensión mensual máxima (S/)
            </label>
            <input
              id="filtro-costo"
              type="number"
              inputMode="numeric"
              min={0}
              max={20000}
              step={50}
              className={selectClass}
              value={filter.maxMonthlyCost ?? ""}
              onChange={(e) => {
                const v = e.target.value === "" ? null : Math.max(0, Math.min(20000, Math.round(Number(e.target.value))));
                update({ maxMonthlyCost: Number.isFinite(v) ? v : null });
              }}
            />
          </div>
        </>
      )}
      <SaveStatus />
      <div className="flex flex-wrap gap-3">
        <Link href={href("vocResult")} className={buttonClasses()}>
          Ver carreras con estos filtros
        </Link>
        <Link href={href("vocDiscard")} className={buttonClasses({ variant: "outline" })}>
          Seguir: descartar carreras
        </Link>
      </div>
    </form>
  );
}
