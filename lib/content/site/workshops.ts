/** Copy of the workshop pages (/taller-orientacion-vocacional, /taller2-…, /prueba-taller-…). */
export const workshop = {
  name: "Taller de orientación vocacional",
  format: "4 sesiones en vivo de 60 minutos por videollamada, en grupos de hasta 12 estudiantes",
  schedule: "Horarios de lunes a sábado entre las 9:00 a. m. y las 10:00 p. m.",
  agenda: [
    { title: "Sesión 1 · Quién soy", text: "Resultados del test, intereses y personalidad; dinámica de fortalezas." },
    {
      title: "Sesión 2 · El mundo de las carreras",
      text: "Áreas profesionales, carreras universitarias y técnicas, y en qué se trabaja al egresar.",
    },
    { title: "Sesión 3 · Dónde y cómo estudiar", text: "Licenciamiento, costos, modalidades de ingreso, becas y crédito educativo." },
    { title: "Sesión 4 · Mi decisión", text: "Plan de postulación personal y presentación a la familia." },
  ],
  includes: [
    "Acceso completo al test vocacional y a tu reporte en PDF",
    "Materiales descargables para cada sesión",
    "Un grupo de WhatsApp moderado para dudas entre sesiones",
    "Constancia de participación",
  ],
} as const;

export const workshopAlt = {
  name: "Taller intensivo de fin de semana",
  format: "2 sesiones en vivo de 2 horas, sábado y domingo",
  forWhom: "Para estudiantes de 5.° de secundaria y egresados que postulan en las próximas semanas.",
  agenda: [
    { title: "Sábado · Decidir qué estudiar", text: "Test vocacional, lectura de resultados en grupo y exploración guiada de carreras." },
    { title: "Domingo · Decidir dónde", text: "Comparación de universidades e institutos, presupuesto familiar y plan de postulación." },
  ],
} as const;
