import { rateLimits } from "../rate-limits";

/** The chat's Spanish messages (shared with the tests). */
export const CHAT_MESSAGES = {
  membershipRequired: "El chat con especialistas es parte de los planes de Rumbo. Elige un plan para escribirles.",
  advisorOnly: "Esta sección es solo para los especialistas de Rumbo.",
  conversationNotFound: "No encontramos esa conversación.",
  specialistNotFound: "No encontramos a esa especialista.",
  tooFast: rateLimits.chatStudentMessages.message,
  tooManyConversations: rateLimits.chatConversations.message,
  tooManyReports: rateLimits.chatReports.message,
  tooManyStreams: rateLimits.chatStreams.message,
  tooManyOpenStreams:
    "Tienes el chat abierto en demasiadas pestañas o dispositivos a la vez. Cierra alguna y vuelve a intentarlo en un momento.",
  tooManyStreamsHere: "Hay demasiadas conexiones al chat desde esta red a la vez. Vuelve a intentarlo en un momento.",
} as const;
