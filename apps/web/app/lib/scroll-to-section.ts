/** Spec section 9: sections scroll into view 65 px below the top, clear of the sticky header. */
export const SCROLL_OFFSET_PX = 65;
/** Content may still be loading when the link runs; give up waiting after this long. */
const WAIT_FOR_SECTION_MS = 5000;

const SECTION_PATTERN = /^card-bonus-[a-z0-9_-]+$/i;

/** Only bonus cards may be targeted: `card-bonus-{id}` (spec section 2). */
export function isScrollableSection(id: string): boolean {
  return SECTION_PATTERN.test(id);
}

/** The window scroll position that puts an element `offset` pixels below the top of the viewport. */
export function sectionScrollTop(elementTop: number, scrollY: number, offset = SCROLL_OFFSET_PX): number {
  return Math.max(0, Math.round(elementTop + scrollY - offset));
}

/** Scrolls to the element with this id, waiting for it to appear if the page is still rendering it. */
export function scrollToSection(id: string, offset = SCROLL_OFFSET_PX): void {
  const scroll = (element: Element) => {
    const top = sectionScrollTop(element.getBoundingClientRect().top, window.scrollY, offset);
    const reduceMotion = window.matchMedia('(prefers-reduced-motion: reduce)').matches;
    window.scrollTo({ top, behavior: reduceMotion ? 'auto' : 'smooth' });
  };
  const present = document.getElementById(id);
  if (present) {
    scroll(present);
    return;
  }
  const observer = new MutationObserver(() => {
    const element = document.getElementById(id);
    if (!element) return;
    observer.disconnect();
    window.clearTimeout(timeout);
    scroll(element);
  });
  const timeout = window.setTimeout(() => observer.disconnect(), WAIT_FOR_SECTION_MS);
  observer.observe(document.body, { childList: true, subtree: true });
}
