import type { Metadata } from "next";
import { EmbedInstrumentPage } from "../../_components/embed-instrument-page";
import { personalityInstrument } from "@/lib/content/vocational/personality";
import { route } from "@/lib/config/route-registry";

export const metadata: Metadata = { title: route("embedPersonality").title, robots: { index: false } };

export default async function EmbedPersonalityPage({ params }: { params: Promise<{ id?: string[] }> }) {
  const { id } = await params;
  return <EmbedInstrumentPage kind="personality" title="Test de personalidad" instrument={personalityInstrument} segments={id} />;
}
