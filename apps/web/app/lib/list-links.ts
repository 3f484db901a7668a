import { useCallback } from 'react';
import { useNavigate } from 'react-router';

/** The attribute that marks a list's plain in-site anchors for its click handler. */
const MARK = 'data-list-link';

/**
 * The props that make a plain anchor one of a list's in-site links (`<a href={path} {...LIST_LINK}>`): the
 * router's route discovery (it finds the page's route before the click, as for its own links) and the mark
 * `useListLinks` follows. For long lists (a sportsbook's matches, a lobby's games): the router's `<Link>` runs
 * about twenty hooks and resolves its path twice, which a phone drawing a hundred of them as the page loads pays
 * for in blocking time.
 */
export const LIST_LINK = { 'data-discover': 'true', [MARK]: '' } as const;

interface Click {
  button: number;
  metaKey: boolean;
  altKey: boolean;
  ctrlKey: boolean;
  shiftKey: boolean;
  defaultPrevented: boolean;
}

/**
 * The in-site path a click on a list's link goes to through the router, or null where the browser takes it as
 * it would without a router: a modified or middle click (a new tab or window), another target, a download, an
 * address on another site, or a click something else has already handled.
 */
export function routedPath(
  click: Click,
  anchor: Pick<HTMLAnchorElement, 'href' | 'target'> & { hasAttribute(name: string): boolean },
  origin: string,
): string | null {
  const modified = click.metaKey || click.altKey || click.ctrlKey || click.shiftKey;
  if (click.defaultPrevented || click.button !== 0 || modified) return null;
  if ((anchor.target && anchor.target !== '_self') || anchor.hasAttribute('download')) return null;
  const url = new URL(anchor.href, origin);
  return url.origin === origin ? `${url.pathname}${url.search}${url.hash}` : null;
}

/**
 * A ref for the element around a list: a click on any of its `LIST_LINK` anchors is followed through the router
 * (one listener for the list instead of the router's hooks in every link), replacing the history entry when it
 * leads where the page already is, as `<Link>` does.
 */
export function useListLinks<T extends HTMLElement>(): (element: T | null) => (() => void) | undefined {
  const navigate = useNavigate();
  return useCallback(
    (element: T | null) => {
      if (!element) return undefined;
      const follow = (event: MouseEvent) => {
        const anchor = event.target instanceof Element ? event.target.closest('a') : null;
        if (!anchor?.hasAttribute(MARK) || !element.contains(anchor)) return;
        const path = routedPath(event, anchor, window.location.origin);
        if (path === null) return;
        event.preventDefault();
        const here = `${window.location.pathname}${window.location.search}${window.location.hash}`;
        void navigate(path, { replace: path === here });
      };
      element.addEventListener('click', follow);
      return () => element.removeEventListener('click', follow);
    },
    [navigate],
  );
}
