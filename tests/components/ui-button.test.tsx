import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { Button, buttonClasses } from "@/components/ui/button";

describe("Button", () => {
  it("is a plain button by default, so it never submits a form by accident", () => {
    render(<Button>Guardar</Button>);
    expect(screen.getByRole("button", { name: "Guardar" })).toHaveAttribute("type", "button");
  });

  it("can submit a form when asked", () => {
    render(<Button type="submit">Entrar</Button>);
    expect(screen.getByRole("button", { name: "Entrar" })).toHaveAttribute("type", "submit");
  });

  it("calls onClick when clicked", async () => {
    const user = userEvent.setup();
    const onClick = vi.fn();
    render(<Button onClick={onClick}>Pide información</Button>);
    await user.click(screen.getByRole("button", { name: "Pide información" }));
    expect(onClick).toHaveBeenCalledTimes(1);
  });

  it("while loading: busy, disabled, same accessible name, clicks ignored", async () => {
    const user = userEvent.setup();
    const onClick = vi.fn();
    render(
      <Button loading onClick={onClick}>
        Guardar
      </Button>,
    );
    const button = screen.getByRole("button", { name: "Guardar" });
    expect(button).toHaveAttribute("aria-busy", "true");
    expect(button).toBeDisabled();
    await user.click(button);
    expect(onClick).not.toHaveBeenCalled();
  });

  it("can show a different text while loading", () => {
    render(
      <Button loading loadingText="Guardando…">
        Guardar
      </Button>,
    );
    expect(screen.getByRole("button", { name: "Guardando…" })).toBeDisabled();
  });

  it("is not busy when not loading", () => {
    render(<Button>Guardar</Button>);
    expect(screen.getByRole("button", { name: "Guardar" })).not.toHaveAttribute("aria-busy");
  });

  it("honours disabled", async () => {
    const user = userEvent.setup();
    const onClick = vi.fn();
    render(
      <Button disabled onClick={onClick}>
        Guardar
      </Button>,
    );
    await user.click(screen.getByRole("button", { name: "Guardar" }));
    expect(onClick).not.toHaveBeenCalled();
  });

  it("applies the variant, size and the caller's class", () => {
    render(
      <Button variant="danger" size="lg" className="mt-4">
        Eliminar
      </Button>,
    );
    const button = screen.getByRole("button", { name: "Eliminar" });
    expect(button).toHaveClass("bg-danger-600", "min-h-12", "mt-4");
  });
});

describe("buttonClasses", () => {
  it("lets a link look like a button and stay a link", () => {
    render(
      <a href="/empezar" className={buttonClasses({ variant: "accent", size: "sm", fullWidth: true })}>
        Regístrate
      </a>,
    );
    const link = screen.getByRole("link", { name: "Regístrate" });
    expect(link).toHaveAttribute("href", "/empezar");
    expect(link).toHaveClass("bg-accent-600", "text-white", "min-h-9", "w-full");
  });

  it("defaults to the primary, medium button", () => {
    expect(buttonClasses()).toContain("bg-primary-700");
    expect(buttonClasses()).toContain("min-h-11");
  });
});
