import path from "node:path";
import iconv from "iconv-lite";
import { describe, expect, it } from "vitest";
import { FigureError, isNoData, parseCost, parseCount, parsePercent, parseSoles, parseYears, parseYesNo, readCsv } from "@/lib/seed/parse";
import { createCareerMatcher, createUniversityMatcher, stripLegalForms, wordsAgree } from "@/lib/seed/match";
import { normalizeName } from "@/lib/seed/text";
import {
  detectDelimiter,
  detectEncoding,
  isActive,
  isSecondary,
  readRegister,
  readRegisterCsv,
  selectSchools,
} from "@/lib/seed/importers/schools-register";

const data = (f: string) => path.join(process.cwd(), "data", f);
const fixture = (f: string) => path.join(process.cwd(), "tests", "fixtures", f);

describe("figure parsers", () => {
  it("reads no-data markers", () => {
    for (const v of ["ND", "nd", "N.D.", "", "  ", "-"]) expect(isNoData(v)).toBe(true);
    for (const v of ["0", "No", "600 - 700"]) expect(isNoData(v)).toBe(false);
  });

  it("parses costs (single values and ranges) into céntimos", () => {
    expect(parseCost("144")).toEqual({ minCents: 14400, maxCents: 14400, swapped: false });
    expect(parseCost("600 - 700")).toEqual({ minCents: 60000, maxCents: 70000, swapped: false });
    expect(parseCost("1,200 - 1,500")).toEqual({ minCents: 120000, maxCents: 150000, swapped: false });
    expect(parseCost("17,930 - 40,290")).toEqual({ minCents: 1793000, maxCents: 4029000, swapped: false });
    expect(parseCost("120 - 60")).toEqual({ minCents: 6000, maxCents: 12000, swapped: true });
    expect(parseCost("ND")).toBeNull();
    expect(() => parseCost("gratis")).toThrow(FigureError);
    expect(() => parseCost("1 - 2 - 3")).toThrow(FigureError);
  });

  it("parses durations, percentages, counts and soles", () => {
    expect(parseYears("5")).toBe(5);
    expect(parseYears("ND")).toBeNull();
    expect(() => parseYears("0")).toThrow(FigureError);
    expect(parsePercent("92")).toBe(92);
    expect(parsePercent("92%")).toBe(92);
    expect(parsePercent("7.5")).toBe(7.5);
    expect(parsePercent("ND")).toBeNull();
    expect(parseCount("1,022")).toBe(1022);
    expect(parseCount("ND")).toBeNull();
    expect(() => parseCount("1.5")).toThrow(FigureError);
    expect(parseSoles("2354")).toBe(2354);
    expect(parseSoles("ND")).toBeNull();
    expect(parseSoles("")).toBeNull();
  });

  it("parses Si/No", () => {
    expect(parseYesNo("Si")).toBe(true);
    expect(parseYesNo("Sí")).toBe(true);
    expect(parseYesNo("No")).toBe(false);
    expect(parseYesNo("ND")).toBeNull();
    expect(() => parseYesNo("Quizá")).toThrow(FigureError);
  });
});

describe("university name matcher", () => {
  const regions = new Map(readCsv(data("regions_pe.csv")).rows.map(({ values }) => [values.ubigeo_reniec, values.nombre]));
  const universities = readCsv(data("universities_pe.csv")).rows.map(({ values }) => ({
    key: values.nombre,
    name: values.nombre,
    region: values.ubigeo ? normalizeName(regions.get(values.ubigeo.slice(0, 2)) ?? "") : null,
  }));
  const match = createUniversityMatcher(universities);

  it("strips legal forms", () => {
    expect(stripLegalForms("UNIVERSIDAD CÉSAR VALLEJO S.A.C.")).toBe("universidad cesar vallejo");
    expect(stripLegalForms("ASOCIACIÓN CIVIL UNIVERSIDAD DE CIENCIAS Y HUMANIDADES")).toBe("universidad de ciencias y humanidades");
    expect(stripLegalForms("UNIVERSIDAD ALAS PERUANAS S.A.")).toBe("universidad alas peruanas");
  });

  it.each([
    ["Universidad Nacional Mayor De San Marcos", "UNIVERSIDAD NACIONAL MAYOR DE SAN MARCOS", "exacto"],
    ["Universidad Nacional De La Amazonia Peruana", "UNIVERSIDAD NACIONAL DE LA AMAZONÍA PERUANA", "exacto"],
    ["Universidad Cesar Vallejo", "UNIVERSIDAD CÉSAR VALLEJO S.A.C.", "sin-forma-juridica"],
    ["Universidad Inca Garcilaso De La Vega", "UNIVERSIDAD INCA GARCILASO DE LA VEGA ASOCIACIÓN CIVIL", "sin-forma-juridica"],
    ["Universidad De Ciencias Y Humanidades", "ASOCIACIÓN CIVIL UNIVERSIDAD DE CIENCIAS Y HUMANIDADES", "sin-forma-juridica"],
    ["Universidad Nacional De San Agustín", "UNIVERSIDAD NACIONAL DE SAN AGUSTÍN DE AREQUIPA", "aproximado"],
    ["Universidad Nacional Hermilio Valdizán", "UNIVERSIDAD NACIONAL HERMILIO VALDIZÁN DE HUÁNUCO", "aproximado"],
    ["Universidad Nacional San Luis Gonzaga", "UNIVERSIDAD NACIONAL SAN LUIS GONZAGA DE ICA", "aproximado"],
    ["Universidad Norbert Wiener", "UNIVERSIDAD PRIVADA NORBERT WIENER S.A.", "aproximado"],
    ["Universidad Juan Pablo II", "UNIVERSIDAD PRIVADA JUAN PABLO II S.A.C.", "aproximado"],
    ["Universidad Peruana De Ciencia E Informática", "UNIVERSIDAD PERUANA DE CIENCIAS E INFORMÁTICA S.A.C.", "aproximado"],
    [
      "Universidad Santo Tomas De Aquino De Ciencia E Integración",
      "UNIVERSIDAD PERUANA SANTO TOMÁS DE AQUINO DE CIENCIA E INTEGRACIÓN S.A.C.",
      "aproximado",
    ],
    ["Universidad Privada Ada A. Byron (Universidad Autónoma De Ica)", "UNIVERSIDAD AUTÓNOMA DE ICA S.A.C.", "aproximado"],
    ["Universidad Privada De Ica", "GRUPO EDUCATIVO UNIVERSIDAD PRIVADA DE ICA S.A.C.", "aproximado"],
    ["Seminario Biblico Andino", "UNIVERSIDAD SEMINARIO BÍBLICO ANDINO", "aproximado"],
    ["Seminario Evangélico De Lima", "UNIVERSIDAD SEMINARIO EVANGÉLICO DE LIMA", "aproximado"],
  ])("%s → %s (%s)", (name, expected, method) => {
    const m = match(name);
    expect(m.key).toBe(expected);
    if (m.key !== null) expect(m.method).toBe(method);
  });

  it("does not force a match onto a university SUNEDU does not list", () => {
    const m = match("Universidad De La Amazonia Mario Peláez Bazán", "Amazonas");
    expect(m.key).toBeNull();
  });

  it("does not match a name that only shares generic words", () => {
    expect(match("Universidad Nacional").key).toBeNull();
    expect(match("Universidad De La Selva").key).toBeNull();
  });

  it("uses the region to break a tie, and reports a tie it cannot break", () => {
    const twins = createUniversityMatcher([
      { key: "a", name: "UNIVERSIDAD ANDINA DEL SUR S.A.C.", region: "cusco" },
      { key: "b", name: "UNIVERSIDAD ANDINA DEL SUR", region: "puno" },
    ]);
    expect(twins("Universidad Andina Del Sur", "Puno").key).toBe("b");
    const cousins = createUniversityMatcher([
      { key: "a", name: "UNIVERSIDAD ANDINA DEL SUR DE CUSCO", region: "cusco" },
      { key: "b", name: "UNIVERSIDAD ANDINA DEL SUR DE PUNO", region: "puno" },
    ]);
    expect(cousins("Universidad Andina Del Sur", "Puno").key).toBe("b");
    const m = cousins("Universidad Andina Del Sur", "Lima");
    expect(m.key).toBeNull();
    if (m.key === null) expect(m.candidates).toHaveLength(2);
  });
});

describe("career matcher", () => {
  const careers = readCsv(data("careers_pe.csv")).rows.map(({ values }) => ({
    key: values.carrera,
    name: values.carrera,
    family: values.pec_familia || null,
    type: (values.pec_tipo_institucion || null) as "UNIVERSIDAD" | "INSTITUTO" | null,
  }));
  const match = createCareerMatcher(careers);

  it("takes the only career of a family and type", () => {
    expect(match("Derecho", "UNIVERSIDAD", "Derecho y Ciencias Políticas")).toMatchObject({ key: "Derecho", method: "familia" });
  });

  it("chooses among several careers of a family by the programme name", () => {
    expect(match("Ingeniería de Sistemas y Cómputo", "UNIVERSIDAD", "Ingeniería de Software").key).toBe("Ingeniería de Software");
    expect(match("Ingeniería de Sistemas y Cómputo", "UNIVERSIDAD", "Ingeniería de Sistemas e Informática").key).toBe(
      "Ingeniería de Sistemas",
    );
    expect(match("Química", "UNIVERSIDAD", "Química").key).toBe("Química");
    expect(match("Química", "UNIVERSIDAD", "Ingeniería Química").key).toBe("Ingeniería Química");
    expect(match("Ingeniería Mecánica", "UNIVERSIDAD", "Ingeniería Mecatrónica").key).toBe("Ingeniería Mecatrónica");
  });

  it("falls back to the family's first career when the name says nothing", () => {
    expect(match("Ingeniería de Sistemas y Cómputo", "UNIVERSIDAD", null)).toMatchObject({
      key: "Ingeniería de Sistemas",
      method: "familia-por-defecto",
    });
  });

  it("uses the other institution type when the family has no career of this type", () => {
    expect(match("Música", "INSTITUTO", "Interpretación Musical")).toMatchObject({ key: "Música", method: "otro-tipo" });
    expect(match("Ingeniería Minera, Metalurgia y Petróleo", "INSTITUTO", "Metalurgia").key).toBe("Ingeniería Metalúrgica");
  });

  it("matches by name only when the programme contains the career's distinctive words", () => {
    expect(match("Educación Artística", "INSTITUTO", "Educación Artística - Música")).toMatchObject({ key: "Música", method: "nombre" });
    expect(match("Ingeniería Sanitaria", "UNIVERSIDAD", "Ingeniería Sanitaria y Ambiental").key).toBe("Ingeniería Ambiental");
    expect(match("Otras Carreras de Educación", "UNIVERSIDAD", "Educación").key).toBeNull();
    expect(match("Ingeniería Textil Y Confecciones", "INSTITUTO", "Diseño de Modas").key).toBeNull();
    expect(match("Otras Carreras de Administración", "UNIVERSIDAD", "Relaciones Industriales").key).toBeNull();
  });

  it("compares words with a tolerant prefix", () => {
    expect(wordsAgree("metalurgia", "metalurgica")).toBe(true);
    expect(wordsAgree("musica", "musical")).toBe(true);
    expect(wordsAgree("informatica", "informacion")).toBe(false);
    expect(wordsAgree("electrica", "electronica")).toBe(false);
  });
});

describe("school register reader", () => {
  it("detects UTF-8, cp850 and latin1", () => {
    const text = "COD_MOD;CEN_EDU\n1234567;JOSÉ MARÍA ARGUEDAS\n7654321;SEÑOR DE LOS MILAGROS\n1111111;Colegio Ñuñoa\n";
    expect(detectEncoding(Buffer.from(text, "utf8"))).toBe("utf8");
    expect(detectEncoding(iconv.encode(text, "cp850"))).toBe("cp850");
    expect(detectEncoding(iconv.encode(text, "latin1"))).toBe("latin1");
  });

  it("detects the delimiter", () => {
    expect(detectDelimiter("COD_MOD;ANEXO;CEN_EDU")).toBe(";");
    expect(detectDelimiter("COD_MOD|ANEXO|CEN_EDU")).toBe("|");
    expect(detectDelimiter("COD_MOD,ANEXO,CEN_EDU")).toBe(",");
    expect(detectDelimiter("COD_MOD\tANEXO\tCEN_EDU")).toBe("\t");
  });

  it("recognises secondary and active rows", () => {
    expect(isSecondary("Secundaria")).toBe(true);
    expect(isSecondary("SECUNDARIA")).toBe(true);
    expect(isSecondary("Primaria")).toBe(false);
    expect(isSecondary("Básica Alternativa-Avanzado")).toBe(false);
    expect(isActive("Activa")).toBe(true);
    expect(isActive("ACTIVO")).toBe(true);
    expect(isActive("Inactiva")).toBe(false);
    expect(isActive("")).toBe(false);
  });

  it("reads the CSV fixture (latin1, semicolons) and keeps the active secondary rows", () => {
    const reg = readRegister(fixture("padron-sample.csv"));
    expect(reg).toMatchObject({ format: "csv", encoding: "latin1", delimiter: ";" });
    const sel = selectSchools(reg.records, "prueba");
    expect(sel.totals).toEqual({ rows: 11, kept: 5, skippedLevel: 2, skippedInactive: 1, deleted: 0, malformed: 2, duplicates: 1 });
    expect(sel.kept.map((s) => `${s.code}-${s.annex}`)).toEqual(["0334672-0", "1234567-0", "1234570-1", "1234572-0", "0812345-0"]);
    expect(sel.kept[1]).toMatchObject({
      name: "José María Arguedas",
      level: "Secundaria",
      gestion: "pública",
      department: "Apurímac",
      province: "Andahuaylas",
      district: "San Jerónimo",
      ubigeo: "030210",
      address: "AV. PERÚ 123",
      status: "activa",
    });
    expect(sel.malformed.map((m) => m.row)).toEqual([7, 8]);
    expect(sel.duplicates[0]).toMatchObject({ row: 9, code: "1234567" });
  });

  it("reads the DBF fixture (dBase III, cp850) the same way and skips deleted records", () => {
    const reg = readRegister(fixture("padron-sample.dbf"));
    expect(reg).toMatchObject({ format: "dbf", encoding: "cp850" });
    const sel = selectSchools(reg.records, "prueba");
    expect(sel.totals).toEqual({ rows: 11, kept: 5, skippedLevel: 2, skippedInactive: 1, deleted: 1, malformed: 1, duplicates: 1 });
    expect(sel.kept.map((s) => s.name)).toEqual([
      "Nicolás de Piérola",
      "José María Arguedas",
      "Jesús Nazareno",
      "María Auxiliadora",
      "José Carlos Mariátegui",
    ]);
  });

  it("pads a código modular that lost its leading zeros and reports a row with missing fields", () => {
    const csv = "COD_MOD,ANEXO,CEN_EDU,D_NIV_MOD,D_ESTADO\n334672,0,NICOLAS DE PIEROLA,Secundaria,Activa\n1234567,0,SOLO TRES\n";
    const sel = selectSchools(readRegisterCsv(Buffer.from(csv)).records, "prueba");
    expect(sel.kept[0].code).toBe("0334672");
    expect(sel.malformed[0]).toMatchObject({ row: 3, reason: expect.stringContaining("3 campos") });
  });
});
