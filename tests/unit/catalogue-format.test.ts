import { describe, expect, it } from "vitest";
import { referenceCurriculum } from "@/components/catalogue/career-content";
import { formatCost, formatDuration, formatIncome, formatSelectivity, sourceLine } from "@/components/catalogue/format";
import { monogramOf } from "@/components/catalogue/monogram-text";
import { institutionListQuerySchema, leadSchema } from "@/lib/contracts/catalogue";
import { bareWord, searchWords } from "@/lib/server/catalogue/search-text";

describe("cifras del catálogo", () => {
  it("el costo se muestra como rango mensual en soles", () => {
    expect(formatCost(60_000, 70_000)).toBe("S/ 600.00 – S/ 700.00 al mes");
    expect(formatCost(14_400, 14_400)).toBe("S/ 144.00 al mes");
    expect(formatCost(null, null)).toBeNull();
    // Above S/ 5,000 the source's «por mes» is probably a yearly or per-term figure: never «al mes».
    expect(formatCost(1_513_000, 2_653_000)).toBe("S/ 15,130.00 – S/ 26,530.00 (probablemente anual o por ciclo)");
  });

  it("ingreso, duración y selectividad", () => {
    expect(formatIncome(2354)).toBe("S/ 2,354.00 al mes");
    expect(formatDuration(5)).toBe("5 años");
    expect(formatDuration(1)).toBe("1 año");
    // One decimal convention with the soles on the same page (es-PE: decimal point).
    expect(formatDuration(2.5)).toBe("2.5 años");
    expect(formatSelectivity({ admissionRate: 92, admitted: 642, applicants: 696 })).toBe(
      "92 % ingresa (642 ingresantes de 696 postulantes)",
    );
    expect(formatSelectivity({ admissionRate: null, admitted: null, applicants: null })).toBeNull();
  });

  it("etiquetas: género de la gestión, un solo ingreso cuando los extremos coinciden, costo de una pública", async () => {
    const { kindGestionLabel, missingCostText } = await import("@/components/catalogue/format");
    const { incomeRange } = await import("@/components/catalogue/career-figures");
    expect(kindGestionLabel("instituto", "publica")).toBe("Instituto público");
    expect(kindGestionLabel("instituto", "privada")).toBe("Instituto privado");
    expect(kindGestionLabel("universidad", "publica")).toBe("Universidad pública");
    expect(incomeRange({ incomeMin: 3303, incomeMax: 3303, incomeMedian: 3303 })).toBe("S/ 3,303.00 al mes");
    expect(incomeRange({ incomeMin: 1372, incomeMax: 2475, incomeMedian: 2033 })).toBe("S/ 1,372.00 – S/ 2,475.00 al mes");
    expect(missingCostText("publica")).toBe("Pública: la fuente no da una pensión");
    expect(missingCostText("privada")).toBeNull();
  });

  it("la licencia en palabras, nunca la cadena de la fuente", async () => {
    const { licenceStatusLabel } = await import("@/lib/format/licence");
    expect(licenceStatusLabel("licenciada", "LICENCIA OTORGADA")).toBe("Licenciada por SUNEDU");
    expect(licenceStatusLabel("otro", "NINGUNO")).toBe("SUNEDU: sin estado de licenciamiento registrado");
    expect(licenceStatusLabel("otro", "CON INFORME DE OBSERVACIONES (IO) NOTIFICADO")).toBe(
      "SUNEDU: en evaluación (informe de observaciones notificado)",
    );
  });

  it("cada cifra lleva su fuente y año", () => {
    expect(sourceLine({ source: "Ponte en Carrera (MINEDU/MTPE), búsqueda 2016", year: 2016 })).toBe(
      "Fuente: Ponte en Carrera (MINEDU/MTPE), búsqueda 2016",
    );
    expect(sourceLine({ source: "Planilla electrónica", year: 2015, note: "18 a 29 años" })).toBe(
      "Fuente: Planilla electrónica, 2015 (18 a 29 años)",
    );
    expect(sourceLine(undefined)).toBe("Fuente: sin dato");
  });

  it("el monograma usa las siglas o las palabras significativas", () => {
    expect(monogramOf("Universidad Nacional Mayor de San Marcos", "UNMSM")).toBe("MS");
    expect(monogramOf("Universidad de Lima", "UL")).toBe("UL");
    expect(monogramOf("Senati", null)).toBe("S");
  });

  it("la malla referencial tiene un bloque por año de la carrera", () => {
    const years = referenceCurriculum("ingeniería", "Ingeniería Civil", 5);
    expect(years.map((y) => y.year)).toEqual([1, 2, 3, 4, 5]);
    expect(years[0].title).toBe("Formación general");
    expect(years[4].title).toBe("Cierre y práctica profesional");
  });
});

describe("búsqueda y contratos", () => {
  it("las palabras de búsqueda se pliegan sin tildes ni mayúsculas", () => {
    expect(searchWords("  Sán  MÁRCOS ")).toEqual(["san", "marcos"]);
    // Dots and apostrophes stay in the word; the query matches it with them or without them (bareWord).
    expect(searchWords("U.N.M.S.M.")).toEqual(["u.n.m.s.m."]);
    expect(bareWord("u.n.m.s.m.")).toBe("unmsm");
    expect(searchWords("Tecsup No.2, Arequipa")).toEqual(["tecsup", "no.2", "arequipa"]);
    expect(searchWords(". ... '")).toEqual([]);
    expect(searchWords("a b c d e f g h")).toHaveLength(6);
    expect(searchWords(undefined)).toEqual([]);
  });

  it("la consulta del directorio rechaza caracteres de control y páginas fuera de rango", () => {
    expect(institutionListQuerySchema.safeParse({ search: "a\u0000b" }).success).toBe(false);
    expect(institutionListQuerySchema.safeParse({ page: "0" }).success).toBe(false);
    expect(institutionListQuerySchema.parse({ type: "" })).toMatchObject({ page: 1, perPage: 20, type: undefined });
  });

  it("el lead normaliza el celular a E.164 y el correo a minúsculas", () => {
    const lead = leadSchema.parse({ institution_id: "5", name: "Lucía", phone: "987 654 321", email: "Lucia@Example.PE" });
    expect(lead).toMatchObject({ institution_id: 5, career_id: null, phone: "+51987654321", email: "lucia@example.pe", origin: "perfil" });
    expect(leadSchema.safeParse({ institution_id: 5, name: "Lucía", phone: "12345", email: "x@y.pe" }).success).toBe(false);
  });
});
