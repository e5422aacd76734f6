import { plans, whatsappLink, type Plan } from "@/lib/config/site";
import { formatSoles } from "@/lib/format/money";
import { cn } from "@/lib/utils/cn";

/** The WhatsApp text of a plan's 'Pide información' button (spec §2 "Pricing section"). */
export const planInformationText = (plan: Pick<Plan, "name">) => `Hola, quiero información sobre el ${plan.name} de Rumbo.`;

/** 'Elige el plan para ti': three plan cards from the one plan table (DESIGN §8). */
export function PricingSection({ id = "pricing", headingLevel = 2 }: { id?: string; headingLevel?: 2 | 3 }) {
  const Heading = `h${headingLevel}` as const;
  const CardHeading = `h${headingLevel + 1}` as "h3" | "h4";
  return (
    <section id={id} aria-labelledby={`${id}-title`} className="scroll-mt-20 bg-neutral-50 py-14">
      <div className="mx-auto max-w-6xl px-4">
        <Heading id={`${id}-title`} className="text-center text-3xl font-bold text-fg">
          Elige el plan para ti
        </Heading>
        <p className="mx-auto mt-2 max-w-2xl text-center text-neutral-700">
          Hacer el test es gratis. Los planes suman el reporte completo y sesiones en vivo de 60 minutos con un orientador o psicólogo.
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
              {index === 1 ? <p className="mb-2 self-start rounded-pill bg-primary-700 px-3 py-0.5 text-xs font-semibold text-white">Recomendado</p> : null}
              <CardHeading className="text-lg font-bold text-fg">{plan.name}</CardHeading>
              <p className="mt-3">
                <span className="text-3xl font-extrabold text-fg">{formatSoles(plan.priceCents)}</span>
                <span className="text-sm text-neutral-700">{plan.period === "mes" ? " al mes" : " pago único"}</span>
              </p>
              <ul className="mt-4 flex-1 space-y-2 text-sm text-neutral-800">
                {plan.features.map((feature) => (
                  <li key={feature} className="flex items-start gap-2">
                    <svg viewBox="0 0 20 20" fill="currentColor" aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-success-700">
                      <path fillRule="evenodd" clipRule="evenodd" d="M16.7 5.3a1 1 0 0 1 0 1.4l-8 8a1 1 0 0 1-1.4 0l-4-4a1 1 0 1 1 1.4-1.4L8 12.6l7.3-7.3a1 1 0 0 1 1.4 0Z" />
                    </svg>
                    {feature}
                  </li>
                ))}
              </ul>
              <a
                href={whatsappLink(planInformationText(plan))}
                target="_blank"
                rel="noopener noreferrer"
                className={cn(
                  "mt-6 inline-flex min-h-11 items-center justify-center rounded-control px-4 font-semibold",
                  index === 1 ? "bg-primary-700 text-white hover:bg-primary-800" : "border border-primary-700 text-primary-700 hover:bg-primary-50",
                )}
              >
                Pide información<span className="sr-only"> sobre el {plan.name} por WhatsApp (se abre en una pestaña nueva)</span>
              </a>
            </li>
          ))}
        </ul>
        <p className="mt-6 text-center text-sm text-neutral-700">Precios en soles, con IGV incluido. Pagas con tarjeta de forma segura.</p>
      </div>
    </section>
  );
}
