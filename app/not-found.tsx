import Link from "next/link";

/** Any unmatched route (spec §2 and §8): 404 with a link back home. */
export default function NotFound() {
  return (
    <main id="contenido" className="mx-auto flex min-h-[60vh] max-w-xl flex-col items-center justify-center gap-4 px-4 text-center">
      <p className="text-6xl font-bold text-slate-300" aria-hidden="true">
        404
      </p>
      <h1 className="text-2xl font-bold text-slate-900">No encontramos esta página</h1>
      <p className="text-slate-700">
        <span lang="en">This page could not be found</span>. Revisa la dirección o vuelve al inicio.
      </p>
      <Link href="/" className="rounded-lg bg-slate-900 px-5 py-3 font-semibold text-white">
        Volver al inicio
      </Link>
    </main>
  );
}
