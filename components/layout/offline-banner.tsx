"use client";

import { useSessionStore } from "@/stores/session";

/** Shown while the browser is offline (the session store tracks `online`). */
export function OfflineBanner() {
  const online = useSessionStore((s) => s.online);
  return (
    <div
      role="status"
      aria-live="polite"
      className={
        online
          ? "sr-only"
          : "fixed inset-x-0 top-0 z-[60] bg-warning-50 px-4 py-2 text-center text-sm font-semibold text-warning-800 shadow-card"
      }
    >
      {online ? null : "Estás sin conexión. Lo que ya escribiste se mantiene; revisa tu internet para continuar."}
    </div>
  );
}
