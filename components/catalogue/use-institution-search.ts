"use client";

import { useEffect, useState } from "react";
import { searchInstitutions } from "@/lib/api/catalogue";
import { apiErrorMessage } from "@/lib/api/errors";
import type { InstitutionCard } from "@/lib/contracts/catalogue";

/**
 * Institutions matching what the student types, searched a moment after the last keystroke;
 * a newer search cancels the one in flight.
 */
export function useInstitutionSearch(search: string, { enabled = true, perPage = 12, delayMs = 250 } = {}) {
  const [results, setResults] = useState<InstitutionCard[]>([]);
  const [loading, setLoading] = useState(false);
  const [error, setError] = useState<string | null>(null);

  useEffect(() => {
    if (!enabled) return;
    const controller = new AbortController();
    const timer = setTimeout(() => {
      setLoading(true);
      searchInstitutions({ search: search.trim() || undefined, perPage }, controller.signal)
        .then((list) => {
          setResults(list.items);
          setError(null);
        })
        .catch((e: unknown) => {
          if (!controller.signal.aborted) setError(apiErrorMessage(e));
        })
        .finally(() => {
          if (!controller.signal.aborted) setLoading(false);
        });
    }, delayMs);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [enabled, search, perPage, delayMs]);

  return { results, loading, error, setError };
}
