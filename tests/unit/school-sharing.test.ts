import { readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import {
  schoolConsentText,
  schoolPanelFields,
  schoolPanelNever,
  schoolPanelResult,
  schoolSharedList,
} from "@/lib/content/family/school-sharing";
import { panelStudentSchema, type PanelStudent } from "@/lib/contracts/family";

const root = path.resolve(__dirname, "../..");
const source = (file: string) => readFileSync(path.join(root, file), "utf8");

/** Which of the panel row's fields each consent field covers (a row field no consent field covers fails the test). */
const rowFieldsOf: Record<(typeof schoolPanelFields)[number]["key"], (keyof PanelStudent)[]> = {
  name: ["name", "surname"],
  grade: ["grade"],
  section: ["section"],
  progress: ["progress"],
  holland: ["hollandCode"],
  careers: ["topCareers"],
  lastActiveAt: ["lastActiveAt"],
};

describe("el consentimiento del colegio dice todo lo que el panel del orientador muestra", () => {
  it("cada campo del panel y el resultado completo aparecen en el texto del consentimiento, en su orden", () => {
    const text = schoolConsentText();
    let from = 0;
    for (const shared of [...schoolPanelFields.map((f) => f.shares), schoolPanelResult.shares]) {
      const at = text.indexOf(shared, from);
      expect(at, shared).toBeGreaterThanOrEqual(from);
      from = at + shared.length;
    }
    expect(text).toContain(schoolPanelNever);
    expect(text).toMatch(/^Si lo marcas, el orientador de tu colegio verá tu nombre y apellido, tu grado, /);
    expect(schoolConsentText("Puedes usar el código aunque no lo marques.")).toMatch(/Puedes usar el código aunque no lo marques\.$/);
  });

  it("cada dato de una fila del panel (lo que la API le da al orientador) está cubierto por un campo del consentimiento", () => {
    const covered = new Set(Object.values(rowFieldsOf).flat());
    // The id only builds the link to the student's page, which is the «resultado completo» field.
    expect(Object.keys(panelStudentSchema.shape).filter((k) => k !== "id" && !covered.has(k as keyof PanelStudent))).toEqual([]);
  });

  it("el panel arma sus columnas con esa lista, y el registro con colegio, el modal del código y «Mi cuenta» usan su texto", () => {
    expect(source("app/(main)/colegio/panel/page.tsx")).toContain("schoolPanelFields.map(");
    expect(source("app/(main)/colegio/panel/estudiantes/[id]/page.tsx")).toContain("schoolPanelResult.heading");
    expect(source("components/auth/school-register-form.tsx")).toContain("hint={schoolConsentText()}");
    expect(source("components/modals/subscription-modal.tsx")).toContain("hint={schoolConsentText(");
    expect(source("components/family/share-consent.tsx")).toContain("{schoolSharedList()}");
    expect(schoolSharedList()).toContain(schoolPanelResult.shares);
  });
});
