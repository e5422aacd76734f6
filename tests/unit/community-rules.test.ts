import { describe, expect, it } from "vitest";
import { longestDigitRun, ruleViolation, visibleText } from "@/lib/content/community/rules";

/**
 * Ways of writing a phone or an e-mail so that it still reads as one. Each must be refused: most
 * people in the community are minors.
 */
export const SPELLED_CONTACTS: [string, "phone" | "email" | "chat"][] = [
  ["Llámame al 987654321", "phone"],
  ["mi cel: 987-654-321", "phone"],
  ["(01) 234 5678 es el fijo de mi casa", "phone"],
  ["nueve ocho siete seis cinco cuatro tres dos uno", "phone"],
  ["Escríbeme al ９８７６５４３２１", "phone"],
  ["Escríbeme al 9\u200b8\u200b7\u200b6\u200b5\u200b4\u200b3\u200b2\u200b1", "phone"],
  ["Escríbeme al 9\u20608\u20607\u20606\u20605\u20604\u20603\u20602\u20601", "phone"],
  ["Escríbeme al 9\u200d8\u200c7\u00ad6\ufeff5\u200e4\u200f3\u180e2\u20621", "phone"],
  ["Escríbeme al 987,654,321", "phone"],
  ["Escríbeme al 987_654_321", "phone"],
  ["Escríbeme al 987|654|321", "phone"],
  ["Escríbeme al 987 ~ 654 ~ 321", "phone"],
  ["Escríbeme al 9 8 7 6 5 4 3 2 1", "phone"],
  ["Escríbeme al 9\n8\n7\n6\n5\n4\n3\n2\n1", "phone"],
  ["Mi número: nueve 8 siete 6 cinco 4 tres 2 uno", "phone"],
  ["Mi número: nueve-ocho-siete-seis-cinco-cuatro-tres-dos-uno", "phone"],
  ["Mi número: NUEVE, OCHO, SIETE, SEIS, CINCO, CUATRO, TRES, DOS, UNO", "phone"],
  ["Mi número: nueve8siete6cinco4tres2uno", "phone"],
  ["Mi número: nuebe ocho siete seis sinco cuatro tres dos uno", "phone"],
  ["Mi número es 987 seis cinco cuatro tres", "phone"],
  ["Mi número: ⑨⑧⑦⑥⑤④③②①", "phone"],
  ["Mi número: 𝟗𝟖𝟕𝟔𝟓𝟒𝟑𝟐𝟏", "phone"],
  ["Mi número: 98765432l", "phone"],
  ["Mi número: +51 987 654 321", "phone"],
  ["S/ 98,765.43 21 es lo que cuesta", "phone"],
  ["escribe a ana@gmail.com", "email"],
  ["ANA.QUISPE@HOTMAIL.COM", "email"],
  ["escribe a ana＠gmail．com", "email"],
  ["escribe a ana@\u200bgmail.com", "email"],
  ["escríbeme: juan.perez arroba gmail punto com", "email"],
  ["escríbeme: juanperez[at]gmail[dot]com", "email"],
  ["escríbeme: juanperez(at)gmail(dot)com", "email"],
  ["escríbeme: juanperez {arroba} gmail {punto} com", "email"],
  ["escríbeme: juanperez [ at ] outlook [ dot ] es", "email"],
  ["escríbeme: juanperez at gmail dot com", "email"],
  ["escríbeme: juan perez ARROBA hotmail", "email"],
  ["escríbeme: juanperez @ gmail . com", "email"],
  ["escríbeme: juanperez@gmail", "email"],
  ["entra a https://chat.whatsapp.com/xyz", "chat"],
  ["wa.me/51987654321", "chat"],
  ["búscame en t.me/ana", "chat"],
  ["búscame en t\u200b.me/ana", "chat"],
  ["búscame en wa punto me/ana", "chat"],
  ["discord.gg/abcd", "chat"],
  ["instagram.com/ana.q", "chat"],
  ["mi insta es @ana_quispe", "chat"],
  ["mi insta es @\u200bana_quispe", "chat"],
];

/** Ordinary sentences that must stay allowed. */
export const ORDINARY_SENTENCES = [
  "¿Cuánto cuesta la pensión? En 2025 era S/ 1,500 al mes.",
  "Hay 120 vacantes y postulan 3 000 personas.",
  "Mi colegio es el 2045 de Lima y salgo en 2026.",
  "La web oficial es https://www.pucp.edu.pe/admision",
  "¿Alguien sabe si hay grupo de estudio en la universidad?",
  "Me gustaría estudiar Gastronomía o Turismo.",
  "Estoy en 5º de secundaria y quiero postular en 2026.",
  "Estoy en 5.º de secundaria, en el 2do puesto de mi salón.",
  "La inscripción cuesta S/ 95.00 y el examen es el 15 de marzo.",
  "La pensión es de S/ 12,500.00 al año, ¿vale la pena?",
  "Son 1,500.00 soles por ciclo en la privada.",
  "Tengo 16 años y quiero saber qué estudiar.",
  "Tengo dos hermanos, uno estudia Medicina y otro Derecho.",
  "Mi puntaje fue 1250 de 2000 en el simulacro.",
  "El examen dura tres horas y tiene cien preguntas.",
  "Entre 2024 y 2026 subieron las pensiones un 10 %.",
  "¿Cómo se escribe la arroba en el teclado del celular?",
  "El punto es que no sé si estudiar Ingeniería o Arquitectura.",
  "Hay uno, dos o tres turnos: mañana, tarde y noche.",
  "Son 6 ciclos de 5 cursos cada uno, 30 créditos en total.",
  "Ocupé el puesto 1 de 350 postulantes, a las 8:30 a. m.",
  "Me falta 1 año, quizá 2, para terminar.",
];

describe("reglas de texto de la comunidad", () => {
  it.each(SPELLED_CONTACTS)("«%s» → %s", (text, rule) => {
    expect(ruleViolation(text)).toBe(rule);
  });

  it.each([
    ["eres un IDIOTA", "words"],
    ["qué imbéciles", "words"],
    ["p3nd3j0", "words"],
    ["conchatumadre", "words"],
    ["eres un idi\u200bota", "words"],
  ])("«%s» → %s", (text, rule) => {
    expect(ruleViolation(text)).toBe(rule);
  });

  it.each(ORDINARY_SENTENCES)("«%s» pasa", (text) => {
    expect(ruleViolation(text)).toBeNull();
  });

  it("lee el texto como se ve y cuenta dígitos y palabras juntos", () => {
    expect(visibleText("9\u200b8\u20607")).toBe("987");
    expect(visibleText("９８７＠")).toBe("987@");
    expect(longestDigitRun("nueve 8 siete, y 2026")).toBe(4);
    expect(longestDigitRun("S/ 12,500.00")).toBe(5);
  });
});
