import type { ExpressOfTheDayLeg } from '@casino/contracts';
import { formatDayTime, formatMoney } from '@casino/i18n';
import { Link } from 'react-router';
import { Button } from '../../../components/ui/button';
import { LoadFailed } from '../../../components/ui/load-failed';
import { SkeletonList } from '../../../components/ui/skeleton';
import { useAppData } from '../../../lib/app-data';
import { useTranslation } from '../../../lib/i18n';
import { parseMajorAmount } from '../../../lib/money/amount';
import { useFormatOdds } from '../../../lib/odds-format-preference';
import { useExpressOfTheDay } from '../api/express-of-the-day';
import { labelText } from '../label';
import { outcomeLabel } from '../markets/market-names';
import { potentialWin } from '../odds';
import { showPanelTab } from '../slip/panel-state';
import { clearNotice, getPlacement, IDLE, setPlacement } from '../slip/placement';
import { updateSlip, useSlip } from '../slip/slip-store';
import { eventPath, sportPath } from '../sportsbook-path';
import { expressSelections, withExpress } from './express-slip';

function Leg({ leg }: { leg: ExpressOfTheDayLeg }) {
  const { t, lang } = useTranslation();
  const formatOdds = useFormatOdds();
  const { event } = leg;
  const sides = { home: event.home.name, away: event.away.name };
  // The picked outcome named as the slip and "my bets" name it; without the main market, by its id.
  const pick = event.mainMarket
    ? labelText(t, outcomeLabel(event.mainMarket, leg.outcome, sides, 'full'))
    : leg.outcome;
  return (
    <li className="flex items-center gap-3 px-3 py-2.5" data-testid="express-leg" data-event-id={event.id}>
      <Link to={eventPath(event.id, lang)} className="grid min-w-0 flex-1 gap-0.5">
        <span className="truncate text-sm font-semibold text-fg">
          {event.home.name} — {event.away.name}
        </span>
        <span className="truncate text-xs text-muted">
          {event.tournament.name} ·{' '}
          <time dateTime={event.scheduledAt} className="tabular-nums">
            {formatDayTime(new Date(event.scheduledAt), lang)}
          </time>
        </span>
      </Link>
      <span className="grid shrink-0 justify-items-end gap-0.5 text-right">
        <span className="max-w-40 truncate text-xs font-semibold text-muted">{pick}</span>
        <span className="text-sm font-bold text-fg tabular-nums">{formatOdds(leg.odds)}</span>
      </span>
    </li>
  );
}

/**
 * The express of the day: the matches the sportsbook proposes with their favourites and prices, the combined price
 * and what the slip's stake would win on it, and one button that puts the whole express in the bet slip (in place
 * of what it held). When too few matches fit today, an empty state leads back to the line.
 */
export function ExpressOfTheDay() {
  const { t, lang } = useTranslation();
  const formatOdds = useFormatOdds();
  const { currency } = useAppData().appMain.player;
  const express = useExpressOfTheDay();
  const slip = useSlip();

  if (express.isPending) return <SkeletonList rows={3} itemClassName="h-16" />;
  if (express.isError) {
    return (
      <LoadFailed
        text={t('sportsbook.loadFailed')}
        retryLabel={t('sportsbook.retry')}
        onRetry={() => void express.refetch()}
      />
    );
  }
  const day = express.data;
  if (day === null || day.legs.length === 0) {
    return (
      <div className="grid justify-items-center gap-2 rounded-2xl bg-surface-1 p-8 text-center ring-1 ring-line">
        <p className="text-base font-bold text-fg">{t('sportsbook.express.emptyTitle')}</p>
        <p className="max-w-md text-sm text-muted">{t('sportsbook.express.emptyText')}</p>
        <Link to={sportPath(null, lang)} className="text-sm font-semibold text-accent-ink hover:underline">
          {t('sportsbook.express.toLine')}
        </Link>
      </div>
    );
  }

  const stake = parseMajorAmount(slip.stake, currency);
  const stakeMinor = stake.ok && stake.minor > 0 ? stake.minor : null;
  const addable = expressSelections(day.legs) !== null;
  const add = () => {
    updateSlip((current) => withExpress(current, day.legs));
    // A new slip after a bet that stands: the confirmation gives way to it.
    if (getPlacement().stage === 'accepted') setPlacement(IDLE);
    else clearNotice();
    showPanelTab('slip', true);
  };

  return (
    <section className="grid gap-4" data-testid="express-of-the-day">
      <ul className="divide-y divide-line rounded-2xl bg-surface-1 ring-1 ring-line">
        {day.legs.map((leg) => (
          <Leg key={leg.event.id} leg={leg} />
        ))}
      </ul>
      <div className="grid gap-2 rounded-2xl bg-surface-1 p-3 ring-1 ring-line">
        <p className="flex justify-between gap-3 text-sm">
          <span className="text-muted">{t('sportsbook.express.totalOdds')}</span>
          <span className="font-bold text-fg tabular-nums" data-testid="express-total-odds">
            {formatOdds(day.odds)}
          </span>
        </p>
        <p className="flex items-baseline justify-between gap-3 text-sm">
          <span className="text-muted">
            {stakeMinor === null
              ? t('sportsbook.express.potentialWinNoStake')
              : t('sportsbook.express.potentialWin', { stake: formatMoney(stakeMinor, currency, lang) })}
          </span>
          <span
            className="text-base font-extrabold text-win tabular-nums"
            data-testid="express-potential-win"
          >
            {stakeMinor === null
              ? '—'
              : formatMoney(
                  potentialWin(
                    stakeMinor,
                    day.legs.map((leg) => leg.odds),
                  ),
                  currency,
                  lang,
                )}
          </span>
        </p>
        <Button size="lg" onClick={add} disabled={!addable} data-testid="express-add">
          {t('sportsbook.express.add')}
        </Button>
      </div>
    </section>
  );
}
