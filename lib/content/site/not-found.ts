/** The not-found copy of a section that has its own (the general 404 says the spec's sentence and a Spanish one). */
export const allianceNotFound = {
  title: "No encontramos esta alianza",
  text: "Revisa el enlace que te compartieron o vuelve al inicio.",
} as const;
