import type { Metadata } from "next";
import { privacyContact, privacySections, privacyUpdatedAt } from "@/lib/content/site/privacy";
import { pageMetadata } from "@/lib/server/seo/page-metadata";
import { formatLimaDate } from "@/lib/format/dates";

export const metadata: Metadata = pageMetadata("privacy");

const updated = formatLimaDate(new Date(`${privacyUpdatedAt}T12:00:00Z`));

/** The privacy policy, opened in a new tab from the forms. */
export default function PrivacyPage() {
  return (
    <article className="mx-auto max-w-3xl px-4 py-10">
      <h1 className="text-3xl font-extrabold text-fg">Política de privacidad</h1>
      <p className="mt-2 text-sm text-neutral-700">
        Última actualización: <time dateTime={privacyUpdatedAt}>{updated}</time>
      </p>
      <div className="mt-6 rounded-card border border-primary-200 bg-primary-50 p-4 text-primary-900">
        <h2 className="font-semibold">En pocas palabras</h2>
        <ul className="mt-2 list-disc space-y-1 pl-5 text-sm">
          <li>Usamos tus datos para orientarte: tu test, tus resultados y tus sesiones.</li>
          <li>Si tienes menos de 14 años, necesitamos el permiso de tu madre, padre o tutor.</li>
          <li>No vendemos tus datos ni te mostramos publicidad personalizada.</li>
          <li>Puedes ver, corregir o borrar tus datos escribiendo a {privacyContact.email}.</li>
        </ul>
      </div>
      <nav aria-label="Contenido de la política" className="mt-8">
        <h2 className="text-sm font-semibold text-fg">Contenido</h2>
        <ol className="mt-2 space-y-1 text-sm">
          {privacySections.map((section) => (
            <li key={section.id}>
              <a href={`#${section.id}`} className="text-primary-700 underline">
                {section.title}
              </a>
            </li>
          ))}
        </ol>
      </nav>
      {privacySections.map((section) => (
        <section key={section.id} id={section.id} aria-labelledby={`${section.id}-title`} className="mt-10 scroll-mt-20">
          <h2 id={`${section.id}-title`} className="text-xl font-bold text-fg">
            {section.title}
          </h2>
          {section.items ? (
            <ul className="mt-3 list-disc space-y-2 pl-5 text-neutral-800">
              {section.items.map((item) => (
                <li key={item}>{item}</li>
              ))}
            </ul>
          ) : null}
          {section.paragraphs?.map((p) => (
            <p key={p} className="mt-3 text-neutral-800">
              {p}
            </p>
          ))}
        </section>
      ))}
      <section aria-labelledby="contacto-title" className="mt-10 rounded-card border border-border bg-neutral-50 p-5">
        <h2 id="contacto-title" className="text-xl font-bold text-fg">
          Contacto
        </h2>
        <p className="mt-2 text-neutral-800">
          Correo:{" "}
          <a href={`mailto:${privacyContact.email}`} className="font-semibold text-primary-700 underline">
            {privacyContact.email}
          </a>
          <br />
          Dirección: {privacyContact.address}
        </p>
      </section>
    </article>
  );
}
