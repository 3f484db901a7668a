import type { DiceActivity } from '@casino/contracts';
import { useTranslation } from '../../../lib/i18n';
import { formatAmount } from '../../../lib/money/format-amount';

/**
 * The published odds of a dice activity: each total's exact chance (the pairs of faces out of 36) and its prize,
 * and the average money a throw pays, so the player sees the same figures the server pays by.
 */
export function DiceOdds({ activity }: { activity: DiceActivity }) {
  const { t, lang } = useTranslation();
  const rows = activity.odds.filter((row) => row.prize.type !== 'none');
  return (
    <section className="grid gap-2" aria-labelledby={`dice-odds-${activity.kind}`}>
      <h3 id={`dice-odds-${activity.kind}`} className="text-sm font-bold text-fg">
        {t('chance.dice.info.odds')}
      </h3>
      <table className="w-full text-sm" data-testid={`dice-odds-${activity.kind}`}>
        <thead>
          <tr className="text-left text-xs text-muted">
            <th scope="col" className="py-1 font-semibold">
              {t('chance.dice.info.sector')}
            </th>
            <th scope="col" className="py-1 font-semibold">
              {t('chance.dice.info.chance')}
            </th>
            <th scope="col" className="py-1 text-right font-semibold">
              {t('chance.dice.info.prize')}
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-line">
          {rows.map((row) => (
            <tr key={row.sector}>
              <td className="py-1.5 font-bold text-fg tabular-nums">{row.sector}</td>
              <td className="py-1.5 text-muted tabular-nums">
                {t('chance.dice.info.chanceValue', { pairs: row.pairs })}
              </td>
              <td className="py-1.5 text-right font-semibold text-fg">{row.prize.title}</td>
            </tr>
          ))}
        </tbody>
      </table>
      {activity.currency && activity.expectedMoney > 0 ? (
        <p className="text-xs text-muted" data-testid={`dice-expected-${activity.kind}`}>
          {t('chance.dice.info.expected', {
            amount: formatAmount(activity.expectedMoney, activity.currency, lang),
          })}
        </p>
      ) : null}
    </section>
  );
}
