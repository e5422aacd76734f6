import Link from "@/components/ui/link";
import { OpenModalButton } from "@/components/modals/open-modal-button";
import { href } from "@/lib/config/route-paths";
import { Greeting } from "./greeting";

const shortcuts = [
  { href: href("orientacionVocacional"), title: "Tu test vocacional", text: "Continúa donde lo dejaste: cada sección se guarda." },
  { href: href("momentoDecidir"), title: "Tu resultado", text: "Tus carreras sugeridas y dónde estudiarlas." },
  { href: href("dondeEstudiar"), title: "Feria virtual", text: "Charlas de universidades e institutos; inscríbete gratis." },
  { href: href("instituciones"), title: "Universidades e institutos", text: "Compara costos, duración e ingreso." },
  {
    href: href("overviewTestimonials"),
    title: "Testimonios de profesionales",
    text: "Cómo eligieron su carrera y cómo es su trabajo.",
  },
  { href: href("videos"), title: "Videos", text: "Explicaciones cortas para decidir mejor." },
  { href: href("webinars"), title: "Webinars", text: "Charlas en vivo con orientadoras y universidades; inscríbete gratis." },
  { href: href("community"), title: "Comunidad", text: "Pregunta y lee respuestas de orientadoras y embajadores verificados." },
];

/** The logged-in overview (`/overview`): shortcuts to everything a student uses. */
export function OverviewHome({ title }: { title?: string }) {
  return (
    <div className="mx-auto max-w-6xl px-4 py-10">
      <h1 className="text-3xl font-extrabold text-fg">{title ?? <Greeting fallback="Tu espacio en Rumbo" />}</h1>
      <p className="mt-2 text-neutral-700">Todo lo que necesitas para decidir qué estudiar, en un solo lugar.</p>
      <ul className="mt-8 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
        {shortcuts.map((s) => (
          <li key={s.href}>
            <Link href={s.href} className="block h-full rounded-card border border-border bg-surface p-5 shadow-card hover:shadow-raised">
              <span className="block text-lg font-semibold text-primary-700">{s.title}</span>
              <span className="mt-1 block text-neutral-700">{s.text}</span>
            </Link>
          </li>
        ))}
      </ul>
      <section aria-labelledby="acompanamiento" className="mt-10 rounded-card bg-primary-50 p-6">
        <h2 id="acompanamiento" className="text-xl font-bold text-fg">
          ¿Quieres hablar con un especialista?
        </h2>
        <p className="mt-1 text-neutral-700">Reserva tu coach digital y, si quieres, suma 2 o 4 sesiones en vivo de 60 minutos.</p>
        <div className="mt-4 flex flex-wrap gap-3">
          <OpenModalButton modal="reservation" variant="accent">
            Reserva tu coach digital
          </OpenModalButton>
          <OpenModalButton modal="subscription" variant="outline">
            Conoce el plan Premium
          </OpenModalButton>
        </div>
      </section>
    </div>
  );
}
