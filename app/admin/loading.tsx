/** While an admin page loads: the shape of a title, filters and a table (no layout jump). */
export default function AdminLoading() {
  return (
    <div className="flex animate-pulse flex-col gap-4" role="status" aria-live="polite">
      <span className="sr-only">Cargando…</span>
      <div className="h-8 w-56 rounded bg-neutral-200" />
      <div className="h-4 w-80 max-w-full rounded bg-neutral-100" />
      <div className="h-11 w-full max-w-md rounded-lg bg-neutral-100" />
      <div className="flex flex-col gap-2 rounded-card border border-border bg-surface p-3">
        {Array.from({ length: 8 }, (_, i) => (
          <div key={i} className="h-6 rounded bg-neutral-100" />
        ))}
      </div>
    </div>
  );
}
