"use client";

import { useState } from "react";
import { Button } from "@/components/ui/button";

/**
 * A class invitation link in the school panel: the link to hand to one section, and a
 * button that copies it. If the browser refuses the clipboard, the link is there to select by hand.
 */
export function InvitationLink({ url, label }: { url: string; label: string }) {
  const [state, setState] = useState<"idle" | "copied" | "failed">("idle");
  return (
    <div className="flex min-w-0 flex-col items-start gap-1">
      <Button
        variant="outline"
        size="sm"
        onClick={() => {
          navigator.clipboard
            ?.writeText(url)
            .then(() => setState("copied"))
            .catch(() => setState("failed"));
          if (!navigator.clipboard) setState("failed");
        }}
      >
        {state === "copied" ? "Enlace copiado" : "Copiar enlace"}
        <span className="sr-only"> de {label}</span>
      </Button>
      <span role="status" className="text-xs text-fg-muted">
        {state === "failed" ? (
          <>
            No pudimos copiarlo: selecciónalo y cópialo a mano. <span className="font-mono break-all select-all">{url}</span>
          </>
        ) : null}
      </span>
    </div>
  );
}
