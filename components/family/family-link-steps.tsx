import { familyLinkConsent, familyLinkSteps } from "@/lib/content/family/linking";

/** How a parent links to a child, in three numbered steps (the parent's panel and /ayuda-a-tu-hijo). */
export function FamilyLinkSteps({ headingId }: { headingId?: string }) {
  return (
    <div className="flex flex-col gap-3">
      <ol className="flex flex-col gap-3" aria-labelledby={headingId}>
        {familyLinkSteps.map((step, i) => (
          <li key={step.title} className="flex gap-3">
            <span
              aria-hidden="true"
              className="inline-flex size-8 shrink-0 items-center justify-center rounded-full bg-primary-700 text-sm font-bold text-white"
            >
              {i + 1}
            </span>
            <span className="flex flex-col gap-0.5">
              <span className="font-semibold text-fg">{step.title}</span>
              <span className="text-sm text-neutral-700">{step.text}</span>
            </span>
          </li>
        ))}
      </ol>
      <p className="text-sm text-neutral-700">{familyLinkConsent}</p>
    </div>
  );
}
