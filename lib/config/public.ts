/**
 * Configuration the browser may see. Next inlines `NEXT_PUBLIC_*` at build time; next.config.ts
 * maps the service base URLs (API_URL, METRICS_URL, PDF_URL, NOTIFICATION_URL) onto them.
 * Nothing secret belongs here.
 */
function configuredWhatsapp(value: string | undefined): string {
  const phone = value?.trim() ?? "";
  return /^\+?\d{8,15}$/.test(phone) && phone.replace(/\D/g, "") !== "51900000000" ? phone : "";
}

export const publicConfig = {
  apiUrl: process.env.NEXT_PUBLIC_API_URL || "/api",
  metricsUrl: process.env.NEXT_PUBLIC_METRICS_URL || "/api/metrics",
  pdfUrl: process.env.NEXT_PUBLIC_PDF_URL || "/api/pdf",
  notificationUrl: process.env.NEXT_PUBLIC_NOTIFICATION_URL || "/api/notifications",
  /**
   * The business WhatsApp number, or "" when none is configured: contact buttons then fall back to
   * the information request form or e-mail, and no number is shown. "+51900000000" (an old
   * placeholder default) counts as not configured.
   */
  whatsappPhone: configuredWhatsapp(process.env.NEXT_PUBLIC_WHATSAPP_PHONE),
} as const;

export type ServiceName = "main" | "metrics" | "pdf" | "notifications";

export const serviceBaseUrl: Record<ServiceName, string> = {
  main: publicConfig.apiUrl,
  metrics: publicConfig.metricsUrl,
  pdf: publicConfig.pdfUrl,
  notifications: publicConfig.notificationUrl,
};
