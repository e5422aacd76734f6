"use client";

import { Button } from "@/components/ui/button";
import { useModalsStore } from "@/stores/modals";

/**
 * Opens the university modal (logged in) or sends the visitor to log in first. The modal itself
 * is mounted, and loaded on first use, by the layouts' modal host.
 */
export function UniversityModalButton({ isLogged, redirectTo }: { isLogged: boolean; redirectTo: string }) {
  const openModal = useModalsStore((s) => s.open);
  if (!isLogged) {
    return (
      <a href={`/entrar?redirect=${encodeURIComponent(redirectTo)}`} className="font-semibold text-primary-700 underline">
        Inicia sesión para guardar tu lista
      </a>
    );
  }
  return (
    <Button variant="outline" onClick={() => openModal("university")}>
      Elegir universidades para mi lista
    </Button>
  );
}
