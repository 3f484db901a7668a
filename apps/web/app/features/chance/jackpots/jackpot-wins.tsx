import type { JackpotWin } from '@casino/contracts';
import { formatDayTime, formatMoney } from '@casino/i18n';
import { useTranslation } from '../../../lib/i18n';

/** The latest jackpot wins in the viewer's currency, newest first, each winner masked. */
export function JackpotWins({ wins }: { wins: readonly JackpotWin[] }) {
  const { t, lang } = useTranslation();
  return (
    <section className="grid gap-3 rounded-2xl bg-surface-2 p-4 ring-1 ring-line" data-testid="jackpot-wins">
      <h2 className="text-lg font-bold text-fg">{t('chance.jackpots.wins.title')}</h2>
      {wins.length === 0 ? (
        <p className="text-sm text-muted">{t('chance.jackpots.wins.none')}</p>
      ) : (
        <ul className="grid gap-2">
          {wins.map((win) => (
            <li
              key={`${win.jackpot}-${win.wonAt}`}
              className="flex flex-wrap items-baseline justify-between gap-x-3 gap-y-0.5 text-sm"
            >
              <span className="text-fg">{t('chance.jackpots.wins.winner', { winner: win.winner })}</span>
              <span className="font-bold text-win tabular-nums">
                {formatMoney(win.amount, win.currency, lang)}
              </span>
              <span className="w-full text-xs text-muted">{formatDayTime(new Date(win.wonAt), lang)}</span>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
