import { href } from "@/lib/config/route-paths";

/** The policy checkbox's label, linking to /privacy in a new tab (spec §2 "/privacy"). */
export function PolicyLabel() {
  return (
    <>
      Acepto las{" "}
      <a href={href("privacy")} target="_blank" rel="noopener">
        políticas de uso y privacidad<span className="sr-only"> (se abre en una pestaña nueva)</span>
      </a>
    </>
  );
}
