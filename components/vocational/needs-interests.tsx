import Link from "@/components/ui/link";
import { href } from "@/lib/config/route-paths";

/** What a results-based section shows before the interests section gives any result. */
export function NeedsInterests() {
  return (
    <p>
      Primero completa tus{" "}
      <Link href={href("vocInterests")} className="text-primary-700 underline">
        intereses profesionales
      </Link>
      .
    </p>
  );
}
