import { act } from "@testing-library/react";
import { createRoot, hydrateRoot } from "react-dom/client";
import { renderToString } from "react-dom/server";
import { describe, expect, it, vi } from "vitest";
import { deferred } from "@/components/ui/deferred";

/**
 * A deferred part (components/ui/deferred.tsx): the server's HTML stays as it is while the part's
 * code has not arrived, and the part then draws the same markup in its place.
 */
function Links({ label }: { label: string }) {
  return (
    <>
      <a href="/instituciones">{label}</a>
      <a href="/privacy">Privacidad</a>
    </>
  );
}

const host = { as: "footer", className: "pie" } as const;

function serverHtml() {
  // On the server the part is the component itself (what `require` gives at the call site).
  const Server = deferred(Links, () => Promise.resolve(Links), host);
  return renderToString(
    <main>
      <p>Antes</p>
      <Server label="Universidades" />
    </main>,
  );
}

describe("deferred", () => {
  it("renders the part in place on the server, inside its host", () => {
    expect(serverHtml()).toBe(
      '<main><p>Antes</p><footer class="pie"><a href="/instituciones">Universidades</a><a href="/privacy">Privacidad</a></footer></main>',
    );
  });

  it("keeps the server's nodes while hydrating, then draws the same markup, with focus kept", async () => {
    const container = document.createElement("div");
    container.innerHTML = serverHtml();
    document.body.append(container);
    const serverLink = container.querySelector('a[href="/privacy"]') as HTMLAnchorElement;
    serverLink.focus();

    let arrive: (component: typeof Links) => void = () => {};
    const load = vi.fn(() => new Promise<typeof Links>((resolve) => (arrive = resolve)));
    const Client = deferred(null, load, host);
    const recoverable = vi.fn();
    await act(async () => {
      hydrateRoot(
        container,
        <main>
          <p>Antes</p>
          <Client label="Universidades" />
        </main>,
        { onRecoverableError: recoverable },
      );
    });
    // Hydrated, the part's code not there yet: the server's nodes are untouched.
    expect(container.querySelector('a[href="/privacy"]')).toBe(serverLink);
    expect(recoverable).not.toHaveBeenCalled();

    // The first load is over (jsdom has no requestIdleCallback: a short timeout), the chunk is asked for.
    await act(async () => {
      await new Promise((r) => setTimeout(r, 250));
    });
    expect(load).toHaveBeenCalledTimes(1);
    await act(async () => {
      arrive(Links);
      await Promise.resolve();
    });

    const footer = container.querySelector("footer.pie") as HTMLElement;
    expect(footer.innerHTML).toBe('<a href="/instituciones">Universidades</a><a href="/privacy">Privacidad</a>');
    const drawn = container.querySelector('a[href="/privacy"]');
    expect(drawn).not.toBe(serverLink);
    expect(document.activeElement).toBe(drawn);
    expect(recoverable).not.toHaveBeenCalled();
    container.remove();
  });

  it("on a client navigation, scrolls to the URL's anchor once the part has arrived", async () => {
    function Plans() {
      return <h2 id="pricing">Elige el plan para ti</h2>;
    }
    const Client = deferred(null, () => Promise.resolve(Plans));
    const scrolled = vi.fn();
    Element.prototype.scrollIntoView = scrolled;
    window.history.replaceState(null, "", "/test-orientacion-vocacional#pricing");
    const container = document.createElement("div");
    document.body.append(container);
    await act(async () => {
      createRoot(container).render(<Client />);
    });
    // The first load is long over (the test above): the chunk is asked for at once and drawn.
    await act(async () => {
      await new Promise((r) => setTimeout(r, 0));
    });
    expect(container.querySelector("#pricing")).not.toBeNull();
    expect(scrolled).toHaveBeenCalledTimes(1);
    expect(scrolled.mock.contexts[0]).toBe(container.querySelector("#pricing"));
    container.remove();
  });
});
