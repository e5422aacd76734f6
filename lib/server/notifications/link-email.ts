import "server-only";

export const escapeHtml = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/**
 * The HTML of an account e-mail built around one single-use link (verify, reset, invitation):
 * the Rumbo frame, the paragraphs (HTML: the caller escapes what it puts in), a button to the
 * link, how long the link is valid with the address written out, and an optional closing note.
 */
export function linkEmailHtml({
  paragraphs,
  button,
  link,
  validity,
  note,
}: {
  paragraphs: string[];
  button: string;
  link: string;
  /** «El enlace vale … y se puede usar una sola vez.» */
  validity: string;
  note?: string;
}): string {
  const href = escapeHtml(link);
  return `<!doctype html>
<html lang="es-PE"><body style="margin:0;background:#f4f6f8;font-family:Arial,Helvetica,sans-serif;color:#1f2933">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0"><tr><td align="center" style="padding:24px 12px">
<table role="presentation" width="100%" style="max-width:520px;background:#ffffff;border-radius:12px;padding:28px" cellpadding="0" cellspacing="0">
<tr><td style="font-size:22px;font-weight:bold;color:#0f4c5c;padding-bottom:16px">Rumbo</td></tr>
<tr><td style="font-size:16px;line-height:1.5">
${paragraphs.map((p) => `<p>${p}</p>\n`).join("")}<p style="text-align:center;padding:12px 0"><a href="${href}" style="display:inline-block;background:#0f4c5c;color:#ffffff;text-decoration:none;font-weight:bold;padding:12px 20px;border-radius:8px">${escapeHtml(button)}</a></p>
<p style="font-size:14px;color:#52606d">${escapeHtml(validity)} Si el botón no funciona, copia esta dirección en tu navegador:<br><a href="${href}" style="color:#0f4c5c;word-break:break-all">${href}</a></p>
${note ? `<p style="font-size:14px;color:#52606d">${escapeHtml(note)}</p>\n` : ""}</td></tr></table></td></tr></table></body></html>`;
}
