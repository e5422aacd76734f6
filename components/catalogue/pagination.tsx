import Link from "@/components/ui/link";

/**
 * Previous / next and a few page numbers, as links (shareable, no JavaScript needed). Styled from
 * the `<nav>` (styles/directory.css `.pager`): the current page is the item with `aria-current`.
 */
export function Pagination({ page, pages, hrefFor }: { page: number; pages: number; hrefFor: (page: number) => string }) {
  if (pages <= 1) return null;
  const around = [page - 2, page - 1, page, page + 1, page + 2].filter((p) => p >= 1 && p <= pages);
  return (
    <nav aria-label="Paginación" className="pager">
      {page > 1 ? (
        <Link href={hrefFor(page - 1)} rel="prev">
          ← Anterior
        </Link>
      ) : null}
      {around.map((p) =>
        p === page ? (
          <span key={p} aria-current="page">
            {p}
          </span>
        ) : (
          <Link key={p} href={hrefFor(p)} aria-label={`Página ${p}`}>
            {p}
          </Link>
        ),
      )}
      {page < pages ? (
        <Link href={hrefFor(page + 1)} rel="next">
          Siguiente →
        </Link>
      ) : null}
    </nav>
  );
}
