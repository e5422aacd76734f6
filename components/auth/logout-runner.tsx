"use client";

import Cookies from "js-cookie";
import { useEffect, useState } from "react";
import { Button } from "@/components/ui/button";
import { Spinner } from "@/components/ui/spinner";
import { logout } from "@/lib/api/auth";
import { cookieNames } from "@/lib/config/cookies";
import { useModalsStore } from "@/stores/modals";
import { useSessionStore } from "@/stores/session";
import { href } from "@/lib/config/route-paths";

/**
 * Full log-out: the server revokes the session and clears its cookies; here local
 * and session storage, the readable cookies and the stores are cleared; we wait until the
 * user cookie is gone, then go to / with a full load so the server renders logged out.
 */
export async function fullLogout() {
  try {
    await logout();
  } catch {
    // Offline or already logged out: the local state is cleared all the same.
  }
  try {
    window.localStorage.clear();
    window.sessionStorage.clear();
  } catch {
    // Storage can be blocked (private mode); nothing to clear then.
  }
  for (const name of [cookieNames.user, cookieNames.sponsor, cookieNames.redirect]) Cookies.remove(name, { path: "/" });
  useSessionStore.getState().clearSession();
  useModalsStore.getState().closeAll();
  for (let i = 0; i < 20 && Cookies.get(cookieNames.user); i++) await new Promise((r) => setTimeout(r, 50));
}

/**
 * `confirmed`: the visit started on this site (the "Salir" item), so the log-out runs at once.
 * Otherwise (a link from elsewhere) the page asks first; a visitor not logged in goes to /.
 * `signedIn`: the request carried a session cookie, so the server's HTML already asks.
 */
export function LogoutRunner({ confirmed, signedIn = false }: { confirmed: boolean; signedIn?: boolean }) {
  const [state, setState] = useState<"checking" | "ask" | "running">(confirmed ? "running" : signedIn ? "ask" : "checking");

  // The server's HTML may already ask (signedIn): its buttons wait for the page's code, so that a
  // press is never silently lost on a slow device.
  const [ready, setReady] = useState(false);
  useEffect(() => setReady(true), []);

  useEffect(() => {
    if (state === "checking") setState(Cookies.get(cookieNames.user) ? "ask" : "running");
    if (state !== "running") return;
    let live = true;
    fullLogout().then(() => live && window.location.replace(href("index")));
    return () => {
      live = false;
    };
  }, [state]);

  if (state !== "ask") return <Spinner size="lg" label="Cerrando sesión…" />;
  return (
    <section
      aria-labelledby="logout-title"
      className="w-full max-w-sm rounded-card border border-border bg-surface p-6 text-center shadow-raised"
    >
      <h1 id="logout-title" className="text-xl font-bold text-neutral-900">
        ¿Quieres cerrar sesión?
      </h1>
      <p className="mt-2 text-neutral-700">Se cerrará tu sesión en este dispositivo.</p>
      <div className="mt-6 flex flex-col gap-3">
        <Button type="button" variant="danger" disabled={!ready} onClick={() => setState("running")}>
          Cerrar sesión
        </Button>
        <Button type="button" variant="outline" disabled={!ready} onClick={() => window.location.replace(href("orientacionVocacional"))}>
          Seguir con mi sesión
        </Button>
      </div>
    </section>
  );
}
