import "server-only";
import PDFDocument from "pdfkit";
import type { ResultDto, ScaleResult } from "@/lib/contracts/vocational";
import { getDb } from "@/lib/db/client";
import { users } from "@/lib/db/schema";
import { eq } from "drizzle-orm";
import { describeCode } from "@/lib/content/vocational/interests";
import { GESTION_GROUP_LABELS, costBasis, costHeadline } from "@/lib/format/catalogue-costs";
import { formatSoles } from "@/lib/format/money";
import { COST_REVIEW_CENTS } from "../catalogue/offerings";
import { addedOn, itemName, sourceLabel } from "@/lib/content/shortlist";
import { listShortlist } from "../catalogue/shortlist";
import { beca18OptionsForCareers } from "../catalogue/beca18-places";
import { PLACE_POINTS_NOTE, beca18IntroText, beca18OptionFacts } from "@/lib/beca18/options";
import { formatPoints } from "@/lib/beca18/score";
import { studyPlaces, type StudyPlace } from "./careers";
import { loadSections } from "./process";
import { getResult } from "./result";
import { formatLimaDate } from "@/lib/format/dates";

const ONET_CREDIT =
  "Incluye información de la base de datos O*NET del Departamento de Trabajo de EE. UU. (USDOL/ETA), bajo licencia CC BY 4.0.";

const PRIMARY = "#1d4ed8";
const MUTED = "#4b5563";

function bars(doc: PDFKit.PDFDocument, title: string, scales: ScaleResult[] | null) {
  if (!scales) return;
  if (doc.y > 640) doc.addPage();
  doc.moveDown(0.6).fillColor("#111827").font("Helvetica-Bold").fontSize(13).text(title);
  doc.moveDown(0.3);
  const left = doc.page.margins.left;
  const width = 200;
  for (const s of scales) {
    if (doc.y > 740) doc.addPage();
    const y = doc.y;
    doc.font("Helvetica").fontSize(10).fillColor("#111827").text(s.name, left, y, { width: 150 });
    doc.rect(left + 155, y + 1, width, 9).fill("#e5e7eb");
    doc.rect(left + 155, y + 1, (width * s.percent) / 100, 9).fill(PRIMARY);
    doc.fillColor("#111827").text(`${s.percent}/100`, left + 160 + width, y, { width: 60 });
    doc.y = y + 13;
  }
  // The percentages were written in a right-hand column: the next text starts at the margin again.
  doc.x = left;
}

const soles = (cents: number) => formatSoles(cents);

/** One place to study a career: its name, region, licence and lowest monthly cost as the source gives it. */
function placeLine(p: StudyPlace): string {
  const licence = p.kind === "universidad" ? (p.licence ?? "sin dato de licencia") : "instituto (SUNEDU no licencia institutos)";
  // Above the limit the web flags (probably a yearly or per-term amount), said the same way here.
  const cost = !p.monthlyCostMinCents
    ? ""
    : p.monthlyCostMinCents > COST_REVIEW_CENTS
      ? `, ${soles(p.monthlyCostMinCents)} según la fuente (más de ${soles(COST_REVIEW_CENTS)} al mes: probablemente un monto anual o por ciclo)`
      : `, desde ${soles(p.monthlyCostMinCents)} al mes`;
  return `${p.name}${p.region ? ` (${p.region})` : ""}: ${licence}${cost}.`;
}
const SUGGESTIONS_IN_REPORT = 5;

function heading(doc: PDFKit.PDFDocument, text: string, size = 15) {
  if (doc.y > 700) doc.addPage();
  doc.moveDown(0.8).fillColor("#111827").font("Helvetica-Bold").fontSize(size).text(text);
  doc.moveDown(0.2);
}

/** The height `lines` take at `size` points across the text width (PDFKit's own measure). */
function textHeight(doc: PDFKit.PDFDocument, lines: string[], size: number, font = "Helvetica"): number {
  const width = doc.page.width - doc.page.margins.left - doc.page.margins.right;
  doc.font(font).fontSize(size);
  return lines.reduce((sum, line) => sum + doc.heightOfString(line, { width }), 0);
}

/** A new page unless `height` points still fit on this one: the report's last block is never split into a lone line. */
function keepTogether(doc: PDFKit.PDFDocument, height: number) {
  if (doc.y + height > doc.page.height - doc.page.margins.bottom) doc.addPage();
}

function paragraph(doc: PDFKit.PDFDocument, text: string, opts: { color?: string; size?: number; font?: string; indent?: number } = {}) {
  if (doc.y > 760) doc.addPage();
  doc
    .font(opts.font ?? "Helvetica")
    .fontSize(opts.size ?? 10)
    .fillColor(opts.color ?? "#111827")
    .text(text, { indent: opts.indent ?? 0 });
}

/**
 * The PDF report of a process (owner only), something a family keeps: the profile charts, each
 * suggested career with its own reasons and figures (income, cost, duration, with sources), where
 * to study it (the places on her list first, then others Rumbo picks, saying how), her list, and
 * next steps. `compress: false` writes
 * the text uncompressed (tests read it back).
 */
export async function buildReportPdf(userId: string, processId: string, options: { compress?: boolean } = {}): Promise<Buffer> {
  const result: ResultDto = await getResult(userId, processId);
  const db = await getDb();
  const [person] = await db.select({ name: users.name, surname: users.surname }).from(users).where(eq(users.id, userId)).limit(1);
  const fullName = `${person?.name ?? ""} ${person?.surname ?? ""}`.trim() || "Estudiante";
  const sections = await loadSections(processId);
  const filter = sections["career-filter"].answers as { regionId?: number | null };
  // Her list (catalogue/shortlist.ts) is what she chose: its places come first wherever the report says where to study.
  const list = await listShortlist(userId);
  const chosen = [...new Set(list.flatMap((i) => (i.institution ? [i.institution.id] : [])))];

  const doc = new PDFDocument({
    size: "A4",
    margin: 50,
    compress: options.compress ?? true,
    info: { Title: `Informe vocacional de ${fullName}`, Author: "Rumbo" },
    lang: "es-PE",
  } as PDFKit.PDFDocumentOptions);
  const chunks: Buffer[] = [];
  doc.on("data", (c: Buffer) => chunks.push(c));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on("end", () => resolve(Buffer.concat(chunks)));
    doc.on("error", reject);
  });

  doc.fillColor(PRIMARY).font("Helvetica-Bold").fontSize(22).text("Rumbo · Informe vocacional");
  doc.moveDown(0.3).fillColor("#111827").fontSize(16).text(fullName);
  doc
    .font("Helvetica")
    .fontSize(10)
    .fillColor(MUTED)
    .text(`Generado el ${formatLimaDate(new Date())}`);
  if (!result.ready) {
    doc.moveDown();
    paragraph(doc, "Tu resultado aún no está completo. Te falta: " + result.missing.map((m) => m.title).join(", ") + ".", { size: 12 });
  }

  if (result.ready) heading(doc, "Tu perfil en pocas palabras");
  if (result.differentiation?.undifferentiated) {
    paragraph(doc, `Tu perfil es poco diferenciado. ${result.differentiation.message ?? ""}`);
    paragraph(
      doc,
      "Por eso no te damos un código de Holland ni una carrera «ganadora»: las afinidades de este informe son solo orientativas (como máximo 60 de 100).",
    );
  } else if (result.hollandCode) {
    paragraph(
      doc,
      `Tus tipos de interés más fuertes son ${describeCode(result.hollandCode)}. En el modelo de Holland se escribe ${result.hollandCode}: la inicial de cada tipo, del más fuerte al menos fuerte.`,
    );
  }
  if (result.consistency) paragraph(doc, `Nota: ${result.consistency.message}`, { color: MUTED, size: 9 });

  bars(doc, "Intereses profesionales (RIASEC)", result.interests);
  bars(doc, "Personalidad (cinco grandes rasgos)", result.personality);
  bars(doc, "Inteligencias múltiples", result.intelligences);
  if (result.values?.length) {
    heading(doc, "Lo que más te importa en un trabajo", 13);
    result.values.forEach((v, i) => paragraph(doc, `${i + 1}. ${v.name}: ${v.meaning}`));
  }

  const top = result.suggestions.slice(0, SUGGESTIONS_IN_REPORT);
  if (top.length) {
    // The careers follow on the same page while there is room (a new page only near its end):
    // the first page carries the result, it is not a title over a blank sheet.
    if (doc.y > 600) doc.addPage();
    else doc.moveDown(1.2);
    doc.x = doc.page.margins.left;
    doc
      .fillColor("#111827")
      .font("Helvetica-Bold")
      .fontSize(16)
      .text(result.differentiation?.undifferentiated ? "Carreras para empezar a explorar" : "Tus carreras sugeridas");
    paragraph(doc, "Ordenadas por afinidad (0 a 100). Cada una dice por qué aparece, con cifras y dónde estudiarla.", {
      color: MUTED,
      size: 9,
    });
    for (const [i, s] of top.entries()) {
      if (doc.y > 600) doc.addPage();
      doc
        .moveDown(0.8)
        .fillColor(PRIMARY)
        .font("Helvetica-Bold")
        .fontSize(13)
        .text(`${i + 1}. ${s.name} (afinidad ${s.score}/100)`);
      paragraph(
        doc,
        `${s.area.charAt(0).toUpperCase()}${s.area.slice(1)} · ${s.level === "tecnica" ? "técnica (instituto)" : "universitaria"}${s.riasecCode ? ` · perfil ${describeCode(s.riasecCode)}` : ""}`,
        { color: MUTED, size: 9 },
      );
      doc.moveDown(0.2);
      paragraph(doc, "Por qué:", { font: "Helvetica-Bold" });
      for (const r of s.reasons) paragraph(doc, `• ${r}`, { indent: 10 });
      const f = s.figures;
      if (f && (f.incomeMedian || f.cost || f.duration)) {
        paragraph(doc, "Cifras:", { font: "Helvetica-Bold" });
        if (f.incomeMedian)
          paragraph(
            doc,
            `• Ingreso mediano: ${soles(f.incomeMedian.soles * 100)} al mes (${f.incomeMedian.source}${f.incomeMedian.note ? `, ${f.incomeMedian.note}` : ""}).`,
            { indent: 10 },
          );
        if (f.cost)
          paragraph(
            doc,
            `• Costo típico: ${
              f.cost.byGestion
                ? (["publica", "privada"] as const)
                    .map(
                      (g) =>
                        `${GESTION_GROUP_LABELS[g].toLowerCase()} ${costHeadline(f.cost!.byGestion![g]) ?? "sin costo publicado"} (${costBasis(f.cost!.byGestion![g])})`,
                    )
                    .join("; ")
                : `${costHeadline(f.cost.all)} (${costBasis(f.cost.all)})`
            }; ${f.cost.source}, ${f.cost.year}.`,
            { indent: 10 },
          );
        if (f.duration) paragraph(doc, `• Duración: ${f.duration.years} años (${f.duration.source}).`, { indent: 10 });
      }
      const places = await studyPlaces(s.careerId, { preferIds: chosen, regionId: filter.regionId ?? null, limit: 3 });
      if (places.length) {
        const mine = places.filter((p) => chosen.includes(p.institutionId));
        const others = places.filter((p) => !chosen.includes(p.institutionId));
        paragraph(doc, "Dónde estudiarla:", { font: "Helvetica-Bold" });
        if (mine.length) {
          paragraph(doc, "De tu lista:", { color: MUTED, size: 9 });
          for (const p of mine) paragraph(doc, `• ${placeLine(p)}`, { indent: 10 });
        }
        if (others.length) {
          // Where these come from, said plainly: Rumbo picks them from the offerings, not she.
          paragraph(
            doc,
            `${mine.length ? "Otras" : "No tienes en tu lista un lugar que la enseñe. Algunas"} que la ofrecen, elegidas por Rumbo entre las instituciones que la enseñan según Ponte en Carrera: ${
              filter.regionId ? "primero las de la región que filtraste en el test, " : ""
            }las licenciadas por SUNEDU antes y, entre ellas, las de menor costo publicado.`,
            { color: MUTED, size: 9 },
          );
          for (const p of others) paragraph(doc, `• ${placeLine(p)}`, { indent: 10 });
        }
      }
    }
  }
  // Where Beca 18 pays for her top careers: the same places and points as her result page.
  const beca18 = await beca18OptionsForCareers({
    careers: top.slice(0, 3).map((s) => ({ careerId: s.careerId, name: s.name })),
    regionId: filter.regionId ?? null,
    listed: {
      institutionIds: chosen,
      offeringIds: list.flatMap((i) => (i.offeringId ? [i.offeringId] : [])),
    },
  });
  if (beca18.careers.length) {
    heading(doc, "Dónde podrías estudiarla con Beca 18", 13);
    paragraph(
      doc,
      `Sedes de tus carreras sugeridas en la lista Beca 18 2026 de PRONABEC (${beca18.partial}). ${beca18IntroText(beca18.region)} Las de tu lista van primero entre iguales. Puntos de la sede en la fórmula (grupo, gestión, región y bono), ${PLACE_POINTS_NOTE}.`,
      { color: MUTED, size: 9 },
    );
    for (const c of beca18.careers) {
      paragraph(doc, c.name, { font: "Helvetica-Bold" });
      if (!c.options.length) paragraph(doc, `No encontramos sedes en la lista que tenemos (${beca18.partial}).`, { indent: 10 });
      for (const o of c.options)
        paragraph(
          doc,
          `• ${o.programme} en ${o.institutionName}${o.onHerList ? " (de tu lista)" : ""}: ${formatPoints(o.points)} puntos por la sede${o.missing.length ? ` (sin dato: ${o.missing.join("; ")})` : ""}. ${beca18OptionFacts(o)}.`,
          { indent: 10 },
        );
    }
    paragraph(doc, `${beca18.rule} Es una estimación: PRONABEC decide. Fuente: ${beca18.source}; ${beca18.url}`, { color: MUTED, size: 9 });
  }
  heading(doc, "Tu lista", 13);
  if (list.length) {
    paragraph(doc, "Lo que marcaste en Rumbo, con dónde lo marcaste y cuándo. La editas en «Mi cuenta» → «Mi lista».", {
      color: MUTED,
      size: 9,
    });
    const careersListed = list.filter((i) => i.kind === "career");
    const placesListed = list.filter((i) => i.kind === "place");
    if (careersListed.length) {
      paragraph(doc, "Carreras:", { font: "Helvetica-Bold" });
      for (const item of careersListed)
        paragraph(doc, `• ${itemName(item)} (${sourceLabel(item)} el ${addedOn(item.addedAt)})`, { indent: 10 });
    }
    if (placesListed.length) {
      paragraph(doc, "Dónde estudiar:", { font: "Helvetica-Bold" });
      for (const item of placesListed)
        paragraph(doc, `• ${itemName(item)} (${sourceLabel(item)} el ${addedOn(item.addedAt)})`, { indent: 10 });
    }
  } else {
    paragraph(
      doc,
      "Aún no tienes nada en tu lista. Agrega carreras con «Me interesa» en tu resultado y lugares con «Guardar en mi lista» en el perfil de una universidad o instituto, o en «Dónde estudiar» del test.",
    );
  }
  if (result.vocation) {
    heading(doc, "Tu vocación en una frase", 13);
    paragraph(doc, `«${result.vocation}»`, { font: "Helvetica-Oblique", size: 11 });
  }

  const steps = result.differentiation?.undifferentiated
    ? [
        "Marca las habilidades y actividades que de verdad haces: pesan en tu resultado.",
        "Explora el mundo de carreras y marca las áreas que te den curiosidad.",
        "Conversa con dos personas que trabajen en algo que te llame la atención.",
        "Prueba algo nuevo este mes (un taller, un voluntariado, un curso corto) y vuelve a dar el test en unos meses.",
      ]
    : [
        "Lee la página de cada carrera sugerida y mira sus cursos (malla curricular).",
        "Compara dos o tres instituciones: licenciamiento, costo, duración y cercanía.",
        "Conversa con alguien que estudie o ejerza tu primera opción.",
        "Revisa las fechas de admisión y los requisitos de la institución que elijas.",
      ];
  const disclaimer =
    "Este informe orienta, no decide por ti. Modelos: intereses de Holland (RIASEC), cinco grandes rasgos (IPIP, dominio público), inteligencias múltiples de Gardner y valores del trabajo. Ingresos, costos y duraciones: Ponte en Carrera (MINEDU/MTPE); licenciamiento: SUNEDU. " +
    ONET_CREDIT;
  const numbered = steps.map((t, i) => `${i + 1}. ${t}`);
  // The next steps and the closing note go together: on this page if they fit, else both on the next.
  keepTogether(doc, 60 + textHeight(doc, numbered, 10) + 30 + textHeight(doc, [disclaimer], 8));
  heading(doc, "Próximos pasos");
  numbered.forEach((t) => paragraph(doc, t));

  doc.moveDown(2);
  paragraph(doc, disclaimer, { color: MUTED, size: 8 });
  doc.end();
  return done;
}
