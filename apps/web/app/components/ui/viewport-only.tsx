import type { ReactNode } from 'react';
import { useIsDesktop } from '../../lib/viewport';

const HIDDEN_UNTIL_KNOWN = { desktop: 'hidden lg:contents', mobile: 'contents lg:hidden' } as const;

/**
 * Renders its children only on desktop or only on mobile widths. The server and hydration render them for
 * both and let CSS hide one; once the width is known the other copy leaves the page, so a control placed
 * in both layouts exists once.
 */
export function ViewportOnly({ on, children }: { on: 'desktop' | 'mobile'; children: ReactNode }) {
  const isDesktop = useIsDesktop();
  const shown = isDesktop === null || isDesktop === (on === 'desktop');
  return <div className={HIDDEN_UNTIL_KNOWN[on]}>{shown ? children : null}</div>;
}
