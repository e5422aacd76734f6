"use client";

// A client component: pages carry a reference (and the few props) in their RSC payload instead of the
// section's markup; the HTML is rendered on the server. What depends on the visitor and the
// server's payment setup (card off, «Tu plan actual», a pending payment) comes from
// `GET /api/payment/options` after load.
import { PayButton } from "@/components/payments/pay-button";
import { usePaymentOptions } from "@/components/payments/use-payment-options";
import { contactChannel, contactLinkProps, contactNewTabNote, whatsappLink } from "@/lib/config/site";
import type { PlanDto } from "@/lib/contracts/plans";
import { formatSoles } from "@/lib/format/money";
import { reservationVersusPlansNote } from "@/lib/pricing/reservation";
import { listPlans } from "@/lib/pricing/plans";
import { cn } from "@/lib/utils/cn";

/** The WhatsApp text of a plan's 'Pide información' button. */
export const planInformationText = (plan: Pick<PlanDto, "name">) => `Hola, quiero información sobre el ${plan.name} de Rumbo.`;

export const periodLabel = (plan: Pick<PlanDto, "period">) => (plan.period === "mes" ? " al mes" : " pago único");

/**
 * 'Elige el plan para ti': three plan cards from the server's plan table, each with
 * 'Pagar con tarjeta' and 'Pide información' by WhatsApp.
 */
export function PricingSection({ id = "pricing", headingLevel = 2 }: { id?: string; headingLevel?: 2 | 3 }) {
  const Heading = `h${headingLevel}` as const;
  const CardHeading = `h${headingLevel + 1}` as "h3" | "h4";
  const plans = listPlans();
  const options = usePaymentOptions();
  return (
    <section id={id} aria-labelledby={`${id}-title`} className="scroll-mt-20 bg-neutral-50 py-14">
      <div className="mx-auto max-w-6xl px-4">
        <Heading id={`${id}-title`} className="text-center text-3xl font-bold text-fg">
          Elige el plan para ti
        </Heading>
        <p className="mx-auto mt-2 max-w-2xl text-center text-neutral-700">
          Hacer el test y ver tus resultados es gratis. Los planes suman el «Reto», la revisión de tu resultado por un orientador y sesiones
          en vivo de 60 minutos con un orientador o psicólogo.
        </p>
        <ul className="mt-8 grid gap-5 md:grid-cols-3">
          {plans.map((plan, index) => (
            <li
              key={plan.id}
              className={cn(
                "flex flex-col rounded-card border bg-surface p-6 shadow-card",
                index === 1 ? "border-primary-700 ring-2 ring-primary-700" : "border-border",
              )}
            >
              {options?.current?.plan === plan.slug ? (
                <p className="mb-2 self-start rounded-pill bg-success-700 px-3 py-0.5 text-xs font-semibold text-white">Tu plan actual</p>
              ) : index === 1 ? (
                <p className="mb-2 self-start rounded-pill bg-primary-700 px-3 py-0.5 text-xs font-semibold text-white">Recomendado</p>
              ) : null}
              <CardHeading className="text-lg font-bold text-fg">{plan.name}</CardHeading>
              <p className="mt-3">
                <span className="text-3xl font-extrabold text-fg">{formatSoles(plan.priceCents)}</span>
                <span className="text-sm text-neutral-700">{periodLabel(plan)}</span>
              </p>
              <p className="mt-1 text-xs text-neutral-700">
                {plan.period === "mes" ? `Acceso por ${plan.days} días; renuévalo cuando quieras.` : `Acceso por ${plan.days} días.`}
              </p>
              <ul className="mt-4 flex-1 space-y-2 text-sm text-neutral-800">
                {plan.features.map((feature) => (
                  <li key={feature} className="flex items-start gap-2">
                    <svg viewBox="0 0 20 20" fill="currentColor" aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-success-700">
                      <path
                        fillRule="evenodd"
                        clipRule="evenodd"
                        d="M16.7 5.3a1 1 0 0 1 0 1.4l-8 8a1 1 0 0 1-1.4 0l-4-4a1 1 0 1 1 1.4-1.4L8 12.6l7.3-7.3a1 1 0 0 1 1.4 0Z"
                      />
                    </svg>
                    {feature}
                  </li>
                ))}
              </ul>
              <PayButton
                planId={plan.id}
                planName={plan.name}
                source="pricing"
                variant={index === 1 ? "primary" : "outline"}
                className="mt-6"
              />
              <a
                href={whatsappLink(planInformationText(plan))}
                {...contactLinkProps}
                className="mt-2 inline-flex min-h-11 items-center justify-center gap-x-1 rounded-control px-4 font-semibold text-primary-700 underline-offset-2 hover:underline"
              >
                {/* Read as one sentence (screen reader and page text alike): «Pide información sobre el Plan … por correo». */}
                Pide información<span className="sr-only"> sobre el {plan.name}</span> por {contactChannel}
                {contactNewTabNote ? <span className="sr-only">{contactNewTabNote}</span> : null}
              </a>
            </li>
          ))}
        </ul>
        <p className="mt-6 text-center text-sm text-neutral-700">
          {options?.card === "off"
            ? "Precios en soles, con IGV incluido. Por ahora los planes se piden por WhatsApp o correo: te respondemos y te ayudamos a pagar."
            : "Precios en soles, con IGV incluido. Pagas con tarjeta de forma segura; recibes tu recibo por correo."}
        </p>
        <p className="mx-auto mt-2 max-w-3xl text-center text-xs text-neutral-700">
          ¿Viste otros precios en «Reserva tu coach digital»? {reservationVersusPlansNote()}
        </p>
      </div>
    </section>
  );
}
