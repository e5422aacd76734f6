import Link from "@/components/ui/link";
import type { ReactNode } from "react";
import { href } from "@/lib/config/route-paths";

/** The frame of a test page: a back link, a title and a short introduction. */
export function SectionPage({
  title,
  intro,
  children,
  wide = false,
}: {
  title: string;
  intro?: ReactNode;
  children: ReactNode;
  wide?: boolean;
}) {
  return (
    <div className={`mx-auto flex w-full ${wide ? "max-w-4xl" : "max-w-xl"} flex-col gap-5 px-4 py-6`}>
      <Link href={href("orientacionVocacional")} className="text-sm font-medium text-primary-700 underline">
        ← Mapa de tu orientación vocacional
      </Link>
      <header className="flex flex-col gap-2">
        <h1 className="text-2xl font-bold text-fg">{title}</h1>
        {intro ? <div className="text-fg-muted">{intro}</div> : null}
      </header>
      {children}
    </div>
  );
}
