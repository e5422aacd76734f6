import { render, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { Logo } from "@/components/brand/logo";
import { Badge } from "@/components/ui/badge";
import { FullScreenLoader } from "@/components/ui/full-screen-loader";
import { Spinner } from "@/components/ui/spinner";
import { VisuallyHidden } from "@/components/ui/visually-hidden";

describe("Logo", () => {
  it("is an image named Rumbo, sized by its height", () => {
    render(<Logo size={40} />);
    const logo = screen.getByRole("img", { name: "Rumbo" });
    expect(logo).toHaveAttribute("height", "40");
    expect(Number(logo.getAttribute("width"))).toBeGreaterThan(40);
  });

  it("has a square mark variant", () => {
    render(<Logo size={24} variant="mark" />);
    const logo = screen.getByRole("img", { name: "Rumbo" });
    expect(logo).toHaveAttribute("width", "24");
  });
});

describe("Spinner", () => {
  it("announces “Cargando…” without showing it", () => {
    render(<Spinner />);
    expect(screen.getByRole("status")).toHaveTextContent("Cargando…");
    expect(screen.getByText("Cargando…")).toHaveClass("sr-only");
  });

  it("can be purely decorative", () => {
    render(<Spinner decorative />);
    expect(screen.queryByRole("status")).not.toBeInTheDocument();
  });
});

describe("FullScreenLoader", () => {
  it("covers the screen with a labelled live status while open", () => {
    const { rerender } = render(<FullScreenLoader open={false} label="Preparando tu pago…" />);
    const status = screen.getByRole("status");
    expect(status).toHaveAttribute("aria-live", "polite");
    expect(status).toBeEmptyDOMElement();
    rerender(<FullScreenLoader open label="Preparando tu pago…" />);
    expect(screen.getByRole("status")).toHaveTextContent("Preparando tu pago…");
  });
});

describe("Badge and VisuallyHidden", () => {
  it("render their text", () => {
    render(
      <p>
        <Badge variant="success">Licenciada</Badge>
        <VisuallyHidden>por la SUNEDU</VisuallyHidden>
      </p>,
    );
    expect(screen.getByText("Licenciada")).toHaveClass("bg-success-100");
    expect(screen.getByText("por la SUNEDU")).toHaveClass("sr-only");
  });
});
