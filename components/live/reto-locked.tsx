"use client";

import { useEffect } from "react";
import { Button } from "@/components/ui/button";
import { useModalsStore } from "@/stores/modals";

/**
 * The «Reto» for a free user: instead of the section, what it is and the button that
 * opens the blocked modal (spec modal 3). Arriving at the step itself (#reto, from the map of
 * sections) opens the modal at once. The rest of the page keeps working.
 */
export function RetoLocked({ anchor = "reto" }: { anchor?: string }) {
  const open = useModalsStore((s) => s.open);
  useEffect(() => {
    const check = () => {
      if (window.location.hash === `#${anchor}`) open("blockedModal");
    };
    // A client-side navigation may update the address just after this mounts: look again next tick.
    check();
    const timer = window.setTimeout(check, 0);
    window.addEventListener("hashchange", check);
    return () => {
      window.clearTimeout(timer);
      window.removeEventListener("hashchange", check);
    };
  }, [anchor, open]);
  return (
    <section
      id={anchor}
      aria-labelledby={`${anchor}-title`}
      className="flex scroll-mt-24 flex-col gap-2 rounded-card border border-dashed border-border-strong bg-neutral-50 p-4"
    >
      <p className="inline-flex self-start rounded-pill bg-accent-100 px-3 py-1 text-xs font-semibold text-accent-900">Reto bloqueado</p>
      <h2 id={`${anchor}-title`} className="font-semibold text-fg">
        El «Reto»: pon a prueba tu elección
      </h2>
      <p className="text-neutral-700">
        Preguntas difíciles sobre tu elección, antes de decidir. Es parte de los planes de Rumbo; tu test, tu resultado y el catálogo siguen
        siendo gratis.
      </p>
      <Button variant="accent" className="self-start" aria-haspopup="dialog" onClick={() => open("blockedModal")}>
        Desbloquear el Reto
      </Button>
    </section>
  );
}
