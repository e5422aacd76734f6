import Link from "@/components/ui/link";
import { buttonClasses } from "@/components/ui/button";
import type { CareerSummary } from "@/lib/contracts/catalogue";
import { href } from "@/lib/config/route-paths";

/** A GET form to choose a career (works without JavaScript). */
export function CareerPicker({
  careers,
  action,
  selected,
  label = "Elige una carrera",
}: {
  careers: CareerSummary[];
  action: string;
  selected?: string;
  label?: string;
}) {
  return (
    <form action={action} className="flex flex-wrap items-end gap-3">
      <label className="flex w-full min-w-0 flex-1 flex-col gap-1.5 text-sm font-semibold text-fg sm:w-auto">
        {label}
        <select
          name="carrera"
          defaultValue={selected}
          required
          className="min-h-11 w-full min-w-0 rounded-control border border-neutral-400 bg-surface px-3 text-base font-normal"
        >
          {careers.map((c) => (
            <option key={c.slug} value={c.slug}>
              {c.name}
            </option>
          ))}
        </select>
      </label>
      <button type="submit" className={buttonClasses({})}>
        Ver
      </button>
    </form>
  );
}

/** The career-exploration pages of one career, by route name. */
const careerTabs = [
  ["vocCareerDescription", "Descripción"],
  ["vocCareerDetail", "Cifras"],
  ["vocCurriculum", "Malla referencial"],
  ["vocJobBoard", "Dónde trabajar"],
] as const;

/** Links between the career-exploration pages of one career. */
export function CareerTabs({ slug, current }: { slug: string; current: (typeof careerTabs)[number][0] }) {
  return (
    <nav aria-label="Secciones de la carrera" className="flex flex-wrap gap-2">
      {careerTabs.map(([path, label]) =>
        path === current ? (
          <span key={path} aria-current="page" className="career-pill">
            {label}
          </span>
        ) : (
          <Link key={path} href={href(path, { carrera: slug })} className="career-pill">
            {label}
          </Link>
        ),
      )}
      <Link href={href("estudiarCarrera", { careerSlug: slug })} className="career-pill">
        Dónde estudiarla
      </Link>
    </nav>
  );
}
