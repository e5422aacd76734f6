"use client";

import { useState } from "react";
import Link from "@/components/ui/link";
import { Button } from "@/components/ui/button";
import { Checkbox } from "@/components/ui/checkbox";
import { describeTapError } from "@/lib/client/tap-error";
import { href } from "@/lib/config/route-paths";
import { addedOn, itemName, sourceLabel } from "@/lib/content/shortlist";
import { discardReasons } from "@/lib/content/vocational/choices";
import { DiscardReasonField } from "./discard-reason-field";
import type { Shortlist, ShortlistItem } from "@/lib/contracts/shortlist";

const loadApi = () => import("@/lib/api/shortlist");

const kindLabel = (item: ShortlistItem) =>
  item.kind === "career"
    ? "Carrera"
    : `${item.institution?.kind === "universidad" ? "Universidad" : "Instituto"}${item.institution?.regionName ? ` · ${item.institution.regionName}` : ""}`;

function itemHref(item: ShortlistItem): string {
  if (item.institution && item.career)
    return href("institutionCareer", { institutionSlug: item.institution.slug, career: item.career.slug });
  if (item.institution) return href("institution", { institutionSlug: item.institution.slug });
  return href("estudiarCarrera", { careerSlug: item.career?.slug ?? "" });
}

/**
 * «Mi lista»: every career and place she keeps, each with where it came from and when; she can
 * take one off, or discard a career with a reason (kept in her test: it leaves her suggestions
 * too), and choose whether her public result link shows the list.
 */
export function ShortlistBoard({ initial }: { initial: Shortlist }) {
  const [list, setList] = useState(initial);
  const [notice, setNotice] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState<string | null>(null);

  async function run(key: string, action: () => Promise<string | null>) {
    setBusy(key);
    setError(null);
    try {
      setNotice(await action());
    } catch (e) {
      setError((await describeTapError(e)).message);
    } finally {
      setBusy(null);
    }
  }

  const remove = (item: ShortlistItem) =>
    run(`remove-${item.id}`, async () => {
      const api = await loadApi();
      setList(await api.removeFromShortlist(item.id));
      return `Quitaste ${itemName(item)} de tu lista.`;
    });

  const discard = (item: ShortlistItem, reason: string) =>
    run(`discard-${item.id}`, async () => {
      const api = await loadApi();
      const { discarded, ...next } = await api.discardFromShortlist({ careerId: item.career!.id, reason });
      setList(next);
      return `Quitaste ${discarded.name} de tu lista y la descartaste en tu test (motivo: ${discarded.reason.toLowerCase()}): ya no aparecerá entre tus carreras sugeridas. Puedes revisarlo en «Descartar carreras».`;
    });

  const share = (on: boolean) =>
    run("share", async () => {
      const api = await loadApi();
      setList(await api.setShortlistSharing(on));
      return on ? "Tu lista se muestra en tu enlace compartido." : "Tu lista ya no se muestra en tu enlace compartido.";
    });

  const careers = list.items.filter((i) => i.kind === "career");
  const places = list.items.filter((i) => i.kind === "place");

  return (
    <div className="flex flex-col gap-6">
      <div aria-live="polite" className="min-h-0">
        {notice ? (
          <p role="status" className="rounded-control border border-success-200 bg-success-50 p-3 text-success-900">
            {notice}
          </p>
        ) : null}
        {error ? (
          <p role="alert" className="rounded-control border border-danger-200 bg-danger-50 p-3 text-danger-700">
            {error}
          </p>
        ) : null}
      </div>

      {list.items.length === 0 ? (
        <section aria-labelledby="lista-vacia" className="flex flex-col gap-3 rounded-card border border-border bg-surface p-4">
          <h2 id="lista-vacia" className="text-lg font-bold text-fg">
            Tu lista está vacía
          </h2>
          <p className="text-fg">Aquí quedan las carreras y los lugares donde quieres estudiar. Puedes agregarlos así:</p>
          <ul className="flex list-disc flex-col gap-1 pl-5 text-fg">
            <li>
              En{" "}
              <Link href={href("vocResult")} className="font-medium text-primary-700 underline">
                tu resultado
              </Link>
              , con «Me interesa» en una carrera sugerida.
            </li>
            <li>
              En el perfil de una{" "}
              <Link href={href("instituciones")} className="font-medium text-primary-700 underline">
                universidad o instituto
              </Link>
              , con «Guardar en mi lista».
            </li>
            <li>
              En el test, en{" "}
              <Link href={href("vocInstitution")} className="font-medium text-primary-700 underline">
                «Dónde estudiar»
              </Link>
              , eligiendo dónde quieres estudiar.
            </li>
          </ul>
        </section>
      ) : null}

      {careers.length ? (
        <section aria-labelledby="lista-carreras" className="flex flex-col gap-3">
          <h2 id="lista-carreras" className="text-xl font-bold text-fg">
            Carreras ({careers.length})
          </h2>
          <ul className="flex flex-col gap-3">
            {careers.map((item) => (
              <ItemCard key={item.id} item={item} busy={busy} onRemove={remove} onDiscard={discard} />
            ))}
          </ul>
        </section>
      ) : null}

      {places.length ? (
        <section aria-labelledby="lista-lugares" className="flex flex-col gap-3">
          <h2 id="lista-lugares" className="text-xl font-bold text-fg">
            Dónde estudiar ({places.length})
          </h2>
          <ul className="flex flex-col gap-3">
            {places.map((item) => (
              <ItemCard key={item.id} item={item} busy={busy} onRemove={remove} />
            ))}
          </ul>
        </section>
      ) : null}

      <section aria-labelledby="lista-compartir" className="flex flex-col gap-2 rounded-card border border-border bg-surface p-4">
        <h2 id="lista-compartir" className="text-lg font-bold text-fg">
          Tu enlace compartido
        </h2>
        <Checkbox
          label="Mostrar mi lista en mi enlace compartido"
          hint="Apagado, tu lista no aparece en el enlace público de tu resultado. Encendido, aparece solo si además compartes tu resultado (desde tu resultado). Tu familia vinculada la ve siempre en su panel."
          checked={list.showOnSharedLink}
          disabled={busy === "share"}
          onChange={(e) => void share(e.target.checked)}
        />
      </section>
    </div>
  );
}

function ItemCard({
  item,
  busy,
  onRemove,
  onDiscard,
}: {
  item: ShortlistItem;
  busy: string | null;
  onRemove: (item: ShortlistItem) => void;
  onDiscard?: (item: ShortlistItem, reason: string) => void;
}) {
  const [discarding, setDiscarding] = useState(false);
  const [reason, setReason] = useState(discardReasons[0].id);
  const name = itemName(item);
  return (
    <li className="flex flex-col gap-2 rounded-card border border-border bg-surface p-4 shadow-card" data-shortlist-item={item.id}>
      <div className="flex flex-col gap-0.5">
        <Link href={itemHref(item)} className="text-lg font-semibold text-primary-700 underline">
          {name}
        </Link>
        <p className="text-sm text-fg-muted">{kindLabel(item)}</p>
        <p className="text-sm text-fg">
          {sourceLabel(item)} el {addedOn(item.addedAt)}.
        </p>
      </div>
      <div className="flex flex-wrap items-end gap-2">
        <Button size="sm" variant="outline" loading={busy === `remove-${item.id}`} onClick={() => onRemove(item)}>
          Quitar<span className="sr-only"> {name} de mi lista</span>
        </Button>
        {onDiscard && item.career && !discarding ? (
          <Button size="sm" variant="ghost" onClick={() => setDiscarding(true)}>
            No es para mí<span className="sr-only"> ({name})</span>
          </Button>
        ) : null}
      </div>
      {onDiscard && item.career && discarding ? (
        <div className="flex flex-wrap items-end gap-2 rounded-control bg-neutral-50 p-2">
          <DiscardReasonField careerName={name} reason={reason} onChange={setReason} />
          <Button size="sm" variant="danger" loading={busy === `discard-${item.id}`} onClick={() => onDiscard(item, reason)}>
            Confirmar descarte
          </Button>
          <Button size="sm" variant="outline" onClick={() => setDiscarding(false)}>
            Cancelar
          </Button>
          <p className="w-full text-sm text-fg-muted">Sale de tu lista y de tus sugerencias; el motivo queda en tu test.</p>
        </div>
      ) : null}
    </li>
  );
}
