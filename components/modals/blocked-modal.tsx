"use client";

import Link from "@/components/ui/link";
import { useEffect, useState } from "react";
import { PayButton } from "@/components/payments/pay-button";
import { buttonClasses } from "@/components/ui/button";
import { Dialog } from "@/components/ui/dialog";
import { Spinner } from "@/components/ui/spinner";
import { getPlans } from "@/lib/api/payments";
import { track } from "@/lib/api/metrics";
import { href } from "@/lib/config/route-paths";
import { contactChannel, contactLinkProps, contactNewTabNote, whatsappLink } from "@/lib/config/site";
import type { PlanDto } from "@/lib/contracts/plans";
import { formatSoles } from "@/lib/format/money";
import { useModalsStore } from "@/stores/modals";

export const pillars = [
  { title: "Conócete", text: "Tus intereses, tu personalidad y tus fortalezas, medidos y explicados." },
  { title: "Explora", text: "Carreras, universidades e institutos del Perú con costos y duración reales." },
  { title: "Decide", text: "Un plan de postulación con un especialista y tu familia." },
];

let plansRequest: Promise<PlanDto[]> | null = null;
/** The plans from `GET /api/plans`, asked once per page. */
function loadPlans(): Promise<PlanDto[]> {
  plansRequest ??= getPlans().catch((error) => {
    plansRequest = null;
    throw error;
  });
  return plansRequest;
}

/** 'Es momento de preparte para tu futuro': pricing and three pillars. */
export function BlockedModal() {
  const open = useModalsStore((s) => s.blockedModal);
  const close = useModalsStore((s) => s.close);
  const [plans, setPlans] = useState<PlanDto[] | null>(null);
  const [failed, setFailed] = useState(false);

  useEffect(() => {
    if (!open) return;
    track("page-change", "blocked-modal");
    let live = true;
    setFailed(false);
    loadPlans().then(
      (list) => live && setPlans(list),
      () => live && setFailed(true),
    );
    return () => {
      live = false;
    };
  }, [open]);

  return (
    <Dialog open={open} onOpenChange={(next) => !next && close("blockedModal")} title="Es momento de preparte para tu futuro" size="xl">
      <div className="flex flex-col gap-5">
        <p className="text-sm text-neutral-700">
          Tu test y tus resultados siguen siendo gratis. Con un plan desbloqueas el «Reto», la revisión de tu resultado por un orientador y
          las sesiones en vivo.
        </p>
        <ol className="grid gap-3 sm:grid-cols-3">
          {pillars.map((pillar, index) => (
            <li key={pillar.title} className="rounded-control bg-primary-50 p-3">
              <p className="text-xs font-semibold text-primary-800">Pilar {index + 1}</p>
              <p className="font-bold text-fg">{pillar.title}</p>
              <p className="text-sm text-neutral-700">{pillar.text}</p>
            </li>
          ))}
        </ol>
        {plans ? (
          <ul className="grid gap-3 sm:grid-cols-3">
            {plans.map((plan) => (
              <li key={plan.id} className="flex flex-col gap-2 rounded-control border border-border p-3">
                <p className="font-semibold text-fg">{plan.name}</p>
                <p className="text-xl font-bold text-fg">
                  {formatSoles(plan.priceCents)}
                  <span className="text-sm font-normal text-fg-muted">{plan.period === "mes" ? " al mes" : " pago único"}</span>
                </p>
                <PayButton planId={plan.id} planName={plan.name} source="blocked" className="mt-auto" />
                <a
                  href={whatsappLink(`Hola, quiero información sobre el ${plan.name}`)}
                  {...contactLinkProps}
                  className={buttonClasses({ variant: "outline", size: "sm" })}
                >
                  Pide información
                  <span className="sr-only">
                    {" "}
                    sobre el {plan.name} por {contactChannel}
                    {contactNewTabNote}
                  </span>
                </a>
              </li>
            ))}
          </ul>
        ) : failed ? (
          <p role="alert" className="text-sm text-danger-700">
            No pudimos cargar los planes. Revisa tu conexión o mira los planes en detalle.
          </p>
        ) : (
          <p role="status" className="flex items-center gap-2 text-sm text-fg-muted">
            <Spinner size="sm" decorative /> Cargando los planes…
          </p>
        )}
        <Link
          href={`${href("testOrientacion")}#pricing`}
          onClick={() => close("blockedModal")}
          className={buttonClasses({ variant: "accent", fullWidth: true })}
        >
          Ver los planes en detalle
        </Link>
      </div>
    </Dialog>
  );
}
