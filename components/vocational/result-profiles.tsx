import { describeCode } from "@/lib/content/vocational/interests";
import { scalesFor, type Reader } from "@/lib/content/vocational/voice";
import type { ResultDto } from "@/lib/contracts/vocational";
import { ProfileBars } from "./profile-bars";

/** The profiles' descriptions, to the student herself or about her to anyone else (`reader`). */
const descriptions = {
  student: {
    interests: (code: string | null) =>
      code
        ? `Tus tipos de interés más fuertes son ${describeCode(code)} (en el modelo de Holland se escribe ${code}, con la inicial de cada tipo). 100 = te gusta mucho todo lo de ese tipo; 0 = nada.`
        : "Tus tipos de interés salieron parejos, así que no te damos un código de Holland (las iniciales de tus tipos más fuertes). 100 = te gusta mucho todo lo de ese tipo; 0 = nada.",
    personality: "Cinco grandes rasgos. Ningún puntaje es mejor que otro: describen tu estilo.",
    intelligences: "Tus fortalezas según tú misma o tú mismo.",
    values: "Lo que más te importa en un trabajo.",
  },
  other: {
    interests: (code: string | null) =>
      code
        ? `Sus tipos de interés más fuertes son ${describeCode(code)} (en el modelo de Holland se escribe ${code}, con la inicial de cada tipo). 100 = le gusta mucho todo lo de ese tipo; 0 = nada.`
        : "Sus tipos de interés salieron parejos, así que no tiene un código de Holland (las iniciales de sus tipos más fuertes). 100 = le gusta mucho todo lo de ese tipo; 0 = nada.",
    personality: "Cinco grandes rasgos. Ningún puntaje es mejor que otro: describen su estilo.",
    intelligences: "Sus fortalezas según ella misma o él mismo.",
    values: "Lo que más le importa en un trabajo.",
  },
} as const;

/**
 * Every instrument's profile the student has, drawn as bars with what each score means: to the
 * student (`reader="student"`, the default) or, in the third person, to her parent, her counsellor
 * or whoever opens her public link (`reader="other"`).
 */
export function ResultProfiles({
  result,
  reader = "student",
}: {
  result: Pick<ResultDto, "interests" | "personality" | "intelligences" | "values" | "hollandCode">;
  reader?: Reader;
}) {
  const text = descriptions[reader];
  return (
    <div className="grid gap-4 md:grid-cols-2">
      {result.interests ? (
        <ProfileBars
          title="Intereses profesionales"
          description={text.interests(result.hollandCode)}
          scales={scalesFor("interests", result.interests, reader)}
        />
      ) : null}
      {result.personality ? (
        <ProfileBars title="Personalidad" description={text.personality} scales={scalesFor("personality", result.personality, reader)} />
      ) : null}
      {result.intelligences ? (
        <ProfileBars
          title="Inteligencias múltiples"
          description={text.intelligences}
          scales={scalesFor("intelligences", result.intelligences, reader)}
        />
      ) : null}
      {result.values ? (
        <ProfileBars title="Valores profesionales" description={text.values} scales={scalesFor("values", result.values, reader)} />
      ) : null}
    </div>
  );
}
