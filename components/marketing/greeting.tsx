"use client";

import { selectFirstName, useSessionStore } from "@/stores/session";

/** "Hola, María" from the session store (the page itself stays static). */
export function Greeting({ fallback = "Hola" }: { fallback?: string }) {
  const firstName = useSessionStore(selectFirstName);
  return <>{firstName ? `Hola, ${firstName}` : fallback}</>;
}
