"use client";

import { FullScreenLoader } from "@/components/ui/full-screen-loader";
import { useSessionStore } from "@/stores/session";

/** The spec's full-screen loader, bound to the session store's `loading` flag. */
export function GlobalLoader() {
  const loading = useSessionStore((s) => s.loading);
  return <FullScreenLoader open={loading} label="Un momento…" />;
}
