"use client";

import { useRouter } from "next/navigation";
import { useMemo, useState } from "react";
import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { Dialog } from "@/components/ui/dialog";
import { Input } from "@/components/ui/input";
import { Spinner } from "@/components/ui/spinner";
import { saveInstitutions } from "@/lib/api/catalogue";
import { apiErrorMessage } from "@/lib/api/errors";
import type { InstitutionCard } from "@/lib/contracts/catalogue";
import { useModalsStore } from "@/stores/modals";
import { InstitutionLogo } from "./institution-logo";
import { useInstitutionSearch } from "./use-institution-search";

/** the modal shows at most 5 logos of the selection. */
export const MAX_LOGOS = 5;

/**
 * The university modal: search institutions, select several cards, see the
 * count and up to 5 logos; 'Guardar' stays disabled until one is selected. Saved server-side.
 */
export function UniversityModal() {
  const open = useModalsStore((s) => s.university);
  const close = useModalsStore((s) => s.close);
  const router = useRouter();
  const [search, setSearch] = useState("");
  const [selected, setSelected] = useState<Map<number, InstitutionCard>>(new Map());
  const [saving, setSaving] = useState(false);

  const { results, loading, error, setError } = useInstitutionSearch(search, { enabled: open, perPage: 12 });

  const chosen = useMemo(() => [...selected.values()], [selected]);

  function toggle(item: InstitutionCard) {
    setSelected((prev) => {
      const next = new Map(prev);
      if (next.has(item.id)) next.delete(item.id);
      else next.set(item.id, item);
      return next;
    });
  }

  async function save() {
    setSaving(true);
    setError(null);
    try {
      await saveInstitutions(chosen.map((c) => c.id));
      setSelected(new Map());
      close("university");
      router.refresh();
    } catch (e) {
      setError(apiErrorMessage(e));
    } finally {
      setSaving(false);
    }
  }

  return (
    <Dialog
      open={open}
      onOpenChange={(value) => (value ? undefined : close("university"))}
      title="Elige universidades e institutos"
      description="Búscalos y marca los que te interesan para guardarlos en tu lista."
      size="lg"
      footer={
        <div className="flex w-full min-w-0 items-center justify-between gap-3">
          <div className="flex min-w-0 items-center gap-2" aria-live="polite">
            <span className="flex -space-x-2" aria-hidden="true">
              {chosen.slice(0, MAX_LOGOS).map((c) => (
                <span key={c.id} data-testid="selected-logo" className="rounded-xl ring-2 ring-white">
                  <InstitutionLogo name={c.name} shortName={c.shortName} size={32} />
                </span>
              ))}
            </span>
            <span className="text-sm font-semibold text-fg">
              {chosen.length} {chosen.length === 1 ? "seleccionada" : "seleccionadas"}
            </span>
          </div>
          <Button onClick={save} disabled={chosen.length === 0 || saving} loading={saving}>
            Guardar
          </Button>
        </div>
      }
    >
      <Input
        label="Buscar"
        type="search"
        value={search}
        onChange={(e) => setSearch(e.target.value)}
        placeholder="Nombre o siglas"
        maxLength={100}
      />
      {error ? (
        <Alert variant="error" className="mt-3" autoHideMs={0}>
          {error}
        </Alert>
      ) : null}
      <div className="mt-3 min-h-40">
        {loading && !results.length ? <Spinner label="Buscando…" /> : null}
        {!loading && !results.length && !error ? <p className="text-fg-muted">No encontramos instituciones con esa búsqueda.</p> : null}
        <ul className="grid gap-2 sm:grid-cols-2" aria-label="Resultados">
          {results.map((item) => {
            const isSelected = selected.has(item.id);
            return (
              <li key={item.id}>
                <label
                  className={`flex min-h-16 cursor-pointer items-center gap-3 rounded-card border p-3 ${isSelected ? "border-primary-700 bg-primary-50" : "border-border bg-surface"}`}
                >
                  <input type="checkbox" className="size-5 accent-primary-700" checked={isSelected} onChange={() => toggle(item)} />
                  <InstitutionLogo name={item.name} shortName={item.shortName} size={36} />
                  <span className="min-w-0">
                    <span className="block text-sm font-semibold text-fg">{item.name}</span>
                    <span className="block text-xs text-fg-muted">
                      {item.type === "universidad" ? "Universidad" : "Instituto"}
                      {item.region ? ` · ${item.region.name}` : ""}
                      {item.checked ? " · ya en tu lista" : ""}
                    </span>
                  </span>
                </label>
              </li>
            );
          })}
        </ul>
      </div>
    </Dialog>
  );
}
