"use client";

import { PricingSection } from "@/components/pricing/pricing-section";
import { testFaq } from "@/lib/content/site/test-overview";
import { studentTestimonials } from "@/lib/content/site/testimonials";
import { CtaBand } from "./cta";
import { Faq } from "./faq";
import { StartTestLink } from "./start-test-link";
import { HowTestWorks, ResultContents } from "./test-explainer";
import { Testimonials } from "./testimonials";

/** The test's landing page below its hero (./test-landing.tsx brings it after the first load). */
export function TestLandingSections() {
  return (
    <>
      <HowTestWorks />
      <ResultContents />
      <PricingSection id="pricing" />
      <Testimonials title="Estudiantes que ya lo hicieron" items={studentTestimonials} />
      <Faq items={testFaq} />
      <CtaBand title="¿Listo para empezar?" text="Crear tu cuenta es gratis y toma un minuto.">
        <StartTestLink />
      </CtaBand>
    </>
  );
}
