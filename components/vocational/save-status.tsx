"use client";

import { useEffect, useState } from "react";
import { answerQueue, type QueueStatus } from "./answer-queue";

const text: Record<QueueStatus, string> = {
  saved: "Respuestas guardadas",
  saving: "Guardando…",
  offline: "Sin conexión: guardamos tus respuestas en este equipo y las enviaremos al volver.",
  error: "No pudimos guardar. Lo intentaremos de nuevo.",
};

/** Tells the student, politely, whether her answers reached the server. */
export function SaveStatus() {
  const [state, setState] = useState<{ status: QueueStatus | null; message?: string }>({ status: null });
  useEffect(() => answerQueue.subscribe((status, message) => setState({ status, message })), []);
  const tone = state.status === "offline" || state.status === "error" ? "text-warning-800" : "text-fg-muted";
  return (
    <p aria-live="polite" className={`min-h-5 text-sm ${tone}`} data-save-status={state.status ?? "idle"}>
      {state.status ? (state.status === "error" && state.message ? state.message : text[state.status]) : ""}
    </p>
  );
}
