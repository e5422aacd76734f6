import Link from "@/components/ui/link";
import type { ReactNode } from "react";

/** The title of a back-office page, with an optional way back and a line of context. */
export function AdminPageHeader({
  title,
  description,
  back,
  actions,
}: {
  title: string;
  description?: ReactNode;
  back?: { href: string; label: string };
  actions?: ReactNode;
}) {
  return (
    <header className="flex flex-col gap-1">
      {back ? (
        <Link
          href={back.href}
          className="inline-flex min-h-11 w-fit items-center text-sm font-medium text-primary-700 underline-offset-2 hover:underline"
        >
          ← {back.label}
        </Link>
      ) : null}
      <div className="flex flex-wrap items-start justify-between gap-2">
        <h1 className="text-2xl font-bold break-words text-fg">{title}</h1>
        {actions}
      </div>
      {description ? <p className="text-fg-muted">{description}</p> : null}
    </header>
  );
}
