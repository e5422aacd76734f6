import { readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { QUINTILE_POINTS, QUINTILES_2026, beca18RegionOf, beca18Regions } from "@/lib/beca18/quintiles";
import { estimateBeca18Score, parseScoreField, type Beca18Input } from "@/lib/beca18/score";

/** The CSV the table was copied from, read here by hand (header: region,pr_quintil,pr_puntos,me_quintil,me_puntos). */
function csvRows() {
  const text = readFileSync(path.join(process.cwd(), "data/beca18/quintiles_2026.csv"), "utf8");
  const [header, ...lines] = text.trim().split(/\r?\n/);
  expect(header).toBe("region,pr_quintil,pr_puntos,me_quintil,me_puntos");
  return lines.map((line) => {
    const [region, prQ, prP, meQ, meP] = line.split(",");
    return { region, prQ: Number(prQ), prP: Number(prP), meQ: Number(meQ), meP: Number(meP) };
  });
}

const ayacuchoPublicUniversity: Beca18Input = {
  enp: 90,
  cp: 0,
  studentRegion: "AYACUCHO",
  modality: "ordinaria",
  place: { group: 1, gestion: "publica", tipoIes: "UNIVERSIDAD", department: "AYACUCHO", programme: "ENFERMERIA" },
};

describe("Beca 18 quintile table", () => {
  it("holds every row of data/beca18/quintiles_2026.csv, quintiles and points", () => {
    const rows = csvRows();
    expect(rows).toHaveLength(26);
    expect(new Set(rows.map((r) => r.region))).toEqual(new Set(beca18Regions));
    for (const row of rows) {
      const entry = QUINTILES_2026[row.region as (typeof beca18Regions)[number]];
      expect(entry, row.region).toBeDefined();
      expect([entry.pr, QUINTILE_POINTS[entry.pr]], `${row.region} PR`).toEqual([row.prQ, row.prP]);
      expect([entry.me, QUINTILE_POINTS[entry.me]], `${row.region} ME`).toEqual([row.meQ, row.meP]);
    }
    expect(Object.keys(QUINTILES_2026)).toHaveLength(rows.length);
  });

  it("reads regions as the catalogue writes them; Lima alone needs her answer", () => {
    expect(beca18RegionOf("San Martín")).toBe("SAN MARTIN");
    expect(beca18RegionOf("Áncash")).toBe("ANCASH");
    expect(beca18RegionOf("Lima")).toBe("lima");
    expect(beca18RegionOf("Lima Metropolitana")).toBe("LIMA METROPOLITANA");
    expect(beca18RegionOf("Extranjero")).toBeNull();
  });
});

describe("estimateBeca18Score", () => {
  it("the documented example: Ayacucho, staying, public group-1 university, ENP 90, no priority conditions", () => {
    const ayacucho = csvRows().find((r) => r.region === "AYACUCHO")!;
    const estimate = estimateBeca18Score(ayacuchoPublicUniversity);
    // 90 + 0.5 × 0 + 10 (group 1) + 10 (public) + PR(Ayacucho) + 0 (university: no EST)
    expect(estimate.total).toBe(90 + 0 + 10 + 10 + ayacucho.prP + 0);
    expect(estimate.total).toBe(120);
    expect(estimate.max).toBe(180);
    expect(estimate.missing).toEqual([]);
    expect(estimate.parts.map((p) => [p.key, p.points])).toEqual([
      ["enp", 90],
      ["cp", 0],
      ["c", 10],
      ["g", 10],
      ["region", ayacucho.prP],
      ["bonus", 0],
    ]);
    const why = Object.fromEntries(estimate.parts.map((p) => [p.key, p.explanation]));
    expect(why.enp).toBe("Tu puntaje del examen: 90 de 120.");
    expect(why.cp).toBe("Sin condiciones priorizadas: 0 puntos.");
    expect(why.c).toContain("Grupo 1 de PRONABEC: 10 puntos");
    expect(why.g).toContain("Institución pública: 10 puntos");
    expect(why.region).toBe("Estudiarías en tu región (Ayacucho): permanencia regional, quintil 1 de Ayacucho → 10 puntos.");
    expect(why.bonus).toContain("solo para institutos y escuelas tecnológicas");
  });

  it("moving uses HER region's ME quintile, never the place's", () => {
    const cusco = csvRows().find((r) => r.region === "CUSCO")!;
    const estimate = estimateBeca18Score({ ...ayacuchoPublicUniversity, studentRegion: "CUSCO" });
    const region = estimate.parts.find((p) => p.key === "region")!;
    expect(region.points).toBe(cusco.meP);
    expect(region.explanation).toBe(
      `Te mudarías de Cusco a Ayacucho: movilidad estudiantil, quintil ${cusco.meQ} de Cusco → ${cusco.meP} puntos.`,
    );
  });

  it("Lima Provincias studying in LIMA stays (PR) and says how PRONABEC's list writes Lima", () => {
    const estimate = estimateBeca18Score({
      ...ayacuchoPublicUniversity,
      studentRegion: "LIMA PROVINCIAS",
      place: { ...ayacuchoPublicUniversity.place, department: "LIMA" },
    });
    const region = estimate.parts.find((p) => p.key === "region")!;
    expect(region.points).toBe(10);
    expect(region.explanation).toContain("podría contar como movilidad");
  });

  it("an unknown group is left out and listed, not guessed", () => {
    const estimate = estimateBeca18Score({ ...ayacuchoPublicUniversity, place: { ...ayacuchoPublicUniversity.place, group: null } });
    const c = estimate.parts.find((p) => p.key === "c")!;
    expect(c.points).toBeNull();
    expect(c.explanation).toContain("Grupo no disponible");
    expect(estimate.total).toBe(110);
    expect(estimate.missing.map((m) => m.key)).toEqual(["c"]);
  });

  it("blank ENP and CP are missing; CP counts half", () => {
    expect(estimateBeca18Score({ ...ayacuchoPublicUniversity, enp: null, cp: null }).missing.map((m) => m.key)).toEqual(["enp", "cp"]);
    const half = estimateBeca18Score({ ...ayacuchoPublicUniversity, cp: 25 });
    expect(half.parts.find((p) => p.key === "cp")!.points).toBe(12.5);
    expect(half.total).toBe(132.5);
  });

  it("EST: +10 for a high-demand family at a technological institute; unknown family is missing", () => {
    const institute = { ...ayacuchoPublicUniversity.place, tipoIes: "INSTITUTO DE EDUCACION SUPERIOR TECNOLOGICA" as const };
    const est = estimateBeca18Score({ ...ayacuchoPublicUniversity, place: { ...institute, careerFamily: "Enfermería" } });
    expect(est.parts.find((p) => p.key === "bonus")!.points).toBe(10);
    expect(estimateBeca18Score({ ...ayacuchoPublicUniversity, place: { ...institute, careerFamily: "" } }).parts.at(-1)!.points).toBe(0);
    expect(estimateBeca18Score({ ...ayacuchoPublicUniversity, place: institute }).missing.map((m) => m.key)).toEqual(["bonus"]);
  });

  it("EP: +10 for an education career only in BEAHD", () => {
    const pedagogical = {
      ...ayacuchoPublicUniversity.place,
      tipoIes: "ESCUELA DE EDUCACION SUPERIOR PEDAGOGICA" as const,
      isEducation: true,
    };
    expect(estimateBeca18Score({ ...ayacuchoPublicUniversity, modality: "beahd", place: pedagogical }).parts.at(-1)!.points).toBe(10);
    const ordinaria = estimateBeca18Score({ ...ayacuchoPublicUniversity, modality: "ordinaria", place: pedagogical }).parts.at(-1)!;
    expect(ordinaria.points).toBe(0);
    expect(ordinaria.explanation).toContain("solo para la modalidad BEAHD");
  });

  it("never above 180, and rejects values outside the ranges", () => {
    const best = estimateBeca18Score({
      enp: 120,
      cp: 40,
      studentRegion: "AYACUCHO",
      modality: "ordinaria",
      place: {
        group: 1,
        gestion: "publica",
        tipoIes: "ESCUELA DE EDUCACION SUPERIOR TECNOLOGICA",
        department: "AYACUCHO",
        programme: "X",
        careerFamily: "Enfermería",
      },
    });
    expect(best.total).toBe(180);
    expect(() => estimateBeca18Score({ ...ayacuchoPublicUniversity, enp: 121 })).toThrow(RangeError);
    expect(() => estimateBeca18Score({ ...ayacuchoPublicUniversity, cp: -1 })).toThrow(RangeError);
  });
});

describe("parseScoreField", () => {
  it("accepts 0 to the maximum with a point or a comma, and says what is wrong in Spanish", () => {
    expect(parseScoreField("", 120)).toEqual({ value: null });
    expect(parseScoreField(" 87,5 ", 120)).toEqual({ value: 87.5 });
    expect(parseScoreField("120", 120)).toEqual({ value: 120 });
    expect(parseScoreField("121", 120).error).toBe("El puntaje va de 0 a 120.");
    expect(parseScoreField("-3", 40).error).toBe("Escribe un número de 0 a 40 (con punto o coma para decimales).");
    expect(parseScoreField("abc", 120).error).toMatch(/^Escribe un número/);
  });
});

describe("departments as a catalogue writes them", () => {
  it("«Lima Metropolitana» as the campus department is still LIMA for a student of Lima Metropolitana (staying)", () => {
    const estimate = estimateBeca18Score({
      ...ayacuchoPublicUniversity,
      studentRegion: "LIMA METROPOLITANA",
      place: { ...ayacuchoPublicUniversity.place, department: "Lima Metropolitana" },
    });
    expect(estimate.parts.find((p) => p.key === "region")!.explanation).toMatch(/^Estudiarías en tu región \(Lima Metropolitana\)/);
  });
});
