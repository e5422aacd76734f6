import type { Metadata } from "next";
import { EmbedInstrumentPage } from "../../_components/embed-instrument-page";
import { interestsInstrument, quickInterestItems } from "@/lib/content/vocational/interests";
import { route } from "@/lib/config/route-registry";

export const metadata: Metadata = { title: route("embedInterests").title, robots: { index: false } };

export default async function EmbedInterestsPage({ params }: { params: Promise<{ id?: string[] }> }) {
  const { id } = await params;
  return (
    <EmbedInstrumentPage
      kind="interests"
      title="Test rápido de intereses"
      instrument={interestsInstrument}
      quickIds={quickInterestItems.map((i) => i.id)}
      segments={id}
    />
  );
}
