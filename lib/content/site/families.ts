import { liveSessionHoursText } from "@/lib/config/live-hours";

/** Copy of the parents' pages (/padres-orientacion-vocacional, /ayuda-a-tu-hijo). */
export const accompanySteps: Array<{ title: string; text: string }> = [
  {
    title: "Escucha antes de opinar",
    text: "Pregúntale qué le gusta hacer cuando nadie le obliga, qué cursos disfruta y cuáles evita. Deja tus expectativas para después.",
  },
  {
    title: "Separa la carrera del lugar",
    text: "Primero definan qué quiere estudiar; luego dónde. Una misma carrera cuesta y dura distinto en una universidad o en un instituto.",
  },
  {
    title: "Miren datos juntos",
    text: "Revisen el resultado del test, el licenciamiento SUNEDU de la universidad, la duración, el costo total y la modalidad de ingreso.",
  },
  {
    title: "Hagan un presupuesto real",
    text: "Sumen pensiones, matrícula, materiales, transporte y, si estudiará en otra ciudad, vivienda. Con esa cifra busquen becas o crédito.",
  },
  {
    title: "Acepten que puede cambiar",
    text: "Cambiar de carrera en el primer año es frecuente. Un buen proceso de orientación lo hace menos probable, no imposible.",
  },
];

export const familyBenefits: Array<{ title: string; text: string }> = [
  { title: "Un resultado que se explica", text: "Cada carrera sugerida viene con las razones, para conversar con argumentos." },
  { title: "Costos y duración reales", text: "Ofertas de universidades e institutos del Perú con costo, duración y modalidad de ingreso." },
  { title: "Sesiones en vivo", text: `Con un orientador o psicólogo, ${liveSessionHoursText} También una reunión con la familia.` },
  { title: "Seguimiento", text: "El reporte en PDF y el acceso a la plataforma para volver a revisar cuando lo necesiten." },
];

export type FinancingOption = { name: string; who: string; covers: string; how: string; source: string };

/**
 * Financing pointers (not advice): programme names and rules change every year, so each entry
 * sends families to the official source.
 */
export const financingOptions: FinancingOption[] = [
  {
    name: "Beca 18 (PRONABEC)",
    who: "Egresados de secundaria con alto rendimiento académico y en situación de pobreza o pobreza extrema según el SISFOH, y modalidades especiales (por ejemplo, comunidades nativas amazónicas, VRAEM, Huallaga, protección o Fuerzas Armadas).",
    covers:
      "Matrícula y pensiones, materiales, alimentación, movilidad, alojamiento si estudia fuera de su región, laptop y curso de inglés, según la convocatoria.",
    how: "Se postula por el Examen Nacional de Preselección y luego a una institución elegible. La convocatoria suele abrirse a fin de año.",
    source: "pronabec.gob.pe",
  },
  {
    name: "Crédito educativo de PRONABEC",
    who: "Estudiantes de universidades e institutos que necesitan financiar pensiones y pueden devolver el préstamo al egresar.",
    covers: "Parte o la totalidad de las pensiones, con tasas y plazos preferentes frente a la banca.",
    how: "Se postula en línea en las convocatorias del año; se pide aval y sustentar los ingresos familiares.",
    source: "pronabec.gob.pe",
  },
  {
    name: "Créditos educativos de bancos y cajas",
    who: "Familias con ingresos demostrables que prefieren pagar la carrera en cuotas.",
    covers: "Pensiones de pregrado o de carreras técnicas, según la entidad.",
    how: "Compara la TCEA (tasa de costo efectivo anual) entre entidades supervisadas por la SBS antes de firmar.",
    source: "sbs.gob.pe",
  },
  {
    name: "Pensión escalonada y becas de cada institución",
    who: "Todo postulante: muchas universidades privadas fijan la pensión según la situación económica familiar, y otorgan becas por rendimiento, deporte o arte.",
    covers: "Desde descuentos en la pensión hasta la beca completa, con condiciones de promedio.",
    how: "Pregunta por la escala de pensiones y el reglamento de becas en la oficina de admisión antes de matricularte.",
    source: "La oficina de admisión de cada institución",
  },
];

export const helpYourChildSigns: string[] = [
  "Dice «no sé qué estudiar» o cambia de opinión cada semana.",
  "Elige una carrera solo porque la estudian sus amigos o porque «tiene plata».",
  "Se angustia cuando se habla del futuro o de los exámenes de admisión.",
  "Tiene buenas notas en todo y no logra decidir, o notas bajas y cree que no puede estudiar nada.",
];
