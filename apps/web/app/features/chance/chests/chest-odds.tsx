import type { Chests } from '@casino/contracts';
import { useTranslation } from '../../../lib/i18n';
import { formatAmount } from '../../../lib/money/format-amount';

/**
 * The published odds of a pick: each prize's exact chance (its weight out of the table's total) and the average
 * money one chest pays, the very figures the server draws by.
 */
export function ChestOdds({
  pick,
  testId,
}: {
  pick: Pick<Chests, 'odds' | 'totalWeight' | 'expectedMoney' | 'currency'>;
  testId: string;
}) {
  const { t, lang } = useTranslation();
  return (
    <details className="group rounded-2xl bg-surface-1 px-4 py-3 ring-1 ring-line" data-testid={testId}>
      <summary className="cursor-pointer text-sm font-bold text-fg">{t('chance.chests.odds.title')}</summary>
      <table className="mt-2 w-full text-sm">
        <thead>
          <tr className="text-left text-xs text-muted">
            <th scope="col" className="py-1 font-semibold">
              {t('chance.chests.odds.prize')}
            </th>
            <th scope="col" className="py-1 text-right font-semibold">
              {t('chance.chests.odds.chance')}
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-line">
          {pick.odds.map((row, index) => (
            // The table's lines have no id of their own: their order is the table's.
            // biome-ignore lint/suspicious/noArrayIndexKey: lines of a fixed table
            <tr key={index}>
              <td className="py-1.5 font-semibold text-fg">{row.prize.title}</td>
              <td className="py-1.5 text-right text-muted tabular-nums">
                {t('chance.chests.odds.chanceValue', { weight: row.weight, total: pick.totalWeight })}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      {pick.expectedMoney > 0 ? (
        <p className="mt-2 text-xs text-muted">
          {t('chance.chests.odds.expected', {
            amount: formatAmount(pick.expectedMoney, pick.currency, lang),
          })}
        </p>
      ) : null}
    </details>
  );
}
