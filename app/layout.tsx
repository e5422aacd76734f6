import type { Metadata, Viewport } from "next";
import type { ReactNode } from "react";
import { SessionHydrator } from "@/components/auth/session-hydrator";
import { site } from "@/lib/config/site";
import "@/styles/globals.css";

export const metadata: Metadata = {
  title: { default: `${site.name} · ${site.tagline}`, template: `%s · ${site.name}` },
  description:
    "Descubre qué estudiar y dónde: test vocacional con resultados que se explican, carreras, universidades e institutos del Perú, y una feria virtual con charlas.",
  icons: { icon: "/favicon.svg" },
  applicationName: site.name,
};

export const viewport: Viewport = {
  width: "device-width",
  initialScale: 1,
  themeColor: "#0f4c5c",
};

export default function RootLayout({ children }: { children: ReactNode }) {
  return (
    <html lang="es-PE">
      <body className="min-h-dvh bg-white text-slate-900 antialiased">
        <SessionHydrator />
        {children}
      </body>
    </html>
  );
}
