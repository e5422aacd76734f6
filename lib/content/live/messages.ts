/** The Spanish messages of the live sessions and the other premium steps (shared with the tests). */
export const LIVE_MESSAGES = {
  membershipRequired: "Las sesiones en vivo son parte de los planes de Rumbo. Elige un plan para reservar la tuya.",
  retoRequired: "El «Reto» es parte de los planes de Rumbo. Tu test y tu resultado siguen siendo gratis.",
  reviewRequired: "La revisión escrita de tu resultado es parte de los planes de Rumbo. Elige un plan para pedirla.",
  slotTaken: "Ese horario ya fue reservado",
  noSessionsInPlan: "Tu plan no incluye sesiones en vivo. Los planes especializados incluyen 2 o 4 sesiones al mes.",
  sessionsUsedUp: "Ya usaste las sesiones de tu plan en este periodo. Podrás reservar otra cuando se renueve.",
  notASlot: "Ese horario no está en la agenda. Elige uno de la lista.",
  tooSoon: "Ese horario ya no se puede reservar: elige uno con al menos 12 horas de anticipación.",
  tooFar: "Solo puedes reservar hasta 60 días por adelantado.",
  advisorNotFound: "No encontramos a esa orientadora u orientador.",
  bookingNotFound: "No encontramos esa sesión.",
  alreadyCancelled: "Esta sesión ya estaba cancelada.",
  cancelTooLate: "Solo puedes cancelar hasta 24 horas antes. Si tienes un imprevisto, escríbenos por WhatsApp.",
  reviewOpen: "Ya tienes una revisión en curso. Te avisaremos por correo cuando esté lista.",
  reviewNeedsResult: "Primero completa tus intereses profesionales: la orientadora revisa tu resultado.",
} as const;
