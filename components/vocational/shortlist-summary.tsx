import Link from "@/components/ui/link";
import { href } from "@/lib/config/route-paths";
import { addedOn, itemName, sourceLabel, sourceLabelOther } from "@/lib/content/shortlist";
import type { ShortlistItem } from "@/lib/contracts/shortlist";

/**
 * Her list in a few lines (the result page, her shared link): the careers, then where to study,
 * each with where it came from and when. `reader` "other" speaks of her («La guardó»).
 */
export function ShortlistSummary({
  items,
  reader = "student",
  headingId,
  title,
}: {
  items: ShortlistItem[];
  reader?: "student" | "other";
  headingId: string;
  title: string;
}) {
  const careers = items.filter((i) => i.kind === "career");
  const places = items.filter((i) => i.kind === "place");
  const label = reader === "other" ? sourceLabelOther : sourceLabel;
  const line = (item: ShortlistItem) => (
    <li key={item.id}>
      <span className="font-medium text-fg">{itemName(item)}</span>{" "}
      <span className="text-sm text-fg-muted">
        ({label(item)} el {addedOn(item.addedAt)})
      </span>
    </li>
  );
  return (
    <section aria-labelledby={headingId} className="flex flex-col gap-2 rounded-card border border-border bg-surface p-4">
      <h2 id={headingId} className="text-xl font-bold text-fg">
        {title}
      </h2>
      {items.length === 0 ? (
        <p className="text-fg-muted">
          Aún no hay nada en tu lista. Marca «Me interesa» en una carrera de abajo o guarda una universidad o instituto desde su perfil.
        </p>
      ) : (
        <>
          {careers.length ? (
            <div>
              <h3 className="font-semibold text-fg">Carreras</h3>
              <ul className="flex list-disc flex-col gap-1 pl-5">{careers.map(line)}</ul>
            </div>
          ) : null}
          {places.length ? (
            <div>
              <h3 className="font-semibold text-fg">Dónde estudiar</h3>
              <ul className="flex list-disc flex-col gap-1 pl-5">{places.map(line)}</ul>
            </div>
          ) : null}
        </>
      )}
      {reader === "student" ? (
        <Link href={href("cuentaLista")} className="self-start font-medium text-primary-700 underline">
          Ver y editar mi lista
        </Link>
      ) : null}
    </section>
  );
}
