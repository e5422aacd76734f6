import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { EmbedTest } from "@/components/vocational/embed-test";
import { ProfileBars } from "@/components/vocational/profile-bars";
import { personalityInstrument } from "@/lib/content/vocational/personality";
import { embedState } from "@/lib/server/vocational/embed";

export const metadata: Metadata = { title: "Test de personalidad · Rumbo", robots: { index: false } };

/** Embeddable widget (only /embed/* may be framed): without an id it runs the short test. */
export default async function EmbedPersonalityPage({ params }: { params: Promise<{ id?: string[] }> }) {
  const { id: segments } = await params;
  if (segments && segments.length > 1) notFound();
  const id = segments?.[0];
  const items = personalityInstrument.items.map(({ id, text }) => ({ id, text }));
  if (!id) {
    return <EmbedTest kind="personality" title="Test de personalidad" prompt={personalityInstrument.prompt} options={personalityInstrument.options} items={items} />;
  }
  const state = await embedState("personality", id);
  if (!state) notFound();
  if (state.type === "new" || (state.type === "reference" && !state.data.complete)) {
    const answers = state.type === "reference" ? state.data.answers : {};
    const position = state.type === "reference" ? state.data.position : null;
    return <EmbedTest kind="personality" referenceId={id} title="Test de personalidad" prompt={personalityInstrument.prompt} options={personalityInstrument.options} items={items} initialAnswers={answers} initialPosition={position} />;
  }
  const heading = state.type === "shared" ? `Perfil de ${state.data.displayName}` : "Tu perfil";
  return (
    <div className="mx-auto flex max-w-xl flex-col gap-3">
      <h1 className="text-xl font-bold text-fg">{heading}</h1>
      {state.data.hollandCode ? <p className="text-fg">Código de intereses: <strong>{state.data.hollandCode}</strong></p> : null}
      <ProfileBars title="Test de personalidad" scales={state.data.scales} />
      <p className="text-sm text-fg-muted">
        Hecho con <a href="/orientacion-vocacional" target="_blank" rel="noopener" className="font-medium text-primary-700 underline">Rumbo</a>. Regístrate para ver carreras que encajan contigo.
      </p>
    </div>
  );
}
