"use client";

import { useEffect } from "react";
import { isChunkLoadError } from "@/lib/client/chunk-error";
import { reloadOnceForChunkError } from "./chunk-reload";
import { errorDetails } from "./error-details";
import { statusPaths } from "./status-paths";

/** The error page's body: status, message, retry and a way home. */
export function ErrorView({ error, retry }: { error: unknown; retry?: () => void }) {
  const { status, message } = errorDetails(error);
  const chunk = isChunkLoadError(error);

  useEffect(() => {
    if (chunk) reloadOnceForChunkError();
  }, [chunk]);

  return (
    <div className="mx-auto flex min-h-[60vh] max-w-xl flex-col items-center justify-center gap-4 px-4 py-12 text-center">
      <p className="text-6xl font-extrabold text-danger-700" aria-hidden="true">
        {status}
      </p>
      <h1 className="text-2xl font-bold text-neutral-900">Algo salió mal</h1>
      <p className="text-neutral-700">
        <span className="font-semibold">Error {status}:</span>{" "}
        {chunk ? "la página se actualizó. Vuelve a cargarla para continuar." : message}
      </p>
      <div className="flex flex-wrap justify-center gap-3">
        {retry ? (
          <button
            type="button"
            onClick={() => retry()}
            className="inline-flex min-h-11 items-center rounded-[0.625rem] bg-[#115a63] px-4 font-semibold text-white hover:bg-[#124a52]"
          >
            Intentar de nuevo
          </button>
        ) : null}
        {/* A full load, not a client navigation: the app state may be what failed. */}
        <a
          href={statusPaths.home}
          className="inline-flex min-h-11 items-center rounded-[0.625rem] border border-[#115a63] px-4 font-semibold text-[#115a63] hover:bg-[#ecf8f8]"
        >
          Volver al inicio
        </a>
      </div>
    </div>
  );
}
