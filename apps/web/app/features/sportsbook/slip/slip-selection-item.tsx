import Lock from 'lucide-react/icons/lock';
import X from 'lucide-react/icons/x';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { useTranslation } from '../../../lib/i18n';
import { useFormatOdds } from '../../../lib/odds-format-preference';
import type { SportEvent } from '../api/sport-event';
import { labelText } from '../label';
import { LiveBadge } from '../live/match-clock';
import { marketTitle, outcomeLabel } from '../markets/market-names';
import { usePriceMove } from '../price/use-price-move';
import { eventPath } from '../sportsbook-path';
import type { SelectionState, SlipSelection } from './slip-rules';

/**
 * A selection in the slip: the match (named afresh from the catalogue in the page's language), the market and
 * outcome, its price (flashing when it moves), and why it cannot be placed as it is: another selection of the same
 * match, a price that moved beyond the player's policy, a suspended or withdrawn market.
 */
export function SlipSelectionItem({
  selection,
  event,
  state,
  sameMatch,
  unconfirmed,
  onRemove,
  children,
}: {
  selection: SlipSelection;
  event: SportEvent | null | undefined;
  state: SelectionState;
  sameMatch: boolean;
  /** The market's price now, when it moved beyond the policy. */
  unconfirmed: number | undefined;
  onRemove: () => void;
  /** What the selection adds when it is placed on its own (a single's stake). */
  children?: ReactNode;
}) {
  const { t, lang } = useTranslation();
  const formatOdds = useFormatOdds();
  const sides = { home: event?.home.name ?? selection.home, away: event?.away.name ?? selection.away };
  const market = { type: selection.market, specifiers: selection.specifiers };
  const outcome = labelText(t, outcomeLabel(market, selection.outcome, sides, 'full'));
  const move = usePriceMove(selection.odds);
  const unavailable = state.status === 'suspended' || state.status === 'closed';
  return (
    <li
      className={`grid gap-1 rounded-xl p-3 ring-1 ${
        sameMatch || unavailable ? 'bg-danger/5 ring-danger/40' : 'bg-surface-2/60 ring-line'
      }`}
      data-testid="slip-selection"
    >
      <div className="flex items-start gap-2">
        <Link
          to={eventPath(selection.eventId, lang)}
          className="min-w-0 flex-1 text-xs font-medium text-muted hover:text-fg"
        >
          {event?.status === 'live' ? <LiveBadge className="mr-1.5 align-middle" /> : null}
          <span className="break-words">
            {sides.home} — {sides.away}
          </span>
        </Link>
        <button
          type="button"
          onClick={onRemove}
          aria-label={t('sportsbook.slip.remove', { outcome })}
          className="-m-1 grid size-7 shrink-0 place-items-center rounded-lg text-muted transition-colors hover:bg-surface-3 hover:text-fg"
        >
          <X className="size-4" aria-hidden="true" />
        </button>
      </div>
      <p className="text-[11px] text-muted">{labelText(t, marketTitle(selection.sport, market))}</p>
      <div className="flex items-center gap-2">
        <span className="min-w-0 flex-1 text-sm font-semibold break-words text-fg">{outcome}</span>
        <span
          data-move={move ?? undefined}
          className={`shrink-0 rounded-lg px-2 py-0.5 text-sm font-bold tabular-nums transition-colors ${
            move === 'up' ? 'bg-win/15 text-win' : move === 'down' ? 'bg-danger/15 text-danger' : 'text-fg'
          }`}
          data-testid="slip-selection-odds"
        >
          {formatOdds(selection.odds)}
        </span>
      </div>
      {sameMatch ? (
        <p className="text-[11px] font-semibold text-danger">{t('sportsbook.slip.sameMatchTag')}</p>
      ) : null}
      {unconfirmed !== undefined && !unavailable ? (
        <p className="text-[11px] font-semibold text-accent-ink" data-testid="slip-odds-changed">
          {t('sportsbook.slip.changed', { from: formatOdds(selection.odds), to: formatOdds(unconfirmed) })}
        </p>
      ) : null}
      {unavailable ? (
        <p className="flex items-center gap-1 text-[11px] font-semibold text-danger">
          <Lock className="size-3" aria-hidden="true" />
          {t(state.status === 'suspended' ? 'sportsbook.slip.suspended' : 'sportsbook.slip.closed')}
        </p>
      ) : null}
      {children}
    </li>
  );
}
