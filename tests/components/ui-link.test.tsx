import { fireEvent, render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { AppRouterContext, type AppRouterInstance } from "next/dist/shared/lib/app-router-context.shared-runtime";
import type { ReactNode } from "react";
import { describe, expect, it, vi } from "vitest";
import Link from "@/components/ui/link";

/**
 * The site's link (components/ui/link.tsx): a plain anchor that navigates inside the app with
 * Next's router, and leaves to the browser what next/link leaves to it.
 */
function withRouter(children: ReactNode) {
  const router = { push: vi.fn(), replace: vi.fn(), prefetch: vi.fn(), back: vi.fn(), forward: vi.fn(), refresh: vi.fn() };
  render(<AppRouterContext.Provider value={router as unknown as AppRouterInstance}>{children}</AppRouterContext.Provider>);
  return router;
}

describe("Link", () => {
  it("is a link with its href and attributes, also before the scripts run", () => {
    render(
      <Link href="/instituciones?page=2" className="underline" aria-current="page">
        Universidades
      </Link>,
    );
    const link = screen.getByRole("link", { name: "Universidades" });
    expect(link).toHaveAttribute("href", "/instituciones?page=2");
    expect(link).toHaveClass("underline");
    expect(link).toHaveAttribute("aria-current", "page");
  });

  it("a click (or Enter) navigates in the app, to the top of the new page", async () => {
    const router = withRouter(<Link href="/privacy">Privacidad</Link>);
    await userEvent.click(screen.getByRole("link", { name: "Privacidad" }));
    expect(router.push).toHaveBeenCalledWith("/privacy", { scroll: true });
    screen.getByRole("link", { name: "Privacidad" }).focus();
    await userEvent.keyboard("{Enter}");
    expect(router.push).toHaveBeenCalledTimes(2);
  });

  it("`replace` and `scroll={false}` reach the router; its own onClick runs first and may cancel", async () => {
    const onClick = vi.fn();
    const router = withRouter(
      <>
        <Link href="/a" replace scroll={false} onClick={onClick}>
          A
        </Link>
        <Link href="/b" onClick={(event) => event.preventDefault()}>
          B
        </Link>
      </>,
    );
    await userEvent.click(screen.getByRole("link", { name: "A" }));
    expect(onClick).toHaveBeenCalled();
    expect(router.replace).toHaveBeenCalledWith("/a", { scroll: false });
    await userEvent.click(screen.getByRole("link", { name: "B" }));
    expect(router.push).not.toHaveBeenCalled();
  });

  it("leaves to the browser a new tab, a modified click, a download and another site", () => {
    const router = withRouter(
      <>
        <Link href="/privacy" target="_blank" rel="noopener">
          Nueva pestaña
        </Link>
        <Link href="/privacy">Con tecla</Link>
        <Link href="/informe.pdf" download>
          Descarga
        </Link>
        <Link href="https://example.com/otra">Otro sitio</Link>
      </>,
    );
    // What the link left to the browser, read after it ran (then cancelled: jsdom does not navigate).
    const prevented: boolean[] = [];
    const record = (event: Event) => {
      prevented.push(event.defaultPrevented);
      event.preventDefault();
    };
    document.addEventListener("click", record);
    try {
      fireEvent.click(screen.getByRole("link", { name: "Nueva pestaña" }));
      fireEvent.click(screen.getByRole("link", { name: "Con tecla" }), { ctrlKey: true });
      fireEvent.click(screen.getByRole("link", { name: "Con tecla" }), { metaKey: true });
      fireEvent.click(screen.getByRole("link", { name: "Con tecla" }), { shiftKey: true });
      fireEvent.click(screen.getByRole("link", { name: "Con tecla" }), { button: 1 });
      fireEvent.click(screen.getByRole("link", { name: "Descarga" }));
      fireEvent.click(screen.getByRole("link", { name: "Otro sitio" }));
    } finally {
      document.removeEventListener("click", record);
    }
    expect(prevented).toEqual([false, false, false, false, false, false, false]);
    expect(router.push).not.toHaveBeenCalled();
  });
});
