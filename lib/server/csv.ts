import "server-only";

/**
 * One CSV cell: quoted when it holds a quote, comma or line break, and a leading = + - @ (or tab,
 * carriage return) neutralised with a «'» so that a spreadsheet does not run it as a formula.
 */
export function csvCell(value: string | number | boolean | null | undefined): string {
  const s = value === null || value === undefined ? "" : String(value);
  const safe = /^[=+\-@\t\r]/.test(s) ? `'${s}` : s;
  return /[",\n\r]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
}

/** A whole CSV file: a BOM (Excel reads UTF-8), the header and the rows, CRLF line ends. */
export function csvDocument(header: string[], rows: (string | number | boolean | null | undefined)[][]): string {
  return `\uFEFF${[header.map(csvCell).join(","), ...rows.map((r) => r.map(csvCell).join(","))].join("\r\n")}\r\n`;
}
