/**
 * The chat's safety texts. The protocol the team receives when a specialist marks a
 * conversation as a risk can be replaced with CHAT_RISK_PROTOCOL (lib/config/env.ts); these are
 * the defaults, with Peru's free public helplines.
 */

/** Shown to students in every conversation, under the messages. */
export const chatHelpNote =
  "Si estás en peligro o piensas en hacerte daño, llama gratis a la Línea 113, opción 5 (salud mental, las 24 horas) o al 106 (SAMU). Este chat no es un servicio de emergencias.";

/** What the team does when a conversation is marked as a risk (the e-mail's body). */
export const defaultRiskProtocol = [
  "Protocolo ante una conversación marcada como riesgo:",
  "",
  "1. Lee la conversación completa en el back office (Chat: conversaciones a revisar). Tu lectura queda registrada.",
  "2. Si hay riesgo inmediato para la vida, la especialista indica al estudiante que llame al 106 (SAMU) o al 105 (Policía Nacional) y, si es menor de edad, el equipo contacta a su madre, padre o apoderado hoy mismo.",
  "3. Salud mental: Línea 113, opción 5 (Ministerio de Salud), gratuita, las 24 horas.",
  "4. Violencia familiar o sexual: Línea 100 (Ministerio de la Mujer), gratuita, las 24 horas.",
  "5. Responde en la conversación en menos de una hora con un mensaje de acompañamiento y las líneas de ayuda; no cierres la conversación.",
  "6. Anota lo que se hizo y quién lo hizo en la ficha del caso.",
].join("\n");
