import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { normalizeName, slugify, stripAccents, titleCaseEs } from "@/lib/seed/text";

describe("titleCaseEs", () => {
  it.each([
    // SUNEDU (upper case)
    ["UNIVERSIDAD NACIONAL MAYOR DE SAN MARCOS", "Universidad Nacional Mayor de San Marcos"],
    ["UNIVERSIDAD NACIONAL DE SAN CRISTÓBAL DE HUAMANGA", "Universidad Nacional de San Cristóbal de Huamanga"],
    ["PONTIFICIA UNIVERSIDAD CATÓLICA DEL PERÚ", "Pontificia Universidad Católica del Perú"],
    ["UNIVERSIDAD NACIONAL AGRARIA LA MOLINA", "Universidad Nacional Agraria La Molina"],
    ["UNIVERSIDAD INCA GARCILASO DE LA VEGA ASOCIACIÓN CIVIL", "Universidad Inca Garcilaso de la Vega Asociación Civil"],
    ["UNIVERSIDAD CÉSAR VALLEJO S.A.C.", "Universidad César Vallejo S.A.C."],
    ["UNIVERSIDAD SAN IGNACIO DE LOYOLA S.A.", "Universidad San Ignacio de Loyola S.A."],
    ["UNIVERSIDAD CATÓLICA DE TRUJILLO BENEDICTO XVI", "Universidad Católica de Trujillo Benedicto XVI"],
    ["UNIVERSIDAD PRIVADA JUAN PABLO II S.A.C.", "Universidad Privada Juan Pablo II S.A.C."],
    ["UNIVERSIDAD PERUANA DE CIENCIAS E INFORMÁTICA S.A.C.", "Universidad Peruana de Ciencias e Informática S.A.C."],
    ["UNIVERSIDAD PARA EL DESARROLLO ANDINO", "Universidad para el Desarrollo Andino"],
    ["UNIVERSIDAD PERUANA LOS ANDES", "Universidad Peruana Los Andes"],
    ["UNIVERSIDAD CATÓLICA LOS ÁNGELES DE CHIMBOTE", "Universidad Católica Los Ángeles de Chimbote"],
    ["UNIVERSIDAD NACIONAL DE EDUCACIÓN ENRIQUE GUZMÁN Y VALLE", "Universidad Nacional de Educación Enrique Guzmán y Valle"],
    ["UNIVERSIDAD ESAN", "Universidad ESAN"],
    ["SAN JUAN DE LURIGANCHO", "San Juan de Lurigancho"],
    ["RUPA-RUPA", "Rupa-Rupa"],
    // Ponte en Carrera (title case with capital particles)
    ["13 De Julio De 1882", "13 de Julio de 1882"],
    ["Victor Raul Haya De La Torre", "Victor Raul Haya de la Torre"],
    ["Cesde (Centro De Enseñanza Superior Para El Desarrollo)", "Cesde (Centro de Enseñanza Superior para el Desarrollo)"],
    ["De Formación Empresarial En Computación E Informática - Itec", "De Formación Empresarial en Computación e Informática - Itec"],
    ["Luis E Valcárcel", "Luis E Valcárcel"],
    ["John A Mackay", "John A Mackay"],
    ["Pedro A. Del Águila Hidalgo", "Pedro A. del Águila Hidalgo"],
    ["Paulo Vi", "Paulo VI"],
    ["Arte Negocios Y Tecnología - ESANTEC", "Arte Negocios y Tecnología - ESANTEC"],
    ["Tecsup No.1", "TECSUP No.1"],
    ["Apolo'S", "Apolo's"],
    // schools
    ["1178 JAVIER HERAUD", "1178 Javier Heraud"],
    ["TUPAC AMARU II", "Tupac Amaru II"],
  ])("%s → %s", (input, expected) => {
    expect(titleCaseEs(input)).toBe(expected);
  });

  it("collapses whitespace and keeps an empty string empty", () => {
    expect(titleCaseEs("  UNIVERSIDAD   DE  LIMA ")).toBe("Universidad de Lima");
    expect(titleCaseEs("")).toBe("");
  });

  it("does not take CIVIL, MIL or DI for roman numerals", () => {
    expect(titleCaseEs("ASOCIACIÓN CIVIL")).toBe("Asociación Civil");
    expect(titleCaseEs("LEONARDO DA VINCI")).toBe("Leonardo Da Vinci");
  });
});

describe("slugify", () => {
  it.each([
    ["Universidad Nacional Mayor de San Marcos", "universidad-nacional-mayor-de-san-marcos"],
    ["Universidad Nacional de San Cristóbal de Huamanga", "universidad-nacional-de-san-cristobal-de-huamanga"],
    ["Odontología / Estomatología", "odontologia-estomatologia"],
    ["Contabilidad (técnico)", "contabilidad-tecnico"],
    ["Áncash", "ancash"],
    ["Ñaña", "nana"],
    ["Universidad César Vallejo S.A.C.", "universidad-cesar-vallejo-s-a-c"],
    ["  --¿Qué?--  ", "que"],
    ["", ""],
    ["¡¡!!", ""],
  ])("%s → %s", (input, expected) => {
    expect(slugify(input)).toBe(expected);
  });

  it("always gives lower-case alphanumerics separated by single dashes, or nothing", () => {
    fc.assert(
      fc.property(fc.string({ unit: "grapheme", maxLength: 60 }), (s) => {
        const slug = slugify(s);
        expect(slug === "" || /^[a-z0-9]+(-[a-z0-9]+)*$/.test(slug)).toBe(true);
      }),
      { numRuns: 500 },
    );
    fc.assert(
      fc.property(fc.string({ unit: "binary", maxLength: 60 }), (s) => {
        const slug = slugify(s);
        expect(slug === "" || /^[a-z0-9]+(-[a-z0-9]+)*$/.test(slug)).toBe(true);
      }),
      { numRuns: 500 },
    );
    // 1,000 generated strings: about 1 s alone, over 5 s (vitest's default) on a loaded 2-core machine.
  }, 30_000);

  it("is idempotent", () => {
    fc.assert(
      fc.property(fc.string({ unit: "grapheme", maxLength: 40 }), (s) => {
        expect(slugify(slugify(s))).toBe(slugify(s));
      }),
    );
  });
});

describe("normalizeName", () => {
  it("makes SUNEDU's and Ponte en Carrera's spellings equal", () => {
    expect(normalizeName("UNIVERSIDAD NACIONAL DE LA AMAZONÍA PERUANA")).toBe(normalizeName("Universidad Nacional De La Amazonia Peruana"));
    expect(normalizeName("UNIVERSIDAD NACIONAL DE LA AMAZONÍA PERUANA")).toBe("universidad nacional de la amazonia peruana");
    expect(normalizeName("Huancané")).toBe(normalizeName("Huancane"));
    expect(normalizeName("Víctor Raúl Haya De La Torre")).toBe(normalizeName("Víctor Raul Haya De La Torre"));
  });

  it("turns punctuation into single spaces", () => {
    expect(normalizeName("UNIVERSIDAD CÉSAR VALLEJO S.A.C.")).toBe("universidad cesar vallejo s a c");
    expect(normalizeName("  Idat - Piura ")).toBe("idat piura");
  });

  it("stripAccents keeps ñ's letter and drops only the marks", () => {
    expect(stripAccents("Señor de Sipán, Güemes")).toBe("Senor de Sipan, Guemes");
  });
});
