"use client";

import { useId, useState } from "react";
import { Input } from "@/components/ui/input";
import { Select } from "@/components/ui/select";
import { REGION_LABELS, beca18RegionOf, beca18Regions, type Beca18Region } from "@/lib/beca18/quintiles";
import {
  BECA18_MAX,
  CP_MAX,
  ENP_MAX,
  HIGH_DEMAND_FAMILIES,
  estimateBeca18Score,
  formatPoints,
  parseScoreField,
  tiposIes,
  type Beca18Modality,
  type Beca18Place,
} from "@/lib/beca18/score";

export const PRONABEC_BECA18_URL = "https://www.pronabec.gob.pe/beca-18/";

const regionOptions = beca18Regions.map((r) => ({ value: r, label: REGION_LABELS[r] }));
const familyOptions = [...HIGH_DEMAND_FAMILIES.map((f) => ({ value: f, label: f })), { value: "", label: "Ninguna de estas familias" }];
const modalities: { value: Beca18Modality; label: string }[] = [
  { value: "ordinaria", label: "Beca 18 Ordinaria" },
  { value: "beahd", label: "BEAHD (suma el bono de educación)" },
  { value: "otra", label: "Otra modalidad especial" },
];
const TECHNOLOGICAL: readonly string[] = [tiposIes[1], tiposIes[2]];

export type Beca18EstimatorProps = {
  /** The facts of the place (from PRONABEC's list of eligible programmes); unknown ones null or absent. */
  place: Beca18Place;
  /** Her region as the catalogue or her answers write it ("Ayacucho", "Lima"…), when known. */
  studentRegion?: string | null;
};

/**
 * «¿Cuánto sumaría con Beca 18?»: she types her exam score and priority conditions, picks her
 * region and modality, and sees each part of the formula with its reason and the total out of 180.
 * Nothing is sent anywhere: the estimate is computed in the browser from lib/beca18.
 */
export function Beca18Estimator({ place, studentRegion }: Beca18EstimatorProps) {
  const id = useId();
  const known = beca18RegionOf(studentRegion);
  const [enpText, setEnpText] = useState("");
  const [cpText, setCpText] = useState("");
  const [region, setRegion] = useState<Beca18Region | "">(known && known !== "lima" ? known : "");
  const [modality, setModality] = useState<Beca18Modality>("ordinaria");
  const askFamily = place.careerFamily === undefined && !!place.tipoIes && TECHNOLOGICAL.includes(place.tipoIes);
  const [family, setFamily] = useState<string | null>(null);

  const enp = parseScoreField(enpText, ENP_MAX);
  const cp = parseScoreField(cpText, CP_MAX);
  const estimate = estimateBeca18Score({
    enp: enp.value,
    cp: cp.value,
    studentRegion: region || null,
    modality,
    place: askFamily ? { ...place, careerFamily: family } : place,
  });

  return (
    <div className="flex flex-col gap-5">
      <form
        className="grid gap-4 sm:grid-cols-2"
        onSubmit={(e) => e.preventDefault()}
        aria-label="Datos para estimar tu puntaje de Beca 18"
      >
        <Input
          label="Puntaje del Examen Nacional de Preselección (ENP)"
          inputMode="decimal"
          autoComplete="off"
          value={enpText}
          onChange={(e) => setEnpText(e.target.value)}
          hint={`De 0 a ${ENP_MAX}. Déjalo en blanco si aún no lo das.`}
          error={enp.error}
        />
        <Input
          label="Condiciones priorizadas (CP, total)"
          inputMode="decimal"
          autoComplete="off"
          value={cpText}
          onChange={(e) => setCpText(e.target.value)}
          hint={`El total que sabes, de 0 a ${CP_MAX} (pobreza, pobreza extrema, discapacidad, etc.). No tenemos el puntaje de cada condición; escribe 0 si no tienes ninguna.`}
          error={cp.error}
        />
        <Select
          label="Tu región"
          options={regionOptions}
          placeholder="Elige tu región"
          value={region}
          onChange={(e) => setRegion(e.target.value as Beca18Region)}
          hint={
            known === "lima" && !region
              ? "Elige Lima Metropolitana o Lima Provincias: PRONABEC les da puntajes distintos."
              : "La de tu domicilio; PRONABEC cuenta aparte Lima Metropolitana, Lima Provincias y Callao."
          }
        />
        <fieldset className="flex flex-col gap-1.5">
          <legend className="text-sm font-medium text-fg">Modalidad a la que postulas</legend>
          {modalities.map((m) => (
            <label key={m.value} className="flex min-h-11 items-center gap-2 text-fg">
              <input
                type="radio"
                name={`${id}-modality`}
                value={m.value}
                checked={modality === m.value}
                onChange={() => setModality(m.value)}
                className="size-5"
              />
              {m.label}
            </label>
          ))}
        </fieldset>
        {askFamily ? (
          <Select
            label="Familia de la carrera (lista de alta demanda)"
            options={familyOptions}
            placeholder="¿Es de alguna de estas familias?"
            value={family ?? undefined}
            onChange={(e) => setFamily(e.target.value)}
            hint="En un instituto o escuela tecnológica, las diez familias de alta demanda suman 10 puntos."
            containerClassName="sm:col-span-2"
          />
        ) : null}
      </form>

      <section aria-labelledby={`${id}-result`} className="rounded-lg bg-neutral-50 p-4">
        <h3 id={`${id}-result`} className="text-base font-semibold text-fg">
          Tu estimación para {place.programme}
        </h3>
        <p className="mt-1 text-2xl font-bold text-fg" aria-live="polite">
          {formatPoints(estimate.total)} de {BECA18_MAX}
        </p>
        {estimate.missing.length ? (
          <p className="mt-1 text-sm text-fg-muted">Sin contar, por falta de datos: {estimate.missing.map((m) => m.label).join("; ")}.</p>
        ) : null}
        <ul className="mt-3 flex flex-col gap-2">
          {estimate.parts.map((p) => (
            <li key={p.key} className="text-sm text-fg">
              <span className="font-semibold">
                {p.label}: {p.points === null ? "sin dato" : `${formatPoints(p.points)} de ${p.max}`}
              </span>
              <span className="block text-fg-muted">{p.explanation}</span>
            </li>
          ))}
        </ul>
        <p className="mt-4 text-sm text-fg">
          <strong>PRONABEC decide; confirma en pronabec.gob.pe.</strong> Esto es una estimación con la fórmula de las Bases de Beca 18 2026
          (Tabla 14, tal como se transcribió) y los quintiles de la RDE N° 033-2026 (Anexos 2 y 3).{" "}
          <a href={PRONABEC_BECA18_URL} className="text-primary-700 underline" rel="noopener noreferrer" target="_blank">
            Beca 18 en pronabec.gob.pe
          </a>
        </p>
      </section>
    </div>
  );
}
