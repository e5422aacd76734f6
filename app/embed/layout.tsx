import type { ReactNode } from "react";

/** Embed layout (spec §2): no navigation; these pages may be framed by other sites. */
export default function EmbedLayout({ children }: { children: ReactNode }) {
  return <main id="contenido" className="p-3">{children}</main>;
}
