"use client";

import Link from "@/components/ui/link";
import { buttonClasses } from "@/components/ui/button";
import { Dialog, DialogClose } from "@/components/ui/dialog";
import { href } from "@/lib/config/route-paths";
import { useModalsStore } from "@/stores/modals";

/** The `vocational` modal flag (donde-estudiar?show_vocational_modal=1): an invitation to the test. */
export function VocationalModal() {
  const open = useModalsStore((s) => s.vocational);
  const setModal = useModalsStore((s) => s.set);
  return (
    <Dialog
      open={open}
      onOpenChange={(next) => setModal("vocational", next)}
      title="¿Aún no sabes qué estudiar?"
      description="Haz el test vocacional: en unos minutos conocerás tus intereses y las carreras que van contigo, y sabrás a qué charlas de la feria entrar."
      size="sm"
      footer={
        <>
          <DialogClose>
            <button type="button" className={buttonClasses({ variant: "ghost" })}>
              Ahora no
            </button>
          </DialogClose>
          <Link
            href={href("testOrientacion")}
            className={buttonClasses({ variant: "accent" })}
            onClick={() => setModal("vocational", false)}
          >
            Hacer el test vocacional
          </Link>
        </>
      }
    />
  );
}
