"use client";

import { useState } from "react";
import { youtubeEmbedUrl, type Video } from "@/lib/content/site/videos";
import { cn } from "@/lib/utils/cn";

const tones: Record<Video["tone"], string> = {
  primary: "from-primary-700 to-primary-900",
  accent: "from-accent-600 to-accent-800",
  neutral: "from-neutral-700 to-neutral-900",
};

/**
 * The video gallery: each card shows a locally drawn thumbnail; YouTube's player (the
 * privacy-enhanced youtube-nocookie.com) is created only after a click, so no third-party script
 * or cookie loads before the visitor asks for it.
 */
export function VideoGallery({ videos }: { videos: Video[] }) {
  const [playing, setPlaying] = useState<string | null>(null);
  return (
    <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
      {videos.map((video) => (
        <li
          key={video.slug}
          id={video.slug}
          className="flex scroll-mt-20 flex-col overflow-hidden rounded-card border border-border bg-surface shadow-card"
        >
          <div className="relative aspect-video w-full bg-neutral-900">
            {playing === video.slug ? (
              <iframe
                src={youtubeEmbedUrl(video.youtubeId)}
                title={video.title}
                className="absolute inset-0 size-full"
                allow="accelerometer; autoplay; clipboard-write; encrypted-media; gyroscope; picture-in-picture"
                allowFullScreen
                referrerPolicy="strict-origin-when-cross-origin"
              />
            ) : (
              <button
                type="button"
                onClick={() => setPlaying(video.slug)}
                aria-label={`Reproducir el video: ${video.title} (${video.duration})`}
                className={cn(
                  "group absolute inset-0 flex flex-col justify-between bg-gradient-to-br p-4 text-left text-white",
                  tones[video.tone],
                )}
              >
                <span className="self-start rounded-pill bg-black/30 px-2.5 py-0.5 text-xs font-semibold">{video.category}</span>
                <span
                  aria-hidden="true"
                  className="mx-auto flex size-14 items-center justify-center rounded-full bg-white/90 text-neutral-900 shadow-raised transition-transform group-hover:scale-110"
                >
                  <svg viewBox="0 0 20 20" fill="currentColor" className="ml-1 size-6">
                    <path d="M6.3 2.84A1.5 1.5 0 0 0 4 4.11v11.78a1.5 1.5 0 0 0 2.3 1.27l9.34-5.89a1.5 1.5 0 0 0 0-2.54L6.3 2.84Z" />
                  </svg>
                </span>
                <span className="flex items-end justify-between gap-2">
                  <span className="line-clamp-2 text-sm font-semibold">{video.title}</span>
                  <span className="rounded bg-black/40 px-1.5 py-0.5 text-xs font-semibold">{video.duration}</span>
                </span>
              </button>
            )}
          </div>
          <div className="p-4">
            <h2 className="font-semibold text-fg">{video.title}</h2>
            <p className="mt-1 text-sm text-neutral-700">{video.description}</p>
          </div>
        </li>
      ))}
    </ul>
  );
}
