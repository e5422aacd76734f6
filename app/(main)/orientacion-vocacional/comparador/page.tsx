import type { Metadata } from "next";
import { buttonClasses } from "@/components/ui/button";
import { careerSlugsFromQuery, listCareers } from "@/lib/server/catalogue/careers";
import { href, route } from "@/lib/config/route-registry";

export const metadata: Metadata = { title: route("vocComparator").title };

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };

/** Choose up to 4 careers to compare (a plain GET form: the result's URL can be shared). */
export default async function ComparadorPage({ searchParams }: Props) {
  const selected = new Set(careerSlugsFromQuery((await searchParams).c));
  const careers = await listCareers();
  const areas = new Map<string, typeof careers>();
  for (const c of careers) areas.set(c.area, [...(areas.get(c.area) ?? []), c]);
  return (
    <div className="mx-auto max-w-5xl px-4 py-8">
      <h1 className="text-2xl font-bold text-fg sm:text-3xl">Comparador de carreras</h1>
      <p className="mt-2 text-fg-muted">
        Marca de 2 a 4 carreras y compara su duración, ingresos, costo, selectividad y perfil de intereses.
      </p>
      <form action={href("vocComparatorResult")} className="mt-6">
        {[...areas.entries()].map(([area, list]) => (
          <fieldset key={area} className="mb-5">
            <legend className="mb-2 font-bold text-fg first-letter:uppercase">{area}</legend>
            <div className="grid gap-1 sm:grid-cols-2 lg:grid-cols-3">
              {list.map((c) => (
                <label key={c.slug} className="flex min-h-11 items-center gap-2 rounded-control px-2 hover:bg-neutral-50">
                  <input
                    type="checkbox"
                    name="c"
                    value={c.slug}
                    defaultChecked={selected.has(c.slug)}
                    className="size-5 accent-primary-700"
                  />
                  <span>{c.name}</span>
                </label>
              ))}
            </div>
          </fieldset>
        ))}
        <div className="sticky bottom-20 flex justify-end bg-white/90 py-3 min-[892px]:bottom-0">
          <button type="submit" className={buttonClasses({ variant: "accent" })}>
            Comparar carreras
          </button>
        </div>
        <p className="text-sm text-fg-muted">Si marcas más de 4, se comparan las 4 primeras.</p>
      </form>
    </div>
  );
}
