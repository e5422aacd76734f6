import { describeCode } from "@/lib/content/vocational/interests";
import { notFound } from "next/navigation";
import { embedState } from "@/lib/server/vocational/embed";
import { EmbedTest } from "@/components/vocational/embed-test";
import type { RunnerItem, RunnerOption } from "@/components/vocational/likert-runner";
import { ProfileBars } from "@/components/vocational/profile-bars";
import { href } from "@/lib/config/route-paths";

type Props = {
  kind: "interests" | "personality";
  title: string;
  instrument: { prompt: string; options: readonly RunnerOption[]; items: readonly RunnerItem[] };
  quickIds?: string[];
  /** The optional `[[...id]]` segments of the route. */
  segments?: string[];
};

/**
 * An embeddable widget (only /embed/* may be framed): without an id it runs the short test; with
 * the id of an unfinished answer set it resumes it; with a finished or shared one it shows the profile.
 */
export async function EmbedInstrumentPage({ kind, title, instrument, quickIds, segments }: Props) {
  if (segments && segments.length > 1) notFound();
  const id = segments?.[0];
  const test = {
    kind,
    title,
    prompt: instrument.prompt,
    options: instrument.options,
    items: instrument.items.map(({ id, text }) => ({ id, text })),
    quickIds,
  };
  if (!id) return <EmbedTest {...test} />;

  const state = await embedState(kind, id);
  if (!state) notFound();
  if (state.type === "new" || (state.type === "reference" && !state.data.complete)) {
    const answers = state.type === "reference" ? state.data.answers : {};
    const position = state.type === "reference" ? state.data.position : null;
    return <EmbedTest {...test} referenceId={id} initialAnswers={answers} initialPosition={position} />;
  }
  const heading = state.type === "shared" ? `Perfil de ${state.data.displayName}` : "Tu perfil";
  return (
    <div className="mx-auto flex max-w-xl flex-col gap-3">
      <h1 className="text-xl font-bold text-fg">{heading}</h1>
      {state.data.hollandCode ? (
        <p className="text-fg">
          Tus intereses más fuertes: <strong>{describeCode(state.data.hollandCode)}</strong>
        </p>
      ) : null}
      <ProfileBars title={title} scales={state.data.scales} />
      <p className="text-sm text-fg-muted">
        Hecho con{" "}
        <a href={href("orientacionVocacional")} target="_blank" rel="noopener" className="font-medium text-primary-700 underline">
          Rumbo
        </a>
        . Regístrate para ver carreras que encajan contigo.
      </p>
    </div>
  );
}
