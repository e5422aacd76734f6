import { cn } from "@/lib/utils/cn";

export type ButtonVariant = "primary" | "secondary" | "accent" | "outline" | "ghost" | "danger" | "link";
export type ButtonSize = "sm" | "md" | "lg";

/*
 * The looks live in styles/globals.css as component classes (`.btn`, `.btn-primary`, `.btn-md`…):
 * a button costs a few short class names in the HTML and in the RSC payload instead of ~300
 * characters of utilities on every one. Utilities passed in `className` still win (the utilities
 * layer comes after the components layer).
 */
const VARIANTS: Record<ButtonVariant, string> = {
  primary: "btn-primary",
  secondary: "btn-secondary",
  accent: "btn-accent",
  outline: "btn-outline",
  ghost: "btn-ghost",
  danger: "btn-danger",
  link: "btn-link",
};

// Heights keep touch targets comfortable on phones (44 px for the default size).
const SIZES: Record<ButtonSize, string> = { sm: "btn-sm", md: "btn-md", lg: "btn-lg" };

const LINK_SIZES: Record<ButtonSize, string> = { sm: "text-sm", md: "text-base", lg: "text-lg" };

export type ButtonClassOptions = {
  variant?: ButtonVariant;
  size?: ButtonSize;
  fullWidth?: boolean;
  className?: string;
};

/** The classes of a button, for links (`<Link className={buttonClasses({ variant: "accent" })}>`). */
export function buttonClasses({ variant = "primary", size = "md", fullWidth = false, className }: ButtonClassOptions = {}): string {
  return cn("btn", VARIANTS[variant], variant === "link" ? LINK_SIZES[size] : SIZES[size], fullWidth && "w-full", className);
}
