import type { ReactNode } from "react";
import { buttonClasses, type ButtonSize, type ButtonVariant } from "@/components/ui/button";
import { contactMailto, hasWhatsapp, whatsappLink } from "@/lib/config/site";

export { StartTestLink, startTestHref } from "./start-test-link";

/** A contact button: a WhatsApp chat, or — no number configured — an e-mail to Rumbo with the same text. */
export function WhatsappLink({
  text,
  children,
  variant = "outline",
  size = "lg",
}: {
  text: string;
  children: string;
  variant?: ButtonVariant;
  size?: ButtonSize;
}) {
  if (!hasWhatsapp) {
    return (
      <a href={contactMailto(text)} className={buttonClasses({ variant, size })}>
        {children}
        <span className="sr-only"> por correo</span>
      </a>
    );
  }
  return (
    <a href={whatsappLink(text)} target="_blank" rel="noopener noreferrer" className={buttonClasses({ variant, size })}>
      {children}
      <span className="sr-only"> por WhatsApp (se abre en una pestaña nueva)</span>
    </a>
  );
}

/** A closing call to action band. */
export function CtaBand({ title, text, children }: { title: string; text: string; children: ReactNode }) {
  return (
    <section aria-labelledby="cta-final" className="defer-render bg-primary-800">
      <div className="mx-auto flex max-w-6xl flex-col items-start gap-4 px-4 py-12 sm:flex-row sm:items-center sm:justify-between">
        <div>
          <h2 id="cta-final" className="text-2xl font-bold text-white">
            {title}
          </h2>
          <p className="mt-1 text-primary-50">{text}</p>
        </div>
        <div className="flex flex-wrap gap-3">{children}</div>
      </div>
    </section>
  );
}
