import Link from "@/components/ui/link";
import { buttonClasses, type ButtonSize, type ButtonVariant } from "@/components/ui/button-classes";
import { chromePaths } from "@/components/layout/chrome-paths";

/** Registration, then straight into the test. */
export const startTestHref = `${chromePaths.empezar}?redirect=${encodeURIComponent(chromePaths.orientacionVocacional)}`;

/** The home hero's button and the closing bands' (re-exported by ./cta with the rest of them). */
export function StartTestLink({
  children = "Empieza tu test gratis",
  variant = "accent",
  size = "lg",
}: {
  children?: string;
  variant?: ButtonVariant;
  size?: ButtonSize;
}) {
  return (
    <Link href={startTestHref} className={buttonClasses({ variant, size })}>
      {children}
    </Link>
  );
}
