import type { BonusStatus } from '@casino/contracts';
import { useTranslation } from '../../../lib/i18n';

/** Live money on the bonus balance in the accent, a happy end in the win colour, the rest quiet. */
const DOT: Record<BonusStatus, string> = {
  init: 'bg-muted',
  sleeping: 'bg-muted',
  waiting: 'bg-muted',
  applied: 'bg-accent',
  rollover: 'bg-accent',
  completed: 'bg-win',
  canceled: 'bg-danger',
  expired: 'bg-danger',
};

/**
 * Where a bonus is in its life, in words, with a dot of its colour. A free bet's `rollover` is its bet in play:
 * there is nothing to wager.
 */
export function BonusStatusLabel({ status, freebet = false }: { status: BonusStatus; freebet?: boolean }) {
  const { t } = useTranslation();
  return (
    <span
      data-testid="bonus-status"
      className="inline-flex shrink-0 items-center gap-1.5 rounded-full bg-surface-2 px-2.5 py-1 text-xs font-semibold text-fg ring-1 ring-line"
    >
      <span aria-hidden="true" className={`size-1.5 rounded-full ${DOT[status]}`} />
      {t(freebet && status === 'rollover' ? 'bonuses.freebet.inPlay' : `bonuses.statuses.${status}`)}
    </span>
  );
}
