"use client";

import { Button } from "@/components/ui/button";
import { useModalsStore } from "@/stores/modals";
import { useSessionStore } from "@/stores/session";

/**
 * Opens the university modal. A visitor is asked to log in first, in a modal on this page; the
 * university modal opens right after (stores/modals.ts `requireAccount`). The modal itself is
 * mounted, and loaded on first use, by the layouts' modal host.
 */
export function UniversityModalButton({ isLogged }: { isLogged: boolean; redirectTo?: string }) {
  const loggedNow = useSessionStore((s) => s.isLogged) || isLogged;
  return (
    <Button
      variant="outline"
      aria-haspopup="dialog"
      onClick={() =>
        useModalsStore.getState().requireAccount(() => useModalsStore.getState().open("university"), {
          reason: "Inicia sesión o regístrate para guardar universidades en tu lista. Seguirás en esta página.",
        })
      }
    >
      {loggedNow ? "Elegir universidades para mi lista" : "Guardar universidades en mi lista"}
    </Button>
  );
}
