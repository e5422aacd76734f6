"use client";

import { useEffect } from "react";
import { isChunkLoadError } from "@/lib/client/chunk-error";
import { reloadOnceForChunkError } from "./chunk-reload";

/** Catches chunk failures that never reach an error boundary (e.g. a lazy modal's import). */
export function ChunkReloadGuard() {
  useEffect(() => {
    const onError = (event: ErrorEvent) => {
      if (isChunkLoadError(event.error)) reloadOnceForChunkError();
    };
    const onRejection = (event: PromiseRejectionEvent) => {
      if (isChunkLoadError(event.reason)) reloadOnceForChunkError();
    };
    window.addEventListener("error", onError);
    window.addEventListener("unhandledrejection", onRejection);
    return () => {
      window.removeEventListener("error", onError);
      window.removeEventListener("unhandledrejection", onRejection);
    };
  }, []);
  return null;
}

/*
 * The error view and the 404/403 views travel with this module, which every page loads with the
 * root layout: app/global-error.tsx, each group's error.tsx, not-found and forbidden then find them
 * in the root layout's chunk instead of each boundary carrying its own copy in its own chunk (those
 * chunks are loaded by every page too).
 */
export { ErrorView } from "./error-view";
export { ForbiddenContent, NotFoundContent, StatusHeader } from "./status-views";
