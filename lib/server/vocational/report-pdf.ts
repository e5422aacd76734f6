import "server-only";
import PDFDocument from "pdfkit";
import type { ResultDto, ScaleResult } from "@/lib/contracts/vocational";
import { getDb } from "@/lib/db/client";
import { users } from "@/lib/db/schema";
import { eq } from "drizzle-orm";
import { getResult } from "./result";

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

/** The PDF report of a process (owner only): name, profiles, careers with reasons, institutions. */
export async function buildReportPdf(userId: string, processId: string): Promise<Buffer> {
  const result: ResultDto = await getResult(userId, processId);
  const db = await getDb();
  const [person] = await db.select({ name: users.name, surname: users.surname }).from(users).where(eq(users.id, userId)).limit(1);
  const fullName = `${person?.name ?? ""} ${person?.surname ?? ""}`.trim() || "Estudiante";

  const doc = new PDFDocument({ size: "A4", margin: 50, info: { Title: `Informe vocacional de ${fullName}`, Author: "Rumbo" }, lang: "es-PE" } as PDFKit.PDFDocumentOptions);
  const chunks: Buffer[] = [];
  doc.on("data", (c: Buffer) => chunks.push(c));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on("end", () => resolve(Buffer.concat(chunks)));
    doc.on("error", reject);
  });

  doc.fillColor(PRIMARY).font("Helvetica-Bold").fontSize(22).text("Rumbo · Informe vocacional");
  doc.moveDown(0.3).fillColor("#111827").fontSize(16).text(fullName);
  doc.font("Helvetica").fontSize(10).fillColor(MUTED).text(`Generado el ${new Date().toLocaleDateString("es-PE", { timeZone: "America/Lima", day: "numeric", month: "long", year: "numeric" })}`);
  if (!result.ready) {
    doc.moveDown().fillColor("#111827").fontSize(12).text("Tu resultado aún no está completo. Te falta: " + result.missing.map((m) => m.title).join(", ") + ".");
  }
  if (result.hollandCode) {
    doc.moveDown().fillColor("#111827").fontSize(12).text(`Tu código de intereses (Holland): ${result.hollandCode}`);
  }
  bars(doc, "Intereses profesionales (RIASEC)", result.interests);
  bars(doc, "Personalidad (cinco grandes rasgos)", result.personality);
  bars(doc, "Inteligencias múltiples", result.intelligences);
  bars(doc, "Valores profesionales", result.values);

  if (result.suggestions.length) {
    // The careers follow on the same page while there is room (a new page only near its end):
    // the first page carries the result, it is not a title over a blank sheet.
    if (doc.y > 600) doc.addPage();
    else doc.moveDown(1.2);
    doc.x = doc.page.margins.left;
    doc.fillColor("#111827").font("Helvetica-Bold").fontSize(15).text("Carreras sugeridas");
    doc.font("Helvetica").fontSize(9).fillColor(MUTED).text("Ordenadas por afinidad (0–100). Cada una dice por qué te la sugerimos.");
    result.suggestions.forEach((s, i) => {
      if (doc.y > 720) doc.addPage();
      doc.moveDown(0.5).fillColor("#111827").font("Helvetica-Bold").fontSize(11).text(`${i + 1}. ${s.name} — afinidad ${s.score}/100`);
      doc.font("Helvetica").fontSize(9).fillColor(MUTED).text(`${s.area} · ${s.level === "tecnica" ? "técnica (instituto)" : "universitaria"}`);
      for (const r of s.reasons) doc.fillColor("#111827").fontSize(10).text(`• ${r}`, { indent: 10 });
    });
  }
  if (result.institutions.length) {
    doc.moveDown().fillColor("#111827").font("Helvetica-Bold").fontSize(13).text("Dónde quieres estudiar");
    for (const inst of result.institutions) doc.font("Helvetica").fontSize(10).text(`• ${inst.name}`);
  }
  if (result.vocation) {
    doc.moveDown().font("Helvetica-Bold").fontSize(13).text("Tu vocación en una frase");
    doc.font("Helvetica-Oblique").fontSize(11).text(`«${result.vocation}»`);
  }
  doc.moveDown(2).font("Helvetica").fontSize(8).fillColor(MUTED).text(
    "Este informe orienta, no decide por ti. Modelos: intereses de Holland (RIASEC), cinco grandes rasgos (IPIP, dominio público), inteligencias múltiples de Gardner y valores del trabajo. " +
      ONET_CREDIT,
  );
  doc.end();
  return done;
}
