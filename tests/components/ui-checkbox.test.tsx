import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { Checkbox } from "@/components/ui/checkbox";

describe("Checkbox", () => {
  it("toggles from its label and from the keyboard", async () => {
    const user = userEvent.setup();
    render(<Checkbox label="Acepto las políticas de uso" name="policy" />);
    const box = screen.getByRole("checkbox", { name: "Acepto las políticas de uso" });
    expect(box).not.toBeChecked();
    await user.click(screen.getByText("Acepto las políticas de uso"));
    expect(box).toBeChecked();
    await user.keyboard(" ");
    expect(box).not.toBeChecked();
  });

  it("can hold a link in its label", () => {
    render(
      <Checkbox
        label={
          <>
            Acepto las <a href="/privacy">políticas de uso</a>
          </>
        }
      />,
    );
    expect(screen.getByRole("checkbox", { name: "Acepto las políticas de uso" })).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "políticas de uso" })).toHaveAttribute("href", "/privacy");
  });

  it("shows the error at the field", () => {
    render(<Checkbox label="Acepto las políticas de uso" error="Debe aceptar las políticas de uso." />);
    const box = screen.getByRole("checkbox", { name: "Acepto las políticas de uso" });
    expect(box).toHaveAttribute("aria-invalid", "true");
    expect(box).toHaveAccessibleDescription("Debe aceptar las políticas de uso.");
  });
});

describe("la casilla de las políticas", () => {
  it("tocar la frase marca la casilla; solo «léelas» es el enlace a las políticas", async () => {
    const { PolicyLabel } = await import("@/components/auth/policy-label");
    const user = userEvent.setup();
    render(<Checkbox label={<PolicyLabel />} name="accepted" />);
    const box = screen.getByRole("checkbox", { name: /^Acepto las políticas de uso y privacidad de Rumbo/ });
    await user.click(screen.getByText(/Acepto las políticas de uso y privacidad/));
    expect(box).toBeChecked();
    const link = screen.getByRole("link", { name: /léelas/ });
    expect(link).toHaveAttribute("href", "/privacy");
    expect(link.textContent).toMatch(/^léelas/);
  });
});
