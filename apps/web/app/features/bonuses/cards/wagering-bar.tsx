import type { Bonus, Currency } from '@casino/contracts';
import { useTranslation } from '../../../lib/i18n';
import { wageringFigures } from './wagering-figures';

/** How far the bonus is wagered: the stakes counted of those required, in money and percent, and what is left. */
export function WageringBar({
  wagering,
  currency,
}: {
  wagering: NonNullable<Bonus['wagering']>;
  currency: Currency;
}) {
  const { t, lang } = useTranslation();
  const figures = wageringFigures(wagering, currency, lang);
  const progress = t('bonuses.active.wagered', { wagered: figures.wagered, required: figures.required });
  return (
    <div className="grid gap-2" data-testid="bonus-wagering">
      <div className="flex flex-wrap items-baseline justify-between gap-x-3 gap-y-1 text-sm">
        <span className="font-semibold text-fg">{t('bonuses.active.wagering')}</span>
        <span className="text-muted tabular-nums" data-testid="bonus-wagering-figures">
          {progress} · {figures.percent}%
        </span>
      </div>
      <div
        role="progressbar"
        aria-label={t('bonuses.active.wagering')}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={figures.percent}
        aria-valuetext={`${progress} (${figures.percent}%)`}
        className="h-2.5 overflow-hidden rounded-full bg-surface-2 ring-1 ring-line"
      >
        <div
          className="h-full rounded-full bg-accent transition-[width] duration-500"
          style={{ width: `${figures.percent}%` }}
        />
      </div>
      <p className="text-xs text-muted">
        {figures.done ? t('bonuses.active.done') : t('bonuses.active.left', { amount: figures.left })}
      </p>
    </div>
  );
}
