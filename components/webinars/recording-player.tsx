"use client";

import { useState } from "react";

/**
 * A recording's player: a local poster until the visitor asks for it, then YouTube's
 * privacy-enhanced embed (no third-party script or cookie before the click), as on /videos.
 */
export function RecordingPlayer({ embed, title }: { embed: string; title: string }) {
  const [playing, setPlaying] = useState(false);
  return (
    <div className="relative aspect-video w-full overflow-hidden rounded-card bg-neutral-900">
      {playing ? (
        <iframe
          src={embed}
          title={`Grabación: ${title}`}
          className="absolute inset-0 size-full"
          allow="accelerometer; autoplay; clipboard-write; encrypted-media; gyroscope; picture-in-picture"
          allowFullScreen
          referrerPolicy="strict-origin-when-cross-origin"
        />
      ) : (
        <button
          type="button"
          onClick={() => setPlaying(true)}
          className="group absolute inset-0 flex flex-col items-center justify-center gap-3 bg-gradient-to-br from-primary-700 to-primary-900 p-4 text-white"
        >
          <span
            aria-hidden="true"
            className="flex size-14 items-center justify-center rounded-full bg-white/90 text-neutral-900 shadow-raised transition-transform group-hover:scale-110"
          >
            <svg viewBox="0 0 20 20" fill="currentColor" className="ml-1 size-6">
              <path d="M6.3 2.84A1.5 1.5 0 0 0 4 4.11v11.78a1.5 1.5 0 0 0 2.3 1.27l9.34-5.89a1.5 1.5 0 0 0 0-2.54L6.3 2.84Z" />
            </svg>
          </span>
          <span className="font-semibold">Ver la grabación</span>
        </button>
      )}
    </div>
  );
}
