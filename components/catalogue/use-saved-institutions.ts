"use client";

import { useEffect, useState } from "react";
import { useSessionStore } from "@/stores/session";

/** The signed-in student's saved institutions, by id and by slug. */
export type SavedInstitutions = { ids: ReadonlySet<number>; slugs: ReadonlySet<string> };

/** One request per page load, shared by every card and button that asks (null: not asked yet). */
let loading: Promise<SavedInstitutions> | null = null;

/**
 * The student's saved list, read after hydration (`GET /api/student/institutions`): the catalogue
 * pages are the same HTML for everyone (the server's page cache serves them to signed-in students
 * too), so their «En tu lista» marks come from here. Null while anonymous or loading. The API
 * client (axios) loads only for a signed-in visitor.
 */
export function useSavedInstitutions(): SavedInstitutions | null {
  const isLogged = useSessionStore((s) => s.isLogged);
  const [saved, setSaved] = useState<SavedInstitutions | null>(null);
  useEffect(() => {
    if (!isLogged) return;
    let live = true;
    loading ??= import("@/lib/api/catalogue")
      .then((api) => api.listSavedInstitutions())
      .then((list) => ({ ids: new Set(list.map((i) => i.id)), slugs: new Set(list.map((i) => i.username)) }))
      .catch(() => {
        loading = null;
        return { ids: new Set<number>(), slugs: new Set<string>() };
      });
    void loading.then((value) => {
      if (live) setSaved(value);
    });
    return () => {
      live = false;
    };
  }, [isLogged]);
  return isLogged ? saved : null;
}

/** After a save or a removal: the next page asks again. */
export function forgetSavedInstitutions(): void {
  loading = null;
}
