"use client";

import { AppRouterContext } from "next/dist/shared/lib/app-router-context.shared-runtime";
import { useContext, type AnchorHTMLAttributes, type MouseEvent, type Ref } from "react";

export type LinkProps = Omit<AnchorHTMLAttributes<HTMLAnchorElement>, "href"> & {
  href: string;
  /** Replaces the current history entry instead of adding one. */
  replace?: boolean;
  /** `false` keeps the scroll position after navigating (by default the new page starts at its top). */
  scroll?: boolean;
  /**
   * Accepted as next/link takes it, and ignored: every page renders per request and no route has a
   * loading.tsx, so next/link's prefetch of a page fetched nothing the click could use.
   */
  prefetch?: boolean | null;
  ref?: Ref<HTMLAnchorElement>;
};

/** The clicks the browser handles itself, as next/link leaves them: a new tab or window, a download, another site. */
function browserHandles(event: MouseEvent<HTMLAnchorElement>): boolean {
  const anchor = event.currentTarget;
  const target = anchor.getAttribute("target");
  return (
    event.defaultPrevented ||
    event.button !== 0 ||
    event.metaKey ||
    event.ctrlKey ||
    event.shiftKey ||
    event.altKey ||
    (target !== null && target !== "" && target !== "_self") ||
    anchor.hasAttribute("download") ||
    anchor.origin !== window.location.origin
  );
}

/**
 * An internal link that navigates in the app (client-side, like next/link: the layout and its
 * state stay, the router fetches the new page's payload) with the router Next already loads on
 * every page. next/link and its helpers (~2.6 KB gzip) were part of every page's first load for
 * the navbar, the footer and the catalogue's links. It is a plain `<a href>`: the
 * same for keyboards, screen readers, "open in a new tab" and before hydration; without an app
 * router (a component test) the browser follows it.
 */
export default function Link({ href, replace = false, scroll = true, prefetch: _prefetch, onClick, ...props }: LinkProps) {
  const router = useContext(AppRouterContext);
  return (
    <a
      {...props}
      href={href}
      onClick={(event) => {
        onClick?.(event);
        if (!router || browserHandles(event)) return;
        event.preventDefault();
        if (replace) router.replace(href, { scroll });
        else router.push(href, { scroll });
      }}
    />
  );
}

export { Link };
