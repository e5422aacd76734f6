import Link from "@/components/ui/link";
import { href } from "@/lib/config/route-paths";
import type { CommunityAuthor } from "@/lib/contracts/community";

const roleLabel: Record<CommunityAuthor["role"], string | null> = {
  student: "Estudiante",
  parent: null,
  specialist: "Especialista de Rumbo",
  ambassador: null,
  team: "Equipo de Rumbo",
};

/** «Valeria C. · Verificación de Rumbo · Estudia Psicología · PUCP»: who wrote a post, as the community shows it. */
export function AuthorLine({ author }: { author: CommunityAuthor }) {
  const badge = author.badge ?? roleLabel[author.role];
  const verified = author.role === "specialist" || author.role === "ambassador" || author.role === "team";
  return (
    <p className="flex flex-wrap items-center gap-x-1.5 text-sm text-neutral-700">
      <span className="font-semibold text-fg">{author.name}</span>
      {verified ? (
        <svg viewBox="0 0 20 20" fill="currentColor" aria-label="Cuenta verificada" role="img" className="size-4 text-primary-700">
          <path
            fillRule="evenodd"
            d="M10 18a8 8 0 1 0 0-16 8 8 0 0 0 0 16Zm3.86-9.86a.75.75 0 0 0-1.22-.88l-3.24 4.5-1.7-1.7a.75.75 0 1 0-1.06 1.06l2.32 2.32a.75.75 0 0 0 1.14-.09l3.76-5.21Z"
            clipRule="evenodd"
          />
        </svg>
      ) : null}
      {badge ? <span>· {badge}</span> : null}
      {author.institution ? (
        <span>
          ·{" "}
          <Link href={href("institution", { institutionSlug: author.institution.slug })} className="text-primary-700 underline">
            {author.institution.name}
          </Link>
        </span>
      ) : null}
    </p>
  );
}
