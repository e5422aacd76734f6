import Link from "next/link";

/** What a results-based section shows before the interests section gives any result. */
export function NeedsInterests() {
  return (
    <p>
      Primero completa tus{" "}
      <Link href="/orientacion-vocacional/intereses-profesionales" className="text-primary-700 underline">
        intereses profesionales
      </Link>
      .
    </p>
  );
}
