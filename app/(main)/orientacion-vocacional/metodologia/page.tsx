import type { Metadata } from "next";
import Link from "@/components/ui/link";
import {
  durationSummary,
  intelligencesInstrument,
  interestScales,
  interestsInstrument,
  ITEMS_PER_TYPE,
  MIN_SPREAD,
  MIN_TOP,
  personalityInstrument,
  interestCheckItems,
  quickInterestItems,
  MAX_ADAPTIVE,
  VALUES_TO_RANK,
  workValueScales,
} from "@/lib/content/vocational";
import { UNDIFFERENTIATED_CAP, WEIGHTS } from "@/lib/server/vocational/ranking";
import { FLOOR, INCOME_BAND, MARGIN } from "@/lib/server/vocational/reasons";
import { href, route } from "@/lib/config/route-registry";

export const metadata: Metadata = { title: route("vocMethodology").title };

const d = durationSummary();
const pct = (w: number) => `${Math.round(w * 100)} %`;

/** Public page: the models, how scores become suggestions, and the O*NET credit. */
export default function MetodologiaPage() {
  return (
    <article className="mx-auto flex w-full max-w-3xl flex-col gap-5 px-4 py-6 text-fg">
      <h1 className="text-2xl font-bold">Cómo funciona el test vocacional de Rumbo</h1>
      <p>
        Nuestro test se basa en modelos publicados y usados en orientación vocacional en todo el mundo. Las preguntas son nuestras, escritas
        para estudiantes de 14 a 18 años del Perú.
      </p>
      <section className="flex flex-col gap-2">
        <h2 className="text-xl font-semibold">Los modelos</h2>
        <ul className="flex list-disc flex-col gap-2 pl-5">
          <li>
            <strong>Intereses (modelo RIASEC de John Holland).</strong> Seis tipos: {interestScales.map((s) => s.name).join(", ")}.{" "}
            {interestsInstrument.items.length} actividades ({ITEMS_PER_TYPE} por tipo, una actividad por frase) en una escala de 5 puntos,
            de «Me disgusta mucho» a «Me gusta mucho». Cada actividad pertenece además a un campo (salud, mecánica, artes visuales, música,
            leyes, cocina, turismo…). El modo rápido usa {quickInterestItems.length} (5 por tipo), elegidas para que cada campo tenga al
            menos una, y puntúa las mismas seis escalas. Si al terminar tus campos o tipos principales quedan muy parejos, o un campo de tu
            tipo más fuerte te gusta bastante menos que ese tipo, te hace hasta {MAX_ADAPTIVE} preguntas más sobre ellos para no decidirlo
            con una sola respuesta. Además te pide {interestCheckItems.length} frases que dicen lo contrario de otras («Trabajar sin usar
            herramientas ni máquinas»): no suman a ningún tipo; sirven para notar si respondiste «Me gusta» a todo sin leer.
          </li>
          <li>
            <strong>Personalidad (cinco grandes rasgos).</strong> Apertura, Responsabilidad, Extraversión, Amabilidad y Estabilidad
            emocional, con {personalityInstrument.items.length} frases inspiradas en los constructos del International Personality Item Pool
            (IPIP), de dominio público. Algunas frases tienen clave inversa: estar muy de acuerdo con «Dejo mis cosas desordenadas» baja tu
            puntaje de Responsabilidad.
          </li>
          <li>
            <strong>Inteligencias múltiples (Howard Gardner).</strong> Ocho inteligencias, {intelligencesInstrument.items.length / 8} frases
            cada una.
          </li>
          <li>
            <strong>Valores del trabajo.</strong> Eliges y ordenas los {VALUES_TO_RANK} que más te importan entre {workValueScales.length}:{" "}
            {workValueScales.map((v) => v.name.toLowerCase()).join(", ")}. Ordenar evita que todo salga «muy importante».
          </li>
        </ul>
      </section>
      <section className="flex flex-col gap-2">
        <h2 className="text-xl font-semibold">De tus respuestas a tus carreras sugeridas</h2>
        <ol className="flex list-decimal flex-col gap-2 pl-5">
          <li>Cada escala es el promedio de sus respuestas (tras invertir las de clave inversa), llevado de 0 a 100.</li>
          <li>
            Si tus seis tipos de interés quedan a menos de {MIN_SPREAD} puntos entre el más alto y el más bajo, o ninguno llega a {MIN_TOP},
            tu perfil es «poco diferenciado»: te lo decimos, no te damos un código de Holland, las afinidades no pasan de{" "}
            {UNDIFFERENTIATED_CAP}/100 y te proponemos pasos para explorar. Si dos tipos quedan empatados (a menos de 5 puntos), el código
            los muestra juntos, como «S/I».
          </li>
          <li>
            Cada carrera del catálogo tiene un perfil RIASEC tomado de la ocupación equivalente en O*NET (traducida al español). La afinidad
            combina: tus intereses frente a ese perfil ({pct(WEIGHTS.interests)}: la mitad por la forma del perfil y la mitad por cuánto te
            gustan los tipos que más pesan en la carrera), tu interés por los campos de la carrera ({pct(WEIGHTS.fields)}: tus respuestas,
            habilidades y actividades, frente a tu propio promedio, y cada frase también frente a la mitad de tu nivel en su tipo, para no
            contar dos veces el tipo: un campo que te gustó poco resta a las carreras que tratan de él), las inteligencias que la carrera
            usa frente a tu promedio ({pct(WEIGHTS.intelligences)}), tus valores ({pct(WEIGHTS.values)}) y las áreas que marcaste (
            {pct(WEIGHTS.areas)}). Las carreras que calificaste suben o bajan según tu nota. Si tus respuestas parecen hechas sin leer
            (todas iguales, o de acuerdo con frases opuestas), te lo decimos y la afinidad queda baja hasta que las revises.
          </li>
          <li>
            Los valores (y las inteligencias de una carrera sin tabla propia) se leen como tipos de interés con tablas equilibradas: cada
            inteligencia y cada valor reparte el mismo peso, y cada tipo recibe el mismo total, para que ninguno salga favorecido por
            diseño.
          </li>
          <li>
            Se aplican tus filtros (nivel, duración, área, región, tipo de institución, costo) y se quitan las carreras que descartaste;
            entra la siguiente mejor.
          </li>
          <li>
            Cada sugerencia dice por qué aparece, y solo con razones ciertas de esa carrera y de tus respuestas. Lo que la carrera usa y de
            qué trata (inteligencias, campos, sectores) viene de una tabla por carrera basada en su ocupación de referencia en O*NET; un
            tipo de interés, de su código O*NET. Un tipo, un campo o una inteligencia se dice tuyo solo si sobresale de tu propio promedio
            en al menos {MARGIN.bastante} puntos («bastante»; desde {MARGIN.mucho}, «mucho») y se lee alto por sí mismo (desde {FLOOR.types}{" "}
            en tipos e inteligencias; en campos, tus respuestas promedian al menos «Me gusta»). La palabra «mucho» o «bastante» no dice más
            que tus respuestas: «mucho» pide al menos dos frases que promedien «Me gusta mucho»; una sola frase en «Me gusta» se dice «te
            interesa», sin más. Con «buenos ingresos» entre tus prioridades, la mediana de la carrera se dice «más» que la del catálogo solo
            desde un {pct(INCOME_BAND)} por encima; cerca de ella, «similar»; y si no hay dato, lo decimos.
          </li>
        </ol>
        <p>Dos carreras del catálogo aún no tienen un perfil O*NET equivalente y no se sugieren hasta tenerlo.</p>
      </section>
      <section className="flex flex-col gap-2">
        <h2 className="text-xl font-semibold">Cuánto dura</h2>
        <p>
          Calculamos 8 segundos por pregunta con escala. «Conócete» ({d.ratedItems} preguntas con escala, tus valores y tres secciones de
          elección) toma unos {d.conoceteMinutes} minutos; «Explora», unos {d.exploraMinutes}; «Decide», unos {d.decideMinutes}: en total,
          unos {d.fullMinutes} minutos. El modo rápido de intereses ({d.quickItems} preguntas, hasta {d.quickMaxItems}, y dos pasos cortos
          de elegir: áreas y actividades) toma como máximo unos {d.quickMinutes} minutos y basta para un primer resultado. Son los mismos
          minutos que ves en el mapa de secciones.
        </p>
      </section>
      <section className="flex flex-col gap-2">
        <h2 className="text-xl font-semibold">Lo que el test no hace</h2>
        <p>
          No mide tu capacidad ni te pone una etiqueta. Muestra a qué te pareces hoy; tus gustos pueden cambiar. Conversa tus resultados con
          tu familia y tus docentes.
        </p>
      </section>
      <p className="text-sm text-fg-muted">
        Incluye información de la base de datos O*NET del Departamento de Trabajo de EE. UU. (USDOL/ETA), bajo licencia CC BY 4.0. Rumbo
        modificó y tradujo esa información; USDOL/ETA no respalda este producto.
      </p>
      <Link href={href("orientacionVocacional")} className="font-medium text-primary-700 underline">
        Ir a mi orientación vocacional
      </Link>
    </article>
  );
}
