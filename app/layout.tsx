import type { Metadata, Viewport } from "next";
import { cookies } from "next/headers";
import { connection } from "next/server";
import { Suspense, type ReactNode } from "react";
import { InitialSessionProvider } from "@/components/auth/initial-session";
import { SessionHydrator } from "@/components/auth/session-hydrator";
import { ChunkReloadGuard } from "@/components/layout/chunk-reload-guard";
import { NavigationProgress } from "@/components/layout/navigation-progress";
import { OfflineBanner } from "@/components/layout/offline-banner";
import { PageTracker } from "@/components/metrics/page-tracker";
import { cookieNames } from "@/lib/config/cookies";
import { appUrl } from "@/lib/config/env";
import { site } from "@/lib/config/site";
import { parseUserCookie } from "@/lib/contracts/session-cookie";
import { selectFirstName } from "@/stores/session";
import "@/styles/globals.css";

const description =
  "Descubre qué estudiar y dónde: test vocacional con resultados que se explican, carreras, universidades e institutos del Perú, y una feria virtual con charlas.";

export const metadata: Metadata = {
  metadataBase: new URL(appUrl()),
  title: { default: `${site.name} · ${site.tagline}`, template: `%s · ${site.name}` },
  description,
  icons: { icon: "/favicon.svg" },
  applicationName: site.name,
  openGraph: { type: "website", locale: "es_PE", siteName: site.name, title: `${site.name} · ${site.tagline}`, description },
  formatDetection: { telephone: false },
};

export const viewport: Viewport = {
  width: "device-width",
  initialScale: 1,
  themeColor: "#115a63",
};

/**
 * Every page renders per request: the Content-Security-Policy (proxy.ts) carries a fresh script
 * nonce that Next must put on the page's scripts, which a page prerendered at build time could
 * not have (the trade-off is in the README's security section).
 */
export default async function RootLayout({ children }: { children: ReactNode }) {
  await connection();
  // Display only (the header's name before the scripts run); the server checks the session on every call.
  const user = parseUserCookie((await cookies()).get(cookieNames.user)?.value);
  return (
    <html lang="es-PE">
      <body className="min-h-dvh bg-surface text-fg antialiased">
        <SessionHydrator />
        <ChunkReloadGuard />
        <Suspense fallback={null}>
          <NavigationProgress />
        </Suspense>
        <OfflineBanner />
        <PageTracker />
        <InitialSessionProvider firstName={user ? selectFirstName({ user }) : null} role={user?.role ?? null}>
          {children}
        </InitialSessionProvider>
      </body>
    </html>
  );
}
