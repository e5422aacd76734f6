"use client";

import { useState } from "react";
import { JOIN_OPENS_MINUTES } from "@/lib/config/webinars";

/**
 * The live room's player: nothing is loaded from YouTube until the student presses play (no
 * third-party requests or cookies before that; youtube-nocookie afterwards). Before the room
 * opens (15 minutes before the talk) there is no video, and it says when it opens (`opensAt`).
 */
export function LivePlayer({ embedUrl, opensAt = null, title }: { embedUrl: string | null; opensAt?: string | null; title: string }) {
  const [playing, setPlaying] = useState(false);
  if (!embedUrl) {
    return (
      <div className="flex aspect-video w-full flex-col items-center justify-center gap-2 rounded-card bg-neutral-900 p-6 text-center text-white">
        {opensAt ? (
          <>
            <p className="text-lg font-semibold">La sala se abre {JOIN_OPENS_MINUTES} minutos antes de la charla.</p>
            <p>Vuelve el {opensAt.charAt(0).toLocaleLowerCase("es-PE") + opensAt.slice(1)} para ver la transmisión.</p>
          </>
        ) : (
          <p>La transmisión aparecerá aquí cuando empiece la charla.</p>
        )}
      </div>
    );
  }
  if (playing) {
    return (
      <iframe
        src={embedUrl}
        title={`Transmisión: ${title}`}
        className="aspect-video w-full rounded-card bg-black"
        allow="autoplay; encrypted-media; picture-in-picture; fullscreen"
        allowFullScreen
        referrerPolicy="strict-origin-when-cross-origin"
      />
    );
  }
  return (
    <div className="relative flex aspect-video w-full flex-col items-center justify-center gap-3 rounded-card bg-gradient-to-br from-primary-900 to-primary-700 p-6 text-center text-white">
      <button
        type="button"
        onClick={() => setPlaying(true)}
        className="inline-flex min-h-14 items-center gap-3 rounded-pill bg-white px-5 text-base font-bold whitespace-nowrap sm:px-6 sm:text-lg text-primary-900 shadow-raised hover:bg-primary-50 focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-white"
      >
        <svg viewBox="0 0 20 20" fill="currentColor" aria-hidden="true" className="size-6">
          <path d="M6.3 2.84A1.5 1.5 0 0 0 4 4.11v11.78a1.5 1.5 0 0 0 2.3 1.27l9.34-5.89a1.5 1.5 0 0 0 0-2.54L6.3 2.84Z" />
        </svg>
        Reproducir la transmisión
      </button>
      <p className="max-w-sm text-sm text-primary-50">El video se carga desde YouTube cuando presionas reproducir.</p>
    </div>
  );
}
