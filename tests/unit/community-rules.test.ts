import { describe, expect, it } from "vitest";
import { ruleViolation } from "@/lib/content/community/rules";

describe("reglas de texto de la comunidad", () => {
  it.each([
    ["Llámame al 987654321", "phone"],
    ["mi cel: 987-654-321", "phone"],
    ["(01) 234 5678 es el fijo de mi casa", "phone"],
    ["nueve ocho siete seis cinco cuatro tres dos uno", "phone"],
    ["escribe a ana@gmail.com", "email"],
    ["ANA.QUISPE@HOTMAIL.COM", "email"],
    ["entra a https://chat.whatsapp.com/xyz", "chat"],
    ["wa.me/51987654321", "chat"],
    ["búscame en t.me/ana", "chat"],
    ["discord.gg/abcd", "chat"],
    ["instagram.com/ana.q", "chat"],
    ["mi insta es @ana_quispe", "chat"],
    ["eres un IDIOTA", "words"],
    ["qué imbéciles", "words"],
    ["p3nd3j0", "words"],
    ["conchatumadre", "words"],
  ])("«%s» → %s", (text, rule) => {
    expect(ruleViolation(text)).toBe(rule);
  });

  it.each([
    "¿Cuánto cuesta la pensión? En 2025 era S/ 1,500 al mes.",
    "Hay 120 vacantes y postulan 3 000 personas.",
    "Mi colegio es el 2045 de Lima y salgo en 2026.",
    "La web oficial es https://www.pucp.edu.pe/admision",
    "¿Alguien sabe si hay grupo de estudio en la universidad?",
    "Me gustaría estudiar Gastronomía o Turismo.",
  ])("«%s» pasa", (text) => {
    expect(ruleViolation(text)).toBeNull();
  });
});
