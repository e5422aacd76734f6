import type { Metadata } from "next";
import Link from "next/link";
import { intelligencesInstrument, interestScales, interestsInstrument, minutesFor, personalityInstrument, quickInterestItems, workValuesInstrument } from "@/lib/content/vocational";

export const metadata: Metadata = { title: "Metodología del test vocacional" };

const rated = interestsInstrument.items.length + personalityInstrument.items.length + intelligencesInstrument.items.length + workValuesInstrument.items.length;

/** Public page: the models, how scores become suggestions, and the O*NET credit. */
export default function MetodologiaPage() {
  return (
    <article className="mx-auto flex w-full max-w-3xl flex-col gap-5 px-4 py-6 text-fg">
      <h1 className="text-2xl font-bold">Cómo funciona el test vocacional de Rumbo</h1>
      <p>
        Nuestro test se basa en modelos publicados y usados en orientación vocacional en todo el mundo. Las preguntas son nuestras, escritas para estudiantes de 14 a 18 años del Perú.
      </p>
      <section className="flex flex-col gap-2">
        <h2 className="text-xl font-semibold">Los modelos</h2>
        <ul className="flex list-disc flex-col gap-2 pl-5">
          <li>
            <strong>Intereses (modelo RIASEC de John Holland).</strong> Seis tipos: {interestScales.map((s) => s.name).join(", ")}. {interestsInstrument.items.length} actividades
            (8 por tipo) en una escala de 5 puntos, de «Me disgusta mucho» a «Me gusta mucho». El modo rápido usa {quickInterestItems.length} (5 por tipo) y puntúa las mismas seis escalas.
          </li>
          <li>
            <strong>Personalidad (cinco grandes rasgos).</strong> Apertura, Responsabilidad, Extraversión, Amabilidad y Estabilidad emocional, con {personalityInstrument.items.length} frases
            inspiradas en los constructos del International Personality Item Pool (IPIP), de dominio público. Algunas frases tienen clave inversa: estar muy de acuerdo con «Dejo mis cosas
            desordenadas» baja tu puntaje de Responsabilidad.
          </li>
          <li>
            <strong>Inteligencias múltiples (Howard Gardner).</strong> Ocho inteligencias, {intelligencesInstrument.items.length / 8} frases cada una.
          </li>
          <li>
            <strong>Valores del trabajo.</strong> {workValuesInstrument.items.length} valores como ayudar a los demás, ingresos, independencia, creatividad, estabilidad, prestigio y aprender.
          </li>
        </ul>
      </section>
      <section className="flex flex-col gap-2">
        <h2 className="text-xl font-semibold">De tus respuestas a tus carreras sugeridas</h2>
        <ol className="flex list-decimal flex-col gap-2 pl-5">
          <li>Cada escala es el promedio de sus respuestas (tras invertir las de clave inversa), llevado de 0 a 100.</li>
          <li>Tus habilidades, cualidades y actividades elegidas suman unos puntos al tipo de interés con el que se relacionan (como máximo 10).</li>
          <li>
            Cada carrera del catálogo tiene un perfil RIASEC tomado de la ocupación equivalente en O*NET. Medimos cuánto se parece tu perfil al de la carrera (correlación): eso pesa 70 %.
          </li>
          <li>Tus inteligencias (15 %) y tus valores (15 %) se leen como perfiles RIASEC y se comparan igual. Las áreas que marcaste suben un poco a sus carreras.</li>
          <li>Se aplican tus filtros (nivel, duración, área, región, tipo de institución, costo) y se quitan las carreras que descartaste; entra la siguiente mejor.</li>
          <li>Cada sugerencia dice por qué aparece: qué intereses, inteligencias o valores tuyos coinciden con ella.</li>
        </ol>
        <p>Dos carreras del catálogo aún no tienen un perfil O*NET equivalente y no se sugieren hasta tenerlo.</p>
      </section>
      <section className="flex flex-col gap-2">
        <h2 className="text-xl font-semibold">Cuánto dura</h2>
        <p>
          El test completo tiene {rated} preguntas con escala (unos {Math.ceil(minutesFor(rated))} minutos) más secciones cortas de elección y escritura: en total, menos de 25 minutos. El modo
          rápido de intereses toma unos {Math.ceil(minutesFor(quickInterestItems.length))} minutos. Calculamos 8 segundos por pregunta.
        </p>
      </section>
      <section className="flex flex-col gap-2">
        <h2 className="text-xl font-semibold">Lo que el test no hace</h2>
        <p>No mide tu capacidad ni te pone una etiqueta. Muestra a qué te pareces hoy; tus gustos pueden cambiar. Conversa tus resultados con tu familia y tus docentes.</p>
      </section>
      <p className="text-sm text-fg-muted">
        Incluye información de la base de datos O*NET del Departamento de Trabajo de EE. UU. (USDOL/ETA), bajo licencia CC BY 4.0. Rumbo modificó y tradujo esa información; USDOL/ETA no
        respalda este producto.
      </p>
      <Link href="/orientacion-vocacional" className="font-medium text-primary-700 underline">
        Ir a mi orientación vocacional
      </Link>
    </article>
  );
}
