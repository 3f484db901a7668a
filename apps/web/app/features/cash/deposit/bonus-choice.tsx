import type { Currency } from '@casino/contracts';
import { formatMoney } from '@casino/i18n';
import type { LucideIcon } from 'lucide-react';
import Ban from 'lucide-react/icons/ban';
import Gift from 'lucide-react/icons/gift';
import { useTranslation } from '../../../lib/i18n';
import type { DepositBonusOption } from '../api/deposit-bonuses';
import { ChoiceTile } from './choice-tile';

function Mark({ icon: Icon }: { icon: LucideIcon }) {
  return (
    <span className="grid size-8 place-items-center rounded-lg bg-accent/15 text-accent-ink">
      <Icon className="size-4.5" aria-hidden="true" />
    </span>
  );
}

/**
 * The deposit bonuses the amount qualifies for, each with what it brings for this amount (the bonus, the stakes
 * it needs, the most it can turn into), and "no bonus" beside them: the player chooses, nothing is chosen for them.
 */
export function BonusChoice({
  options,
  currency,
  chosen,
  onChoose,
  stale,
  notForAmount,
}: {
  options: readonly DepositBonusOption[];
  currency: Currency;
  chosen: number | null;
  onChoose: (bonusId: number | null) => void;
  /** The options are an earlier amount's while the typed one's are read. */
  stale: boolean;
  /** The bonus the player chose does not apply to this amount. */
  notForAmount: boolean;
}) {
  const { t, lang } = useTranslation();
  const money = (minor: number) => formatMoney(minor, currency, lang);
  return (
    <fieldset className="grid gap-2.5" aria-busy={stale || undefined} data-testid="deposit-bonus-choice">
      <legend className="mb-2.5 text-sm font-semibold text-fg">{t('cash.deposit.bonusTitle')}</legend>
      <div className={`grid grid-cols-2 gap-2.5 transition-opacity ${stale ? 'opacity-60' : ''}`}>
        <ChoiceTile
          name="deposit-bonus"
          value="none"
          checked={chosen === null}
          onSelect={() => onChoose(null)}
          mark={<Mark icon={Ban} />}
          title={t('cash.deposit.bonus.none')}
          detail={t('cash.deposit.bonus.noneDetail')}
          testId="deposit-bonus-none"
        />
        {options.map(({ bonus, calculationFields: fields }) => (
          <ChoiceTile
            key={bonus.id}
            name="deposit-bonus"
            value={String(bonus.id)}
            checked={chosen === bonus.id}
            onSelect={() => onChoose(bonus.id)}
            mark={<Mark icon={Gift} />}
            title={bonus.title}
            detail={[
              t('cash.deposit.bonus.brings', { amount: money(fields.bonusAmount) }),
              t('cash.deposit.bonus.wagering', { amount: money(fields.wageringRequired) }),
              ...(fields.maxConversion === null
                ? []
                : [t('cash.deposit.bonus.maxConversion', { amount: money(fields.maxConversion) })]),
            ].join(' · ')}
            testId={`deposit-bonus-${bonus.id}`}
          />
        ))}
      </div>
      {notForAmount ? (
        <p className="text-xs text-muted" data-testid="deposit-bonus-not-for-amount">
          {t('cash.deposit.bonus.notForAmount')}
        </p>
      ) : chosen !== null ? (
        <p className="text-xs text-muted">{t('cash.deposit.bonusNote')}</p>
      ) : null}
    </fieldset>
  );
}
