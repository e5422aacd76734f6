/** Copy of /colegios: what a school gets and how enrolment with a school code works. */
export const schoolBenefits: Array<{ title: string; text: string }> = [
  {
    title: "Test vocacional para cada estudiante",
    text: "Completo en menos de 25 minutos, desde el celular o el aula de cómputo, con resultados que se explican.",
  },
  {
    title: "Panel para tutoría",
    text: "Avance del grado y sección, intereses predominantes y estudiantes que necesitan una conversación.",
  },
  {
    title: "Charlas y feria virtual",
    text: "Universidades e institutos presentan sus carreras en charlas programadas para tus estudiantes.",
  },
  {
    title: "Sesiones con especialistas",
    text: "Orientadores y psicólogos para casos que lo necesiten, y una charla para padres de familia.",
  },
];

export const schoolSteps: Array<{ title: string; text: string }> = [
  { title: "Conversemos", text: "Nos escribes y acordamos los grados (3.°, 4.° y 5.° de secundaria), fechas y el número de estudiantes." },
  { title: "Recibes tu código", text: "Tu colegio recibe un código de acceso para sus estudiantes, válido durante el año escolar." },
  {
    title: "Cada estudiante se registra",
    text: "En /empezar-colegio elige su colegio, grado y sección, escribe el código y su fecha de nacimiento.",
  },
  {
    title: "Tutoría hace seguimiento",
    text: "El equipo de tutoría ve el avance y los resultados de sus estudiantes y recibe un informe por grado.",
  },
];
