import { formatMoney } from '@casino/i18n';
import ShieldCheck from 'lucide-react/icons/shield-check';
import { useAppData } from '../../../lib/app-data';
import { useTranslation } from '../../../lib/i18n';
import { pendingDepositInsurance, useInsuranceInfo } from '../../../lib/insurance-info';

const HOURS_PER_DAY = 24;

/**
 * The no-risk deposit line: shown while the player's insurance waits for its deposit, with the terms it was taken
 * on. A failed insurance info request shows nothing (spec section 8), and a self-excluded player, who is offered no
 * bonus, is not asked.
 */
export function NoRiskLine() {
  const { t, lang } = useTranslation();
  const excluded = useAppData().appMain.player.ludomanRequestStatus === 'active';
  const info = useInsuranceInfo(!excluded);
  const terms = pendingDepositInsurance(info.data, info.isError);
  if (!terms) return null;
  const money = (minor: number) => formatMoney(minor, terms.currency, lang);
  const period =
    terms.coverageHours % HOURS_PER_DAY === 0
      ? t('cash.deposit.noRisk.days', { count: terms.coverageHours / HOURS_PER_DAY })
      : t('cash.deposit.noRisk.hours', { count: terms.coverageHours });
  return (
    <p
      data-testid="deposit-no-risk"
      className="flex items-start gap-2 rounded-xl bg-accent/10 px-3.5 py-3 text-sm text-fg ring-1 ring-accent/25"
    >
      <ShieldCheck className="mt-0.5 size-4.5 shrink-0 text-accent-ink" aria-hidden="true" />
      <span>
        <span className="font-semibold">{t('cash.deposit.noRisk.title')}</span>{' '}
        {t('cash.deposit.noRisk.text', {
          percent: terms.percent,
          max: money(terms.maxAmount),
          min: money(terms.minDeposit),
          period,
        })}
      </span>
    </p>
  );
}
