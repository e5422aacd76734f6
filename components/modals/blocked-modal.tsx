"use client";

import Link from "next/link";
import { buttonClasses } from "@/components/ui/button";
import { Dialog } from "@/components/ui/dialog";
import { routes } from "@/lib/config/routes";
import { plans, whatsappLink } from "@/lib/config/site";
import { formatSoles } from "@/lib/format/money";
import { useModalsStore } from "@/stores/modals";

export const pillars = [
  { title: "Conócete", text: "Tus intereses, tu personalidad y tus fortalezas, medidos y explicados." },
  { title: "Explora", text: "Carreras, universidades e institutos del Perú con costos y duración reales." },
  { title: "Decide", text: "Un plan de postulación con un especialista y tu familia." },
];

/** 'Es momento de preparte para tu futuro' (spec §2 modal 3): pricing and three pillars. */
export function BlockedModal() {
  const open = useModalsStore((s) => s.blockedModal);
  const close = useModalsStore((s) => s.close);
  return (
    <Dialog open={open} onOpenChange={(next) => !next && close("blockedModal")} title="Es momento de preparte para tu futuro" size="xl">
      <div className="flex flex-col gap-5">
        <ol className="grid gap-3 sm:grid-cols-3">
          {pillars.map((pillar, index) => (
            <li key={pillar.title} className="rounded-control bg-primary-50 p-3">
              <p className="text-xs font-semibold text-primary-800">Pilar {index + 1}</p>
              <p className="font-bold text-fg">{pillar.title}</p>
              <p className="text-sm text-neutral-700">{pillar.text}</p>
            </li>
          ))}
        </ol>
        <ul className="grid gap-3 sm:grid-cols-3">
          {plans.map((plan) => (
            <li key={plan.id} className="flex flex-col gap-2 rounded-control border border-border p-3">
              <p className="font-semibold text-fg">{plan.name}</p>
              <p className="text-xl font-bold text-fg">
                {formatSoles(plan.priceCents)}
                <span className="text-sm font-normal text-fg-muted">{plan.period === "mes" ? " al mes" : " pago único"}</span>
              </p>
              <a
                href={whatsappLink(`Hola, quiero información sobre el ${plan.name}`)}
                target="_blank"
                rel="noopener noreferrer"
                className={buttonClasses({ variant: "outline", size: "sm", className: "mt-auto" })}
              >
                Pide información<span className="sr-only"> sobre el {plan.name} (se abre en una pestaña nueva)</span>
              </a>
            </li>
          ))}
        </ul>
        <Link href={`${routes.testOrientacion}#pricing`} onClick={() => close("blockedModal")} className={buttonClasses({ variant: "accent", fullWidth: true })}>
          Ver los planes en detalle
        </Link>
      </div>
    </Dialog>
  );
}
