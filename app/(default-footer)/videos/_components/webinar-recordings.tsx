import Link from "@/components/ui/link";
import { VideoGallery } from "@/components/marketing/video-gallery";
import { href } from "@/lib/config/route-paths";
import type { Video } from "@/lib/content/site/videos";
import { listRecordedWebinars } from "@/lib/server/webinars/webinars";

/** «Grabaciones de webinars» on /videos: every ended talk with a recording, newest first (none: nothing shown). */
export async function WebinarRecordings() {
  const recorded = await listRecordedWebinars();
  const videos: Video[] = recorded.flatMap((w) => {
    const youtubeId = /\/embed\/([\w-]+)/.exec(w.recordingEmbed ?? "")?.[1];
    if (!youtubeId) return [];
    return [
      {
        slug: `webinar-${w.slug}`,
        youtubeId,
        title: w.title,
        description: `${w.programLabel} · con ${w.speaker.name}, ${w.dateLabel}.`,
        duration: `${w.durationMinutes}:00`,
        category: "Webinar",
        tone: "accent",
      },
    ];
  });
  if (!videos.length) return null;
  return (
    <section aria-labelledby="grabaciones-webinars" className="mx-auto max-w-6xl px-4 pt-12">
      <div className="mb-6 flex flex-wrap items-end justify-between gap-2">
        <h2 id="grabaciones-webinars" className="text-2xl font-bold text-fg">
          Grabaciones de webinars
        </h2>
        <Link href={href("webinars")} className="font-semibold text-primary-700 underline">
          Ver los próximos webinars
        </Link>
      </div>
      <VideoGallery videos={videos} />
    </section>
  );
}
