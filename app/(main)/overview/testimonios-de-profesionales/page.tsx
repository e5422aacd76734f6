import type { Metadata } from "next";
import { Testimonials } from "@/components/marketing/testimonials";
import { professionalTestimonials } from "@/lib/content/site/testimonials";
import { pageMetadata } from "@/lib/server/seo/page-metadata";

export const metadata: Metadata = pageMetadata("overviewTestimonials");

export default function ProfessionalTestimonialsPage() {
  return (
    <>
      <div className="mx-auto max-w-6xl px-4 pt-10">
        <h1 className="text-3xl font-extrabold text-fg">Testimonios de profesionales</h1>
        <p className="mt-2 max-w-2xl text-neutral-700">
          Cómo eligieron su carrera, qué los sorprendió y qué le dirían a alguien de tu edad.
        </p>
      </div>
      <Testimonials id="profesionales" title="Su camino, en sus palabras" items={professionalTestimonials} />
    </>
  );
}
