import { inflateSync } from "node:zlib";
import { describe, expect, it } from "vitest";
import { GET as getVocational } from "@/app/api/vocational/route";
import { PUT as putProgress } from "@/app/api/vocational/progress/[id]/route";
import { quickInterestItems } from "@/lib/content/vocational";
import { createSession } from "@/lib/server/auth/session";
import { buildReportPdf } from "@/lib/server/vocational/report-pdf";
import { callRoute } from "../support/http";
import { insertTestUser } from "../support/users";

/** The text drawn on each page of a pdfkit PDF (standard fonts: hex strings in TJ arrays). */
function pagesText(pdf: Buffer): string[] {
  const raw = pdf.toString("latin1");
  const objects = new Map<number, { dict: string; stream: Buffer | null }>();
  for (const match of raw.matchAll(/(\d+) 0 obj\n([\s\S]*?)\nendobj/g)) {
    const body = match[2];
    const streamAt = body.indexOf("\nstream\n");
    const dict = streamAt >= 0 ? body.slice(0, streamAt) : body;
    let stream: Buffer | null = null;
    if (streamAt >= 0) {
      const start = match.index! + match[0].indexOf("\nstream\n") + "\nstream\n".length;
      const length = Number(/\/Length (\d+)/.exec(dict)?.[1]);
      stream = pdf.subarray(start, start + length);
      if (dict.includes("/FlateDecode")) stream = inflateSync(stream);
    }
    objects.set(Number(match[1]), { dict, stream });
  }
  const pagesDict = [...objects.values()].find((o) => /\/Type \/Pages\b/.test(o.dict))!.dict;
  const kids = [.../\/Kids \[([^\]]*)\]/.exec(pagesDict)![1].matchAll(/(\d+) 0 R/g)].map((m) => Number(m[1]));
  return kids.map((id) => {
    const contents = Number(/\/Contents (\d+) 0 R/.exec(objects.get(id)!.dict)![1]);
    const ops = objects.get(contents)!.stream!.toString("latin1");
    return [...ops.matchAll(/\[([^\]]*)\] TJ/g)]
      .map((tj) => [...tj[1].matchAll(/<([0-9a-f]*)>/gi)].map((h) => Buffer.from(h[1], "hex").toString("latin1")).join(""))
      .join("\n");
  });
}

describe("informe PDF: la primera página", () => {
  it("lleva el contenido del resultado, no queda casi en blanco", async () => {
    const user = await insertTestUser({ name: "Rosa", surname: "Huamán" });
    const { token } = await createSession(user.id);
    const auth = { authorization: `Bearer ${token}` };
    const processId = (await callRoute(getVocational, { path: "/api/vocational", headers: auth })).json.data.process.id;
    const answers = Object.fromEntries(quickInterestItems.map((i) => [i.id, ["S", "A"].includes(i.scale) ? 5 : 2]));
    const put = await callRoute(putProgress, {
      method: "PUT",
      path: `/api/vocational/progress/${processId}`,
      params: { id: processId },
      body: { data: { section: "professional-interest", mode: "quick", answers, position: 30 } },
      headers: auth,
    });
    expect(put.status).toBe(200);

    const pages = pagesText(await buildReportPdf(user.id, processId));
    expect(pages.length).toBeGreaterThanOrEqual(1);
    const first = pages[0];
    expect(first).toContain("Rosa Huamán");
    // The interests and the first suggested careers are on page 1, not pushed to page 2.
    expect(first).toContain("Intereses profesionales (RIASEC)");
    expect(first).toMatch(/carreras sugeridas/i);
    expect(first.split("\n").filter((line) => line.trim()).length).toBeGreaterThan(25);
  });

  it("la última página no es una línea suelta: los próximos pasos van con la nota final; un costo sobre S/ 5,000 se marca como en la web", async () => {
    const user = await insertTestUser({ name: "Lucía", surname: "Quispe" });
    const { token } = await createSession(user.id);
    const auth = { authorization: `Bearer ${token}` };
    const processId = (await callRoute(getVocational, { path: "/api/vocational", headers: auth })).json.data.process.id;
    const answers = Object.fromEntries(quickInterestItems.map((i) => [i.id, ["I", "E"].includes(i.scale) ? 5 : 1]));
    await callRoute(putProgress, {
      method: "PUT",
      path: `/api/vocational/progress/${processId}`,
      params: { id: processId },
      body: { data: { section: "professional-interest", mode: "quick", answers, position: 30 } },
      headers: auth,
    });
    const pages = pagesText(await buildReportPdf(user.id, processId));
    const last = pages.at(-1)!;
    expect(last).toContain("Próximos pasos");
    expect(last).toContain("O*NET");
    const all = pages.join("\n");
    for (const m of all.matchAll(/desde S\/ ([\d,]+)\.\d\d al mes/g)) expect(Number(m[1].replace(/,/g, ""))).toBeLessThanOrEqual(5000);
  });
});
