import { notFound } from "next/navigation";
import type { ReactNode } from "react";
import { liveEnv } from "@/lib/config/env";

/** Development pages (the style guide at /estilos): a 404 in a production build. */
export default function DevLayout({ children }: { children: ReactNode }) {
  if (liveEnv("NODE_ENV") === "production") notFound();
  return children;
}
