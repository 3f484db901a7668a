import type { WheelSegments } from '@casino/contracts';
import ShieldCheck from 'lucide-react/icons/shield-check';
import { useTranslation } from '../../../lib/i18n';
import { formatAmount } from '../../../lib/money/format-amount';
import { percentOfBasisPoints } from './wheel-format';

/**
 * The wheel's published odds: each segment's exact chance (its weight in the total, and the percentage for reading)
 * and its prize, and the average money a spin pays, the same figures the server pays by.
 */
export function WheelOdds({ wheel }: { wheel: WheelSegments }) {
  const { t, lang } = useTranslation();
  return (
    <section className="grid gap-2" aria-labelledby="wheel-odds-title">
      <h3 id="wheel-odds-title" className="text-sm font-bold text-fg">
        {t('chance.wheel.odds.title')}
      </h3>
      <table className="w-full text-sm" data-testid="wheel-odds">
        <thead>
          <tr className="text-left text-xs text-muted">
            <th scope="col" className="py-1 font-semibold">
              {t('chance.wheel.odds.prize')}
            </th>
            <th scope="col" className="py-1 text-right font-semibold">
              {t('chance.wheel.odds.chance')}
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-line">
          {wheel.segments.map((segment) => (
            <tr key={segment.index}>
              <td className="py-1.5 font-semibold text-fg">{segment.prize.title}</td>
              <td className="py-1.5 text-right text-muted tabular-nums">
                {t('chance.wheel.odds.chanceValue', {
                  weight: segment.weight,
                  total: wheel.totalWeight,
                  percent: percentOfBasisPoints(segment.chanceBp, lang),
                })}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      {wheel.expectedMoney > 0 ? (
        <p className="text-xs text-muted" data-testid="wheel-expected">
          {t('chance.wheel.odds.expected', {
            amount: formatAmount(wheel.expectedMoney, wheel.currency, lang),
          })}
        </p>
      ) : null}
      <p className="flex items-start gap-2 rounded-xl bg-surface-2/60 px-3 py-2.5 text-xs leading-relaxed text-muted ring-1 ring-line">
        <ShieldCheck className="mt-0.5 size-4 shrink-0 text-accent-ink" aria-hidden="true" />
        {t('chance.wheel.odds.fair')}
      </p>
    </section>
  );
}
