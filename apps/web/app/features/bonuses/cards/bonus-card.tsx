import type { Bonus } from '@casino/contracts';
import Gift from 'lucide-react/icons/gift';
import { type ReactNode, useId } from 'react';
import { isFreebetBonus } from '../freebet/freebet-bonus';
import { BonusStatusLabel } from './bonus-status';
import { shownStatus } from './shown-status';

/**
 * One bonus on the page: its title, status (none on an offer not taken yet) and description, then what the section
 * shows of it. `anchor` is the element id the `scrollToSection` deep link looks for (`card-bonus-{id}`), on the
 * first card of each bonus.
 */
export function BonusCard({
  bonus,
  anchor,
  highlight = false,
  children,
}: {
  bonus: Bonus;
  anchor: string | undefined;
  /** The active bonus stands out from the rest. */
  highlight?: boolean;
  children?: ReactNode;
}) {
  const titleId = useId();
  const status = shownStatus(bonus);
  const frame = highlight
    ? 'bg-gradient-to-br from-accent/15 via-surface-1 to-surface-1 ring-accent/35'
    : 'bg-surface-1 ring-line';
  return (
    <article
      id={anchor}
      data-testid="bonus-card"
      data-bonus-id={bonus.id}
      data-status={bonus.status}
      aria-labelledby={titleId}
      className={`grid scroll-mt-20 gap-4 rounded-3xl p-5 ring-1 sm:p-6 ${frame}`}
    >
      <header className="flex items-start gap-3">
        <span className="grid size-11 shrink-0 place-items-center rounded-2xl bg-accent/15 text-accent-ink">
          <Gift className="size-5.5" aria-hidden="true" />
        </span>
        <div className="min-w-0 flex-1">
          <h3 id={titleId} className="text-base font-bold text-fg sm:text-lg">
            {bonus.title}
          </h3>
          {bonus.description ? (
            <p className="mt-1 text-sm leading-relaxed text-muted">{bonus.description}</p>
          ) : null}
        </div>
        {status ? <BonusStatusLabel status={status} freebet={isFreebetBonus(bonus)} /> : null}
      </header>
      {children}
    </article>
  );
}
