import { readFileSync } from "node:fs";
import path from "node:path";
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
    expect(button).toHaveClass("btn", "btn-danger", "btn-lg", "mt-4");
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
    expect(link).toHaveClass("btn", "btn-accent", "btn-sm", "w-full");
  });

  it("defaults to the primary, medium button", () => {
    expect(buttonClasses().split(" ")).toEqual(["btn", "btn-primary", "btn-md"]);
  });

  // The looks are component classes in styles/globals.css: each class a button can carry must be
  // defined there, with the colours and the 44 px touch height it promises.
  it("uses only component classes the stylesheet defines", () => {
    const css = readFileSync(path.join(process.cwd(), "styles/globals.css"), "utf8");
    const rule = (name: string) => new RegExp(`\\.${name} \\{\\s*@apply ([^;]+);`).exec(css)?.[1] ?? "";
    const variants = ["primary", "secondary", "accent", "outline", "ghost", "danger", "link"] as const;
    for (const variant of variants) {
      for (const name of buttonClasses({ variant }).split(" ")) {
        if (name.startsWith("btn")) expect(rule(name), name).not.toBe("");
      }
    }
    expect(rule("btn-primary")).toContain("bg-primary-700 text-white");
    expect(rule("btn-md")).toContain("min-h-11");
    expect(rule("btn")).toContain("disabled:cursor-not-allowed");
  });
});
