/**
 * The text of an uncompressed pdfkit PDF (`compress: false`), for assertions: pdfkit writes each
 * line as `[<hex> kerning <hex> …] TJ` with WinAnsi codes (Latin-1 for Spanish letters), so the
 * hex pieces of one TJ array, decoded, are one run of text. Not a general PDF parser.
 */
export function pdfText(pdf: Buffer): string {
  const source = pdf.toString("latin1");
  const lines: string[] = [];
  for (const match of source.matchAll(/\[((?:<[0-9a-fA-F]*>|[-\d.\s])*)\]\s*TJ/g)) {
    const pieces = [...match[1].matchAll(/<([0-9a-fA-F]*)>/g)].map((m) => Buffer.from(m[1], "hex").toString("latin1"));
    lines.push(pieces.join(""));
  }
  return lines.join("\n");
}
