import { href } from "@/lib/config/route-paths";

/**
 * The policy checkbox's label, linking to /privacy in a new tab. The sentence
 * is plain text, so tapping it ticks the box; only the short «léelas» opens the policy.
 */
export function PolicyLabel() {
  return (
    <>
      Acepto las políticas de uso y privacidad de Rumbo (
      <a href={href("privacy")} target="_blank" rel="noopener">
        léelas<span className="sr-only">: políticas de uso y privacidad, se abre en una pestaña nueva</span>
      </a>
      )
    </>
  );
}
