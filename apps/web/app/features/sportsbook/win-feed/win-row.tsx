import type { SportWinFeedEntry } from '@casino/contracts';
import { useTranslation } from '../../../lib/i18n';
import { formatAmount } from '../../../lib/money/format-amount';
import { useFormatOdds } from '../../../lib/odds-format-preference';
import { elapsedSince, formatElapsed } from './time-ago';

/**
 * One win: the kind of bet and how long ago, then what it paid and at what odds. Anonymous, as the feed is. A win
 * that just arrived glows for a moment (fading in only where motion is welcome).
 */
export function WinRow({
  win,
  now,
  fresh,
  className,
}: {
  win: SportWinFeedEntry;
  now: number;
  fresh: boolean;
  className: string;
}) {
  const { t, lang } = useTranslation();
  const formatOdds = useFormatOdds();
  const elapsed = elapsedSince(win.wonAt, now);
  const tone = fresh ? 'bg-win/15 ring-win motion-safe:animate-fade-in' : 'bg-surface-2 ring-line';
  return (
    <li
      data-testid="sport-win-feed-row"
      data-bet-id={win.betId}
      data-fresh={fresh || undefined}
      className={`grid gap-0.5 rounded-xl px-3 py-2 ring-1 motion-safe:transition-colors motion-safe:duration-700 ${tone} ${className}`}
    >
      <div className="flex items-center justify-between gap-2 text-xs text-muted">
        <span className="truncate font-semibold">
          {t(win.betType === 'single' ? 'sportsbook.slip.single' : 'sportsbook.slip.express')}
        </span>
        <time dateTime={win.wonAt} className="shrink-0">
          {elapsed ? formatElapsed(elapsed, lang) : t('sportsbook.winFeed.justNow')}
        </time>
      </div>
      <div className="flex items-baseline justify-between gap-2 tabular-nums">
        <span className="truncate font-bold text-win">{formatAmount(win.winAmount, win.currency, lang)}</span>
        <span className="shrink-0 text-xs text-muted">
          {t('sportsbook.winFeed.odds', { odds: formatOdds(Math.round(win.coefficient * 100)) })}
        </span>
      </div>
    </li>
  );
}
