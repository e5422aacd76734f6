import Link from "next/link";
import { cn } from "@/lib/utils/cn";

/** Previous / next and a few page numbers, as links (shareable, no JavaScript needed). */
export function Pagination({ page, pages, hrefFor }: { page: number; pages: number; hrefFor: (page: number) => string }) {
  if (pages <= 1) return null;
  const around = [page - 2, page - 1, page, page + 1, page + 2].filter((p) => p >= 1 && p <= pages);
  const item = "inline-flex min-h-11 min-w-11 items-center justify-center rounded-control px-3 font-semibold";
  return (
    <nav aria-label="Paginación" className="mt-6 flex flex-wrap items-center justify-center gap-1">
      {page > 1 ? (
        <Link href={hrefFor(page - 1)} className={cn(item, "text-primary-700 hover:bg-primary-50")} rel="prev">
          ← Anterior
        </Link>
      ) : null}
      {around.map((p) =>
        p === page ? (
          <span key={p} aria-current="page" className={cn(item, "bg-primary-700 text-white")}>
            {p}
          </span>
        ) : (
          <Link key={p} href={hrefFor(p)} className={cn(item, "text-primary-700 hover:bg-primary-50")} aria-label={`Página ${p}`}>
            {p}
          </Link>
        ),
      )}
      {page < pages ? (
        <Link href={hrefFor(page + 1)} className={cn(item, "text-primary-700 hover:bg-primary-50")} rel="next">
          Siguiente →
        </Link>
      ) : null}
    </nav>
  );
}
