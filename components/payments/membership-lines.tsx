import type { MembershipLineDto } from "@/lib/contracts/payments";
import { formatLimaDate } from "@/lib/format/dates";

/** A line's name: the paid plan by its name, the school's access said as such. */
export function membershipLineTitle(line: Pick<MembershipLineDto, "kind" | "planName">): string {
  return line.kind === "school" ? `Acceso de tu colegio · ${line.planName}` : line.planName;
}

/**
 * Each membership line running now with its own end: a paid plan and a school's access
 * are shown apart, so joining a school never seems to change what the family paid for.
 */
export function MembershipLines({ lines }: { lines: Pick<MembershipLineDto, "kind" | "planName" | "endsAt" | "sessionsIncluded">[] }) {
  return (
    <ul className="mt-3 flex flex-col gap-3" data-testid="membership-lines">
      {lines.map((line) => (
        <li key={line.kind} data-testid={`membership-line-${line.kind}`}>
          <p className="text-lg font-semibold text-fg">{membershipLineTitle(line)}</p>
          <p className="text-neutral-700">
            Activa hasta el {formatLimaDate(line.endsAt)}.
            {line.sessionsIncluded > 0 ? ` Incluye ${line.sessionsIncluded} sesiones en vivo de 60 minutos.` : ""}
          </p>
        </li>
      ))}
    </ul>
  );
}
