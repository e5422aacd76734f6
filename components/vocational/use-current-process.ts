"use client";

import { useEffect, useState } from "react";
import { chromePaths } from "@/components/layout/chrome-paths";
import type { ProcessDto } from "@/lib/contracts/vocational";
import { readUserCookie } from "@/stores/session";

export type CurrentProcess =
  { status: "loading" } | { status: "ready"; process: ProcessDto } | { status: "error"; message: string; retry: () => void };

const LOAD_ERROR = "No pudimos cargar tus respuestas. Revisa tu conexión e inténtalo de nuevo.";

/**
 * A test section's personal part: the page's HTML is one shell for every student
 * (served from the server's page cache), and her process (answers, position, mode, status) comes
 * here after hydration from `GET /api/vocational` (one request; it creates her process on first
 * use, as the page did). Without a valid session the API answers 401 and she goes to log in and
 * come back, as a visitor without the cookie already does on the server; a parent or a counsellor
 * goes to their panel (they do not take the test), before any request.
 * The request goes through lib/api's helper, loaded after hydration (axios stays out of the page's
 * first load, as in the answer queue).
 */
export function useCurrentProcess(path: string): CurrentProcess {
  const [state, setState] = useState<CurrentProcess>({ status: "loading" });
  const [attempt, setAttempt] = useState(0);
  useEffect(() => {
    const user = readUserCookie();
    if (user && (user.role === "user-parent" || user.role === "school" || user.role === "advisor")) {
      // Their home (homeFor in lib/config/home-for.ts), written out: `href()` brought the whole route table.
      window.location.replace(
        user.role === "user-parent" ? chromePaths.parentPanel : user.role === "school" ? chromePaths.schoolPanel : chromePaths.advisorChat,
      );
      return;
    }
    let live = true;
    const retry = () => {
      setState({ status: "loading" });
      setAttempt((n) => n + 1);
    };
    // In a task of its own: starting the request means adding the API client's scripts to the
    // page, which in the hydration's commit made that long task longer on a phone.
    const start = window.setTimeout(async () => {
      try {
        const api = await import("@/lib/api/vocational");
        let process: ProcessDto | null;
        try {
          process = await api.getCurrentProcess();
        } catch (error) {
          if (live && api.toApiError(error).status === 401) {
            window.location.replace(`${chromePaths.empezar}?${new URLSearchParams({ redirect: path })}`);
            return;
          }
          throw error;
        }
        if (!live) return;
        if (!process) throw new Error("no process");
        setState({ status: "ready", process });
      } catch {
        if (live) setState({ status: "error", message: LOAD_ERROR, retry });
      }
    }, 0);
    return () => {
      live = false;
      window.clearTimeout(start);
    };
  }, [path, attempt]);
  return state;
}
