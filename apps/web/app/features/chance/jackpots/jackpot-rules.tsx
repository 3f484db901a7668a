import type { JackpotStatus } from '@casino/contracts';
import { formatMoney, numberFormat } from '@casino/i18n';
import { useTranslation } from '../../../lib/i18n';

/** A stake of this many major units is the example the odds are published for (₴10, $10, ...). */
const EXAMPLE_STAKE = 10_00;

/** The jackpot's published terms: its share of stakes, what it starts again from, its exact odds and its games. */
export function JackpotRules({ jackpot }: { jackpot: JackpotStatus }) {
  const { t, lang } = useTranslation();
  const number = numberFormat(lang);
  const tickets = Math.min(EXAMPLE_STAKE * jackpot.odds.ticketsPerMinorUnit, jackpot.odds.totalTickets);
  return (
    <section className="grid gap-3 rounded-2xl bg-surface-2 p-4 ring-1 ring-line" data-testid="jackpot-rules">
      <h2 className="text-lg font-bold text-fg">{t('chance.jackpots.rules.title')}</h2>
      <ul className="grid list-disc gap-1.5 ps-5 text-sm text-muted">
        <li>
          {t('chance.jackpots.rules.share', {
            share: numberFormat(lang, { style: 'percent', maximumFractionDigits: 2 }).format(
              jackpot.shareBasisPoints / 10_000,
            ),
          })}
        </li>
        <li>
          {t('chance.jackpots.rules.seed', {
            amount: formatMoney(jackpot.seedAmount, jackpot.currency, lang),
          })}
        </li>
        <li data-testid="jackpot-odds">
          {t('chance.jackpots.rules.odds', {
            stake: formatMoney(EXAMPLE_STAKE, jackpot.currency, lang),
            tickets: number.format(tickets),
            total: number.format(jackpot.odds.totalTickets),
          })}
        </li>
        <li>{t('chance.jackpots.rules.fair')}</li>
      </ul>
      <div className="grid gap-1.5">
        <h3 className="text-sm font-semibold text-fg">{t('chance.jackpots.rules.games')}</h3>
        <ul className="flex flex-wrap gap-1.5">
          {jackpot.games.map((game) => (
            <li key={game} className="rounded-full bg-surface-3 px-2.5 py-1 text-xs text-fg ring-1 ring-line">
              {game}
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
