import type { Metadata } from "next";
import { CtaBand, StartTestLink } from "@/components/marketing/cta";
import { PageHero } from "@/components/marketing/section";
import { VideoGallery } from "@/components/marketing/video-gallery";
import { videos } from "@/lib/content/site/videos";
import { pageMetadata } from "@/lib/server/seo/page-metadata";
import { WebinarRecordings } from "./_components/webinar-recordings";

export const metadata: Metadata = pageMetadata("videos");

export default function VideosPage() {
  return (
    <>
      <PageHero
        eyebrow="Videos"
        title="Videos para decidir qué estudiar"
        text={<p>Explicaciones cortas de nuestros orientadores. El reproductor de YouTube se carga solo cuando eliges un video.</p>}
      />
      <WebinarRecordings />
      <section aria-label="Galería de videos" className="mx-auto max-w-6xl px-4 py-12">
        <VideoGallery videos={videos} />
      </section>
      <CtaBand title="Del video a tu decisión" text="Haz el test y mira qué carreras encajan contigo.">
        <StartTestLink />
      </CtaBand>
    </>
  );
}
