import Link from "@/components/ui/link";
import { RegisterStagesPart as RegisterStages } from "@/components/auth/account-form-parts";
import type { OAuthAvailability } from "@/components/auth/social-buttons";
import { href } from "@/lib/config/route-paths";
import { testDuration } from "@/lib/content/site/test-overview";

export type Campaign = {
  /** Stored as the tracking campaign (the proxy keeps `reference` in a cookie). */
  reference: string;
  eyebrow: string;
  title: string;
  text: string;
  bullets: string[];
};

export const campaigns = {
  "registro-peru": {
    reference: "registro-peru",
    eyebrow: "Test vocacional gratis",
    title: "¿No sabes qué estudiar? Descúbrelo en menos de 25 minutos",
    text: "Crea tu cuenta gratis y haz el test vocacional de Rumbo desde tu celular. Al terminar verás las carreras que encajan contigo y dónde estudiarlas en el Perú.",
    bullets: [
      `Test completo en menos de ${testDuration.fullMaxMinutes} minutos, o modo rápido en menos de ${testDuration.quickMaxMinutes}`,
      "Resultado con las razones de cada carrera sugerida",
      "Universidades licenciadas e institutos con costo y duración",
      "Charlas gratuitas en la feria virtual",
    ],
  },
  "registro-peru-belleza": {
    reference: "registro-peru-belleza",
    eyebrow: "Carreras de belleza y estética",
    title: "¿Te apasiona la belleza? Descubre si es tu carrera",
    text: "Cosmetología, estética, maquillaje profesional, peluquería y barbería: hay institutos y carreras técnicas en todo el Perú. Haz el test gratis y confirma si tu perfil encaja con el mundo de la belleza.",
    bullets: [
      "Descubre si tus intereses son creativos, sociales o emprendedores",
      "Conoce carreras técnicas de 1 a 3 años y en qué se trabaja al egresar",
      "Compara institutos por costo, duración y ubicación",
      "Ideas para emprender tu propio salón o marca",
    ],
  },
} satisfies Record<string, Campaign>;

/** A campaign landing page (landing layout: logo only). */
/** `providers`: the social log-ins configured (the page reads them), drawn with the form: nothing moves when its code arrives. */
export function CampaignLanding({ campaign, providers }: { campaign: Campaign; providers: OAuthAvailability }) {
  return (
    <div className="bg-primary-50">
      <div className="mx-auto grid max-w-5xl gap-8 px-4 py-10 md:grid-cols-2 md:py-16">
        <div>
          <p className="text-sm font-semibold tracking-wide text-accent-700 uppercase">{campaign.eyebrow}</p>
          <h1 className="mt-2 text-3xl font-extrabold text-balance text-fg sm:text-4xl">{campaign.title}</h1>
          <p className="mt-4 text-lg text-neutral-700">{campaign.text}</p>
          <ul className="mt-6 space-y-2">
            {campaign.bullets.map((b) => (
              <li key={b} className="flex items-start gap-2 text-neutral-800">
                <svg viewBox="0 0 20 20" fill="currentColor" aria-hidden="true" className="mt-1 size-4 shrink-0 text-success-700">
                  <path
                    fillRule="evenodd"
                    clipRule="evenodd"
                    d="M16.7 5.3a1 1 0 0 1 0 1.4l-8 8a1 1 0 0 1-1.4 0l-4-4a1 1 0 1 1 1.4-1.4L8 12.6l7.3-7.3a1 1 0 0 1 1.4 0Z"
                  />
                </svg>
                {b}
              </li>
            ))}
          </ul>
        </div>
        <section aria-labelledby="registro-title" className="self-start rounded-card border border-border bg-surface p-6 shadow-raised">
          <h2 id="registro-title" className="text-xl font-bold text-fg">
            Crea tu cuenta gratis
          </h2>
          <p className="mt-2 text-neutral-700">Solo necesitas tu nombre, tu correo y tu celular. Luego empiezas el test de inmediato.</p>
          <div className="mt-5">
            {/* The account keeps this campaign: the proxy stored it in the campaign cookie on arrival. */}
            <RegisterStages redirect={href("orientacionVocacional")} providers={providers} />
          </div>
          <p className="mt-4 text-center text-sm text-neutral-700">
            ¿Ya tienes cuenta?{" "}
            <Link
              href={`${href("entrar")}?redirect=${encodeURIComponent(href("orientacionVocacional"))}`}
              className="font-semibold text-primary-700 underline"
            >
              Inicia sesión
            </Link>
          </p>
          <p className="mt-4 text-xs text-neutral-600">
            Al registrarte aceptas nuestra{" "}
            <Link href={href("privacy")} target="_blank" rel="noopener" className="underline">
              política de privacidad<span className="sr-only"> (se abre en una pestaña nueva)</span>
            </Link>
            .
          </p>
        </section>
      </div>
    </div>
  );
}
