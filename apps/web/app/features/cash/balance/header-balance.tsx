import { formatMoney } from '@casino/i18n';
import Gift from 'lucide-react/icons/gift';
import Plus from 'lucide-react/icons/plus';
import { Link } from 'react-router';
import { useAppData } from '../../../lib/app-data';
import { depositPath, trackDepositButton } from '../../../lib/cash-entry';
import { useTranslation } from '../../../lib/i18n';
import { usePlayPaused } from '../../../lib/play-pause';
import { usePlayerBalance } from '../../../lib/player-balance';
import { useCountUp } from '../../../lib/use-count-up';
import { useClientData } from '../../../lib/use-hydrated';

/**
 * The logged-in player's balance in the header of every page (RTS 1A) and the Deposit button: the principal, the
 * bonus balance beside it while there is bonus money (under it on a phone, where the header has no room to
 * spare), and the amount on hold under it when there is one. It counts up when it changes (deposits, withdrawals,
 * wins).
 */
export default function HeaderBalance() {
  const { t, lang } = useTranslation();
  const { i18nLang } = useAppData();
  const balance = useClientData(usePlayerBalance().data);
  const principal = useCountUp(balance?.principal ?? null);
  const to = depositPath(i18nLang);
  const track = () => trackDepositButton({ cash_button_name: 'header_deposit', button_placement: 'header' });
  // A player in a time-out or self-exclusion is not invited to deposit (the page's notice says why).
  const paused = usePlayPaused();

  return (
    <div className="flex items-center gap-1.5" data-testid="header-balance">
      {balance && principal !== null ? (
        <Link
          to={to}
          onClick={track}
          title={t('cash.balance.label')}
          className="grid h-10 min-w-0 content-center rounded-xl bg-surface-2 px-3 text-right ring-1 ring-line transition-colors hover:bg-surface-3"
        >
          <span className="sr-only">{t('cash.balance.label')}: </span>
          <span className="flex flex-col items-end sm:flex-row sm:items-center sm:justify-end sm:gap-1.5">
            <span
              className="text-sm leading-tight font-bold text-fg tabular-nums"
              data-testid="header-balance-amount"
            >
              {formatMoney(principal, balance.currency, lang)}
            </span>
            {balance.bonus > 0 ? (
              <span
                className="inline-flex items-center gap-0.5 rounded-md bg-accent/15 px-1 text-[11px] leading-4 font-semibold text-accent-ink tabular-nums"
                title={t('cash.balance.bonus')}
                data-testid="header-balance-bonus"
              >
                <Gift className="hidden size-3 sm:block" aria-hidden="true" />
                <span className="sr-only">{t('cash.balance.bonus')}: </span>
                {formatMoney(balance.bonus, balance.currency, lang)}
              </span>
            ) : null}
          </span>
          {balance.hold > 0 ? (
            <span
              className="hidden text-[11px] leading-tight text-muted tabular-nums sm:block"
              data-testid="header-balance-hold"
            >
              {t('cash.balance.holdShort', {
                amount: formatMoney(balance.hold, balance.currency, lang),
              })}
            </span>
          ) : null}
        </Link>
      ) : (
        <span aria-hidden="true" className="h-10 w-24 animate-pulse rounded-xl bg-surface-2" />
      )}
      {paused ? null : (
        <Link
          to={to}
          onClick={track}
          data-testid="header-deposit"
          aria-label={t('cash.header.deposit')}
          className="inline-flex h-10 items-center justify-center gap-1.5 rounded-xl bg-accent px-2.5 text-sm font-semibold text-accent-fg shadow-[0_8px_24px_-8px_var(--brand-accent)] transition-colors hover:bg-accent-strong sm:px-4"
        >
          <Plus className="size-5 sm:hidden" aria-hidden="true" />
          <span className="hidden sm:inline">{t('cash.header.deposit')}</span>
        </Link>
      )}
    </div>
  );
}
