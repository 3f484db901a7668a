import type { CrashLiveBet } from '@casino/contracts';
import { formatMoney } from '@casino/i18n';
import { useTranslation } from '../../lib/i18n';
import { numberFormats } from '../shell/number-formats';

/** The stakes of the round: every player's (masked), their cash-out and win once they have one. */
export function CrashPlayers({ bets, ownBetId }: { bets: CrashLiveBet[]; ownBetId: string | null }) {
  const { t, lang } = useTranslation();
  const formats = numberFormats(lang);
  return (
    <section
      aria-label={t('studio.crash.players')}
      data-testid="crash-players"
      className="flex min-h-0 flex-col border-line bg-surface-1/80 lg:w-72 lg:border-l"
    >
      <h2 className="flex items-center justify-between px-3 py-2 text-xs font-bold tracking-wide text-muted uppercase">
        <span>{t('studio.crash.players')}</span>
        <span className="tabular-nums">{t('studio.crash.betsCount', { count: bets.length })}</span>
      </h2>
      {bets.length === 0 ? (
        <p className="px-3 pb-3 text-sm text-muted">{t('studio.crash.noBets')}</p>
      ) : (
        <ul className="min-h-0 flex-1 overflow-y-auto px-2 pb-2 text-sm">
          {bets.map((bet) => (
            <li
              key={bet.id}
              data-testid="crash-player"
              data-status={bet.status}
              data-own={bet.id === ownBetId ? 'true' : undefined}
              className={`grid grid-cols-[minmax(0,1fr)_auto_auto] items-center gap-2 rounded-lg px-2 py-1.5 ${
                bet.status === 'cashed' ? 'bg-emerald-500/15' : bet.status === 'lost' ? 'opacity-60' : ''
              } ${bet.id === ownBetId ? 'ring-1 ring-amber-400/70' : ''}`}
            >
              <span className="truncate font-semibold">
                {bet.id === ownBetId ? t('studio.crash.you') : bet.nickname}
              </span>
              <span className="text-muted tabular-nums">{formatMoney(bet.stake, bet.currency, lang)}</span>
              <span className="min-w-20 text-right font-bold tabular-nums">
                {bet.status === 'cashed' && bet.cashOut !== null && bet.win !== null ? (
                  <span className="text-emerald-300">
                    {formats.times(bet.cashOut)} · {formatMoney(bet.win, bet.currency, lang)}
                  </span>
                ) : bet.status === 'lost' ? (
                  <span className="text-rose-300">{t('studio.crash.lost')}</span>
                ) : (
                  <span className="text-muted">—</span>
                )}
              </span>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
