import type { SportEventSummary, SportMarket } from '@casino/contracts';
import ArrowDown from 'lucide-react/icons/arrow-down';
import ArrowUp from 'lucide-react/icons/arrow-up';
import Lock from 'lucide-react/icons/lock';
import { useTranslation } from '../../../lib/i18n';
import { useFormatOdds } from '../../../lib/odds-format-preference';
import { labelText } from '../label';
import { marketTitle, outcomeLabel } from '../markets/market-names';
import { clearNotice, getPlacement, IDLE, setPlacement } from '../slip/placement';
import { selectionFrom, selectionKey, toggleSelection } from '../slip/slip-rules';
import { updateSlip, useSlip } from '../slip/slip-store';
import { usePriceMove } from './use-price-move';

type Outcome = SportMarket['outcomes'][number];

const BASE =
  'relative flex min-w-0 items-center gap-1 rounded-xl ring-1 transition-colors duration-150 focus-visible:z-10';
const SHAPES = {
  /** Caption on the left, price on the right: rows of matches and two-way lines. */
  row: 'h-11 flex-1 justify-between px-2 text-sm',
  /** Caption over the price: grids of exact scores. */
  cell: 'h-14 flex-col justify-center gap-0.5 px-1 text-[13px]',
} as const;

/**
 * An outcome's price: pressing it adds the outcome to the bet slip or takes it away (pressed while it is in the
 * slip). A price that moved since the last reading glows green or red for a moment with its arrow; a suspended
 * market or an outcome not offered shows a lock and cannot be pressed.
 */
export function PriceButton({
  event,
  market,
  outcome,
  shape = 'row',
  testId,
}: {
  event: Pick<SportEventSummary, 'id' | 'sport' | 'home' | 'away' | 'tournament' | 'scheduledAt'>;
  market: SportMarket;
  outcome: Outcome;
  shape?: keyof typeof SHAPES;
  testId?: string;
}) {
  const { t } = useTranslation();
  const formatOdds = useFormatOdds();
  const slip = useSlip();
  const open = market.status === 'active' && outcome.active;
  const move = usePriceMove(open ? outcome.odds : null);
  const selection = selectionFrom(event, market, outcome);
  const key = selectionKey(selection);
  const selected = slip.selections.some((item) => selectionKey(item) === key);
  const sides = { home: event.home.name, away: event.away.name };
  const caption = labelText(t, outcomeLabel(market, outcome.id, sides, 'short'));
  const described = {
    market: labelText(t, marketTitle(event.sport, market)),
    outcome: labelText(t, outcomeLabel(market, outcome.id, sides, 'full')),
    odds: formatOdds(outcome.odds),
  };

  const toggle = () => {
    updateSlip((current) => toggleSelection(current, selection));
    // A new slip after a bet that stands: the confirmation gives way to it.
    if (getPlacement().stage === 'accepted') setPlacement(IDLE);
    else clearNotice();
  };

  const tone = !open
    ? 'bg-surface-2/50 text-muted ring-line cursor-not-allowed'
    : selected
      ? 'bg-accent text-accent-fg ring-accent hover:bg-accent-strong'
      : move === 'up'
        ? 'bg-win/15 text-fg ring-win'
        : move === 'down'
          ? 'bg-danger/15 text-fg ring-danger'
          : 'bg-surface-2 text-fg ring-line hover:bg-surface-3';

  return (
    <button
      type="button"
      aria-pressed={open ? selected : undefined}
      disabled={!open}
      onClick={toggle}
      aria-label={t(`sportsbook.price.${!open ? 'suspended' : selected ? 'selected' : 'add'}`, described)}
      title={move ? t(`sportsbook.price.${move}`) : undefined}
      data-testid={testId}
      data-selected={selected || undefined}
      data-move={move ?? undefined}
      className={`${BASE} ${SHAPES[shape]} ${tone}`}
    >
      <span
        className={`min-w-0 truncate text-xs font-semibold ${selected && open ? 'text-accent-fg/85' : 'text-muted'}`}
      >
        {caption}
      </span>
      {open ? (
        <span className="flex shrink-0 items-center gap-0.5 font-bold tabular-nums">
          {move === 'up' ? <ArrowUp className="size-3.5 text-win" aria-hidden="true" /> : null}
          {move === 'down' ? <ArrowDown className="size-3.5 text-danger" aria-hidden="true" /> : null}
          {formatOdds(outcome.odds)}
        </span>
      ) : (
        <Lock className="size-3.5 shrink-0" aria-hidden="true" />
      )}
    </button>
  );
}
