import type { Metadata } from "next";
import type { ReactNode } from "react";

export const metadata: Metadata = { robots: { index: false, follow: false } };

/** Embed layout: no navigation; these pages may be framed by other sites. */
export default function EmbedLayout({ children }: { children: ReactNode }) {
  return (
    <main id="contenido" className="bg-surface p-3">
      {children}
    </main>
  );
}
