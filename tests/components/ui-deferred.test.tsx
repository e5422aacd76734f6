import { act } from "@testing-library/react";
import { useState, type ComponentType } from "react";
import { createRoot, hydrateRoot } from "react-dom/client";
import { renderToString } from "react-dom/server";
import { describe, expect, it, vi } from "vitest";
import { deferred, useHeldSubmit } from "@/components/ui/deferred";

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

  it("keeps what was typed into the server's fields before the part arrived, in the part's own state", async () => {
    function Ask() {
      const [title, setTitle] = useState("");
      return (
        <form aria-label="Haz una pregunta">
          <input name="title" value={title} onChange={(e) => setTitle(e.target.value)} />
          <textarea name="body" defaultValue="" />
          <output>{title.length} caracteres</output>
        </form>
      );
    }
    const container = document.createElement("div");
    const Server = deferred(Ask, () => Promise.resolve(Ask));
    container.innerHTML = renderToString(<Server />);
    document.body.append(container);
    // Typed into the plain HTML, before the part's code is there.
    (container.querySelector("input") as HTMLInputElement).value = "¿Qué tal es la UNI?";
    (container.querySelector("textarea") as HTMLTextAreaElement).value = "Quiero saber de la vida de estudiante.";

    let arrive: (component: typeof Ask) => void = () => {};
    const Client = deferred(null, () => new Promise<typeof Ask>((resolve) => (arrive = resolve)));
    await act(async () => {
      hydrateRoot(container, <Client />);
    });
    await act(async () => {
      arrive(Ask);
      await Promise.resolve();
    });

    expect((container.querySelector("input") as HTMLInputElement).value).toBe("¿Qué tal es la UNI?");
    expect((container.querySelector("textarea") as HTMLTextAreaElement).value).toBe("Quiero saber de la vida de estudiante.");
    // The controlled field's state has it too (what the form would send).
    expect(container.querySelector("output")?.textContent).toBe("19 caracteres");
    container.remove();
  });

  it("gives focus back to the field focused last, even when it moved after the chunk arrived and before the part was drawn, and leaves it where the visitor put it outside", async () => {
    function Fields() {
      return (
        <form aria-label="Entrar">
          <input name="email" type="email" defaultValue="" />
          <input name="password" type="password" defaultValue="" />
        </form>
      );
    }
    const Server = deferred(Fields, () => Promise.resolve(Fields));
    async function swap(moveFocus: (container: HTMLElement, outside: HTMLButtonElement) => void) {
      const container = document.createElement("div");
      container.innerHTML = renderToString(<Server />);
      const outside = document.createElement("button");
      document.body.append(container, outside);
      (container.querySelector('input[name="email"]') as HTMLInputElement).focus();
      let arrive: (component: ComponentType) => void = () => {};
      const Client = deferred(null, () => new Promise<ComponentType>((resolve) => (arrive = resolve)));
      await act(async () => {
        hydrateRoot(container, <Client />);
      });
      await act(async () => {
        arrive(Fields);
        // The chunk is there and the part is on its way; the visitor (or a fill) moves focus first.
        await Promise.resolve();
        await Promise.resolve();
        moveFocus(container, outside);
      });
      // The focusout of a tap outside is checked on the next task.
      await act(async () => {
        await new Promise((r) => setTimeout(r, 0));
      });
      const active = document.activeElement;
      const focus = { inPart: container.contains(active), name: active?.getAttribute("name") ?? null, outside: active === outside };
      container.remove();
      outside.remove();
      return focus;
    }
    // Focus moved to the password field: it is on the part's own password field, not left on the
    // page (where the next keys would go nowhere) nor on the e-mail field.
    expect(
      await swap((c) => {
        (c.querySelector('input[name="password"]') as HTMLInputElement).focus();
      }),
    ).toEqual({ inPart: true, name: "password", outside: false });
    // Focus moved to a button outside the part: it stays there.
    expect(await swap((_c, outside) => outside.focus())).toEqual({ inPart: false, name: null, outside: true });
  });

  async function beforeAndAfter(Part: ComponentType, press: (container: HTMLElement) => void) {
    const Server = deferred(Part, () => Promise.resolve(Part));
    const container = document.createElement("div");
    container.innerHTML = renderToString(<Server />);
    document.body.append(container);
    let arrive: (component: ComponentType) => void = () => {};
    const Client = deferred(null, () => new Promise<ComponentType>((resolve) => (arrive = resolve)));
    await act(async () => {
      hydrateRoot(container, <Client />);
    });
    await act(async () => press(container));
    const before = vi.mocked(paid).mock.calls.length;
    await act(async () => {
      arrive(Part);
      await Promise.resolve();
    });
    container.remove();
    return before;
  }
  const paid = vi.fn();

  it("a button pressed before the part arrived is pressed again once it has (the tap is not lost)", async () => {
    paid.mockClear();
    function Plan() {
      return (
        <div>
          <h3>Plan autoguiado</h3>
          <button type="button" onClick={() => paid("button")}>
            <span>Pagar con tarjeta</span>
          </button>
        </div>
      );
    }
    // The tap lands on the server's markup (on the label inside the button): nothing happens yet.
    const before = await beforeAndAfter(Plan, (c) => (c.querySelector("button span") as HTMLElement).click());
    expect(before).toBe(0);
    expect(paid.mock.calls).toEqual([["button"]]);
  });

  it("a form sent before its code arrived is not sent as a plain page load, and is sent once it has", async () => {
    paid.mockClear();
    function Code() {
      return (
        <form aria-label="Código" onSubmit={(e) => (e.preventDefault(), paid(new FormData(e.currentTarget).get("code")))}>
          <input name="code" defaultValue="" />
        </form>
      );
    }
    let plain: Event | null = null;
    const before = await beforeAndAfter(Code, (c) => {
      (c.querySelector("input") as HTMLInputElement).value = "RUMBO2026";
      plain = new Event("submit", { bubbles: true, cancelable: true });
      (c.querySelector("form") as HTMLFormElement).dispatchEvent(plain);
    });
    expect(before).toBe(0);
    expect((plain as Event | null)?.defaultPrevented).toBe(true);
    expect(paid.mock.calls).toEqual([["RUMBO2026"]]);
  });
  it("a submit button is disabled in the server's HTML (no plain GET with the password before any script runs), enabled once the page hydrates, and its press then sends the form once the code arrives", async () => {
    paid.mockClear();
    function Login() {
      const held = useHeldSubmit();
      return (
        <form method="post" aria-label="Entrar" onSubmit={(e) => (e.preventDefault(), paid(new FormData(e.currentTarget).get("password")))}>
          <input name="password" type="password" defaultValue="" />
          <button type="submit" {...held}>
            Iniciar sesión
          </button>
        </form>
      );
    }
    const Server = deferred(Login, () => Promise.resolve(Login));
    const html = renderToString(<Server />);
    const container = document.createElement("div");
    container.innerHTML = html;
    document.body.append(container);
    const button = () => container.querySelector("button") as HTMLButtonElement;
    // Before hydration: the browser would not send the form by a press or by Enter.
    expect(button().disabled).toBe(true);
    let arrive: (component: ComponentType) => void = () => {};
    const Client = deferred(null, () => new Promise<ComponentType>((resolve) => (arrive = resolve)));
    await act(async () => {
      hydrateRoot(container, <Client />);
    });
    expect(button().disabled).toBe(false);
    await act(async () => {
      (container.querySelector("input") as HTMLInputElement).value = "secreto123";
      button().click();
    });
    expect(paid).not.toHaveBeenCalled();
    await act(async () => {
      arrive(Login);
      await Promise.resolve();
    });
    expect(paid.mock.calls).toEqual([["secreto123"]]);
    // The part's own button, drawn in the browser, is a plain enabled submit.
    expect(button().disabled).toBe(false);
    expect(button().hasAttribute("data-held-submit")).toBe(false);
    container.remove();
  });

  it("keeps a box ticked and a radio chosen before the part arrived, in the part's own state, and sends them", async () => {
    paid.mockClear();
    function Account() {
      const [role, setRole] = useState("user");
      const [accepted, setAccepted] = useState(false);
      return (
        <form aria-label="Regístrate" onSubmit={(e) => (e.preventDefault(), paid({ role, accepted }))}>
          <label>
            <input type="radio" name="role" value="user" checked={role === "user"} onChange={() => setRole("user")} />
            Alumno
          </label>
          <label>
            <input type="radio" name="role" value="user-parent" checked={role === "user-parent"} onChange={() => setRole("user-parent")} />
            Padre o Madre
          </label>
          <label>
            <input type="checkbox" name="accepted" checked={accepted} onChange={(e) => setAccepted(e.target.checked)} />
            Acepto las políticas
          </label>
          <button type="submit">Registrarme</button>
        </form>
      );
    }
    const before = await beforeAndAfter(Account, (c) => {
      // Native controls work on the server's markup: the clicks tick them in place.
      (c.querySelector('input[value="user-parent"]') as HTMLInputElement).click();
      (c.querySelector('input[name="accepted"]') as HTMLInputElement).click();
      (c.querySelector("button") as HTMLButtonElement).click();
    });
    expect(before).toBe(0);
    // The part's state has what was chosen when the held press sends the form.
    expect(paid.mock.calls).toEqual([[{ role: "user-parent", accepted: true }]]);
  });

  describe('until: "visible"', () => {
    /** A stand-in for the browser's IntersectionObserver: the test says when a box comes into view. */
    function fakeObserver() {
      const observers: { callback: IntersectionObserverCallback; boxes: Element[] }[] = [];
      class FakeObserver {
        boxes: Element[] = [];
        constructor(public callback: IntersectionObserverCallback) {
          observers.push(this);
        }
        observe(box: Element) {
          this.boxes.push(box);
        }
        disconnect() {
          this.boxes = [];
        }
      }
      vi.stubGlobal("IntersectionObserver", FakeObserver);
      return {
        watched: () => observers.flatMap((o) => o.boxes),
        show(box: Element) {
          for (const o of observers)
            if (o.boxes.includes(box)) o.callback([{ isIntersecting: true, target: box } as IntersectionObserverEntry], o as never);
        },
      };
    }

    async function hydrateVisible() {
      const container = document.createElement("div");
      container.innerHTML = renderToString(
        <main>
          {(() => {
            const Server = deferred(Links, () => Promise.resolve(Links), { className: "contents", until: "visible" });
            return <Server label="Universidades" />;
          })()}
        </main>,
      );
      document.body.append(container);
      const load = vi.fn(() => Promise.resolve(Links));
      const Client = deferred(null, load, { className: "contents", until: "visible" });
      await act(async () => {
        hydrateRoot(
          container,
          <main>
            <Client label="Universidades" />
          </main>,
        );
      });
      // Long after the first load, still nothing asked for while the part is out of view.
      await act(async () => {
        await new Promise((r) => setTimeout(r, 250));
      });
      return { container, load };
    }

    it("asks for the part's code only when one of its boxes comes into view", async () => {
      const io = fakeObserver();
      // Tailwind's `contents` as the page's stylesheet has it.
      const style = document.createElement("style");
      style.textContent = ".contents { display: contents; }";
      document.head.append(style);
      try {
        const { container, load } = await hydrateVisible();
        expect(load).not.toHaveBeenCalled();
        // A host with display: contents has no box of its own: its children are watched.
        const links = [...container.querySelectorAll("a")];
        expect(io.watched()).toEqual(links);
        await act(async () => {
          io.show(links[1]!);
          await new Promise((r) => setTimeout(r, 0));
        });
        expect(load).toHaveBeenCalledTimes(1);
        expect(container.querySelector('a[href="/privacy"]')).not.toBe(links[1]);
        expect(container.querySelector("main")!.textContent).toBe("UniversidadesPrivacidad");
        container.remove();
      } finally {
        style.remove();
        vi.unstubAllGlobals();
      }
    });

    it("a press inside the part brings it at once, out of view or not", async () => {
      fakeObserver();
      try {
        const { container, load } = await hydrateVisible();
        expect(load).not.toHaveBeenCalled();
        await act(async () => {
          container.querySelector("a")!.dispatchEvent(new Event("pointerdown", { bubbles: true }));
          await new Promise((r) => setTimeout(r, 0));
        });
        expect(load).toHaveBeenCalledTimes(1);
        container.remove();
      } finally {
        vi.unstubAllGlobals();
      }
    });
  });
});
