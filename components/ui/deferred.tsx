"use client";

import {
  createContext,
  memo,
  useContext,
  useEffect,
  useLayoutEffect,
  useRef,
  useState,
  type ComponentType,
  type HTMLAttributes,
} from "react";

let firstLoad: Promise<void> | undefined;

/**
 * Resolves once the page's first load is over: when the browser is first idle after hydrating (at
 * most 2 s later), or at the visitor's first touch, click, key or scroll if that comes sooner.
 * After that (a client navigation) it is already resolved.
 */
export function afterFirstLoad(): Promise<void> {
  if (typeof window === "undefined") return Promise.resolve();
  firstLoad ??= new Promise<void>((resolve) => {
    const events = ["pointerdown", "keydown", "scroll", "touchstart"] as const;
    const done = () => {
      for (const name of events) window.removeEventListener(name, done, true);
      resolve();
    };
    for (const name of events) window.addEventListener(name, done, { capture: true, passive: true, once: true });
    if (typeof window.requestIdleCallback === "function") window.requestIdleCallback(done, { timeout: 2000 });
    else setTimeout(done, 200);
  });
  return firstLoad;
}

/**
 * Resolves when the part comes into the viewport (its first pixel: on a phone the hero is about one
 * screen, so a margin would bring the part at once), or when the visitor presses, types or moves
 * focus inside it, whichever is first. Where IntersectionObserver is missing, after the first load.
 * A host with `display: contents` has no box: its children are watched instead.
 */
function whenNear(element: HTMLElement): { ready: Promise<void>; stop: () => void } {
  if (typeof IntersectionObserver === "undefined") return { ready: afterFirstLoad(), stop: () => {} };
  let stop = () => {};
  const ready = new Promise<void>((resolve) => {
    const events = ["pointerdown", "keydown", "focusin"] as const;
    const observer = new IntersectionObserver((entries) => {
      if (entries.some((entry) => entry.isIntersecting)) done();
    });
    function done() {
      stop();
      resolve();
    }
    stop = () => {
      observer.disconnect();
      for (const name of events) element.removeEventListener(name, done, true);
    };
    for (const name of events) element.addEventListener(name, done, { capture: true, passive: true });
    const boxes = getComputedStyle(element).display === "contents" ? [...element.children] : [element];
    for (const box of boxes) observer.observe(box);
    if (!boxes.length) void afterFirstLoad().then(done);
  });
  return { ready, stop: () => stop() };
}

const FIELDS = "input, textarea, select";

/**
 * True while a part renders as the server's copy (its HTML before its code arrives): the part is
 * `eager`, which only the server has (the call site's `require` is dropped from the browser's bundle).
 */
const ServerCopy = createContext(false);

/**
 * Props for a deferred part's submit button: in the server's copy it is disabled until the page
 * has hydrated, so a press in that window (before any script runs) cannot send the form the
 * browser's own way (a GET to the page with the fields, a password included, in the address).
 * Once the page has hydrated the host enables it and holds a press until the part's code arrives.
 */
export function useHeldSubmit(): { disabled?: boolean; "data-held-submit"?: "" } {
  return useContext(ServerCopy) ? { disabled: true, "data-held-submit": "" } : {};
}

/** What the visitor changed in one field of the server's markup: its text, or whether it is ticked. */
type Typed = { value: string } | { checked: boolean };

/** The fields of the server's markup the visitor changed (text typed, a box ticked, an option chosen), by their order in the host. */
function typedValues(host: HTMLElement): Map<number, Typed> {
  const values = new Map<number, Typed>();
  host.querySelectorAll<HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement>(FIELDS).forEach((field, index) => {
    if (field instanceof HTMLInputElement && field.type === "file") return;
    if (field instanceof HTMLInputElement && (field.type === "checkbox" || field.type === "radio")) {
      if (field.checked !== field.defaultChecked) values.set(index, { checked: field.checked });
      return;
    }
    const initial =
      field instanceof HTMLSelectElement
        ? ([...field.options].find((o) => o.defaultSelected)?.value ?? field.options[0]?.value ?? "")
        : field.defaultValue;
    if (field.value !== initial) values.set(index, { value: field.value });
  });
  return values;
}

/**
 * Puts what was typed back into the part's own fields, through the value setter and an input event
 * (a box or a radio, through a click), so that React's state and a form library's see it as typed
 * (nothing the visitor entered is lost).
 */
function restoreValues(host: HTMLElement, values: Map<number, Typed>) {
  const fields = host.querySelectorAll<HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement>(FIELDS);
  for (const [index, typed] of values) {
    const field = fields[index];
    if (!field) continue;
    if ("checked" in typed) {
      if (field instanceof HTMLInputElement && field.checked !== typed.checked) field.click();
      continue;
    }
    if (field.value === typed.value) continue;
    const setter = Object.getOwnPropertyDescriptor(Object.getPrototypeOf(field), "value")?.set;
    setter?.call(field, typed.value);
    field.dispatchEvent(new Event(field instanceof HTMLSelectElement ? "change" : "input", { bubbles: true }));
  }
}

/** The element that holds a deferred part: its tag and attributes (the part renders what goes inside). */
export type DeferredHost = Omit<HTMLAttributes<HTMLElement>, "children" | "dangerouslySetInnerHTML"> & {
  as?: "div" | "footer" | "header" | "ul";
  "data-skeleton"?: string;
  /**
   * When the part's code comes: after the page's first load (`"idle"`, the default), or for a part
   * below the fold when it comes into view or is touched (`"visible"`), so that a visitor who
   * reads the top of the page pays for none of it.
   */
  until?: "idle" | "visible";
};

/**
 * A part of a page whose code is not in the page's first load. The server renders it
 * in place, from `eager` (the same component, imported synchronously there), inside its host
 * element: the HTML is the page's whole HTML, in order, readable without JS.
 *
 * In the browser the host hydrates with its server content left as it is (an empty
 * `dangerouslySetInnerHTML`: React neither reads nor touches what is inside), and the part's chunk
 * is fetched after the first load (`afterFirstLoad`), or when it comes into view (`until: "visible"`).
 * When it arrives the part renders into the host with the same markup, replacing the server's nodes
 * in one commit (nothing moves; keyboard focus inside it is put back on the same element, what was
 * typed into its fields is kept, and a button pressed meanwhile is pressed again on the part's own).
 * Until then its links work as plain links (a full load). A Suspense boundary would do this with
 * hydration, but React's server renderer moves a large finished boundary to the end of the
 * document, behind an inline script (docs/performance.md).
 *
 * A client navigation to a page with a part already loaded renders it at once; otherwise the host
 * is empty until the chunk arrives, and then the page scrolls to the URL's anchor if it is in the
 * part. If the chunk cannot be fetched, the server's content stays.
 *
 * `eager` must be `typeof window === "undefined" ? require(…).X : null` at the call site: the
 * bundler drops the `require` from the browser's bundle and keeps the `import()` as its own chunk.
 */
export function deferred<P extends object>(
  eager: ComponentType<P> | null,
  load: () => Promise<ComponentType<P>>,
  { as: Host = "div", until = "idle", ...attributes }: DeferredHost = {},
): ComponentType<P> {
  let loaded = eager;
  function Deferred(props: P) {
    const [Part, setPart] = useState<ComponentType<P> | null>(() => loaded);
    const host = useRef<HTMLElement>(null);
    const focused = useRef(-1);
    // What the visitor typed into the server's fields before the part arrived (index → value).
    const typed = useRef<Map<number, Typed>>(new Map());
    // A press on the server's markup before the part arrived (a button's click, a form's submit),
    // by its element's order in the host: it is done again on the part's own element.
    const pressed = useRef<{ index: number; kind: string } | null>(null);
    // Drawn in the browser with nothing from the server inside (a client navigation).
    const empty = useRef(false);

    useLayoutEffect(() => {
      if (host.current && !host.current.hasChildNodes()) empty.current = true;
    }, []);

    // Until the part arrives its buttons have no handlers: a press on one is held (the default action,
    // a form's plain submit, prevented) and done again once it has, so no tap is lost. Links,
    // fields and labels keep their own behaviour (a link is a full load meanwhile).
    useLayoutEffect(() => {
      const element = host.current;
      if (Part || !element) return;
      // The server's copy kept its submit buttons disabled until now (useHeldSubmit): from here a
      // press on one is held below.
      element.querySelectorAll("[data-held-submit]").forEach((button) => button.removeAttribute("disabled"));
      const hold = (event: Event) => {
        const target = event.target;
        if (!(target instanceof Element) || !element.contains(target)) return;
        if (event.type === "click" && target.closest("a[href], input:not([type=submit]), textarea, select, label, summary")) return;
        event.preventDefault();
        pressed.current = { index: [...element.querySelectorAll("*")].indexOf(target), kind: event.type };
      };
      // What is typed is noted as it is typed, so a keystroke just before the part replaces the
      // server's nodes is kept too.
      const note = () => {
        typed.current = typedValues(element);
      };
      // Where keyboard focus is, noted as it moves (not when the chunk arrives): a field focused
      // just before the part replaces the server's nodes gets focus back on the part's own, so the
      // keys typed next land in it and not on the page (a fill's focus and its text straddled the
      // swap: the CI run's log-in with an empty e-mail).
      const focusIn = (event: FocusEvent) => {
        if (event.target instanceof Element) focused.current = [...element.querySelectorAll("*")].indexOf(event.target);
      };
      const focusOut = (event: FocusEvent) => {
        const left = event.target;
        const next = event.relatedTarget;
        if (next instanceof Node && element.contains(next)) return;
        if (next) {
          focused.current = -1;
          return;
        }
        // Focus went nowhere: a tap outside, or the node was removed by the swap. Only the first
        // forgets it (a removed node is not in the document by then).
        setTimeout(() => {
          if (left instanceof Node && left.isConnected && !element.contains(document.activeElement)) focused.current = -1;
        });
      };
      element.addEventListener("click", hold, true);
      element.addEventListener("submit", hold, true);
      element.addEventListener("input", note, true);
      element.addEventListener("change", note, true);
      element.addEventListener("focusin", focusIn);
      element.addEventListener("focusout", focusOut);
      return () => {
        element.removeEventListener("click", hold, true);
        element.removeEventListener("submit", hold, true);
        element.removeEventListener("input", note, true);
        element.removeEventListener("change", note, true);
        element.removeEventListener("focusin", focusIn);
        element.removeEventListener("focusout", focusOut);
      };
    }, [Part]);

    // The held press is done once the part has drawn what was typed and ticked into its own state
    // (the render after the restore below), so its handlers see what the visitor entered.
    const [restored, setRestored] = useState(false);
    useEffect(() => {
      const press = pressed.current;
      if (!restored || !press) return;
      pressed.current = null;
      const again = host.current?.querySelectorAll("*")[press.index];
      if (press.kind === "submit" && again instanceof HTMLFormElement) again.requestSubmit();
      else if (press.kind === "click" && again instanceof HTMLElement) again.click();
    }, [restored]);

    useEffect(() => {
      if (Part) return;
      let alive = true;
      const near = until === "visible" && host.current ? whenNear(host.current) : null;
      (near ? near.ready : afterFirstLoad()).then(load).then(
        (component) => {
          loaded = component;
          if (!alive) return;
          const active = document.activeElement;
          const element = host.current;
          // Focus that came before the page hydrated (no focusin was heard then).
          if (element && active && element.contains(active)) focused.current = [...element.querySelectorAll("*")].indexOf(active);
          typed.current = element ? typedValues(element) : new Map();
          setPart(() => component);
        },
        () => {
          // The server's content stays; a later visit tries again.
        },
      );
      return () => {
        alive = false;
        near?.stop();
      };
    }, [Part]);

    useLayoutEffect(() => {
      if (!Part) return;
      if (typed.current.size && host.current) {
        restoreValues(host.current, typed.current);
        typed.current = new Map();
      }
      if (pressed.current) setRestored(true);
      if (focused.current >= 0) {
        const again = host.current?.querySelectorAll("*")[focused.current];
        focused.current = -1;
        // Unless focus has gone somewhere else on the page meanwhile.
        const active = document.activeElement;
        const elsewhere = active && active !== document.body && !host.current?.contains(active);
        if (again instanceof HTMLElement && !elsewhere) again.focus({ preventScroll: true });
      }
      // A client navigation to an anchor inside the part (`/test-orientacion-vocacional#pricing`)
      // found nothing to scroll to while the part was empty: scroll now, as the router would have.
      if (empty.current) {
        empty.current = false;
        const id = decodeURIComponent(location.hash.slice(1));
        const target = id ? document.getElementById(id) : null;
        if (target && host.current?.contains(target)) target.scrollIntoView();
      }
    }, [Part]);

    if (Part)
      return (
        <Host ref={host as never} {...attributes}>
          <ServerCopy.Provider value={Part === eager}>
            <Part {...props} />
          </ServerCopy.Provider>
        </Host>
      );
    return <Host ref={host as never} {...attributes} dangerouslySetInnerHTML={{ __html: "" }} suppressHydrationWarning />;
  }
  return memo(Deferred) as unknown as ComponentType<P>;
}
