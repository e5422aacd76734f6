import type { ResultDto } from "@/lib/contracts/vocational";
import { ProfileBars } from "./profile-bars";

/** Every instrument's profile the student has, drawn as bars with what each score means. */
export function ResultProfiles({ result }: { result: Pick<ResultDto, "interests" | "personality" | "intelligences" | "values" | "hollandCode"> }) {
  return (
    <div className="grid gap-4 md:grid-cols-2">
      {result.interests ? (
        <ProfileBars
          title="Intereses profesionales"
          description={`Tu código de Holland es ${result.hollandCode ?? "—"}: las letras de tus tres tipos de interés más fuertes. 100 = te gusta mucho todo lo de ese tipo; 0 = nada.`}
          scales={result.interests}
        />
      ) : null}
      {result.personality ? <ProfileBars title="Personalidad" description="Cinco grandes rasgos. Ningún puntaje es mejor que otro: describen tu estilo." scales={result.personality} /> : null}
      {result.intelligences ? <ProfileBars title="Inteligencias múltiples" description="Tus fortalezas según tú misma o tú mismo." scales={result.intelligences} /> : null}
      {result.values ? <ProfileBars title="Valores profesionales" description="Lo que más te importa en un trabajo." scales={result.values} /> : null}
    </div>
  );
}
