import { describeCode } from "@/lib/content/vocational/interests";
import type { ResultDto } from "@/lib/contracts/vocational";
import { ProfileBars } from "./profile-bars";

/** Every instrument's profile the student has, drawn as bars with what each score means. */
export function ResultProfiles({
  result,
}: {
  result: Pick<ResultDto, "interests" | "personality" | "intelligences" | "values" | "hollandCode">;
}) {
  return (
    <div className="grid gap-4 md:grid-cols-2">
      {result.interests ? (
        <ProfileBars
          title="Intereses profesionales"
          description={
            result.hollandCode
              ? `Tus tipos de interés más fuertes son ${describeCode(result.hollandCode)} (en el modelo de Holland se escribe ${result.hollandCode}, con la inicial de cada tipo). 100 = te gusta mucho todo lo de ese tipo; 0 = nada.`
              : "Tus tipos de interés salieron parejos, así que no te damos un código de Holland (las iniciales de tus tipos más fuertes). 100 = te gusta mucho todo lo de ese tipo; 0 = nada."
          }
          scales={result.interests}
        />
      ) : null}
      {result.personality ? (
        <ProfileBars
          title="Personalidad"
          description="Cinco grandes rasgos. Ningún puntaje es mejor que otro: describen tu estilo."
          scales={result.personality}
        />
      ) : null}
      {result.intelligences ? (
        <ProfileBars
          title="Inteligencias múltiples"
          description="Tus fortalezas según tú misma o tú mismo."
          scales={result.intelligences}
        />
      ) : null}
      {result.values ? (
        <ProfileBars title="Valores profesionales" description="Lo que más te importa en un trabajo." scales={result.values} />
      ) : null}
    </div>
  );
}
