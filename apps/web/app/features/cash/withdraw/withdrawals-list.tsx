import type { Withdrawal, WithdrawalStatus } from '@casino/contracts';
import { formatDayTime, formatMoney } from '@casino/i18n';
import { useTranslation } from '../../../lib/i18n';
import { openModal } from '../../../lib/modals/modal-store';

const STATUS_TONES: Record<WithdrawalStatus, string> = {
  pending: 'bg-amber-500/15 text-amber-400 ring-amber-500/30 light:text-amber-700',
  approved: 'bg-accent/15 text-accent-ink ring-accent/30',
  paid: 'bg-win/15 text-win ring-win/30',
  rejected: 'bg-danger/12 text-danger ring-danger/25',
  canceled: 'bg-surface-2 text-muted ring-line',
};

/** The player's withdrawals, newest first, each with its status; a pending one can be canceled. */
export function WithdrawalsList({ withdrawals }: { withdrawals: readonly Withdrawal[] }) {
  const { t, lang } = useTranslation();
  return (
    <section className="grid gap-3" aria-labelledby="withdrawals-title">
      <h3 id="withdrawals-title" className="text-sm font-semibold text-fg">
        {t('cash.withdraw.list')}
      </h3>
      {withdrawals.length === 0 ? (
        <p className="rounded-2xl bg-surface-2/40 p-4 text-center text-sm text-muted ring-1 ring-line">
          {t('cash.withdraw.empty')}
        </p>
      ) : (
        <ul className="grid gap-2">
          {withdrawals.map((withdrawal) => {
            const amount = formatMoney(withdrawal.amount, withdrawal.currency, lang);
            return (
              <li
                key={withdrawal.id}
                data-testid="withdrawal-item"
                data-status={withdrawal.status}
                className="flex items-center gap-3 rounded-2xl bg-surface-2/60 p-3.5 ring-1 ring-line"
              >
                <div className="grid min-w-0 flex-1 gap-0.5">
                  <p className="flex flex-wrap items-center gap-2">
                    <span className="font-bold text-fg tabular-nums">{amount}</span>
                    <span
                      className={`inline-flex rounded-full px-2 py-0.5 text-[11px] font-semibold ring-1 ${STATUS_TONES[withdrawal.status]}`}
                      data-testid="withdrawal-status"
                    >
                      {t(`cash.withdraw.statuses.${withdrawal.status}`)}
                    </span>
                  </p>
                  <p className="truncate text-xs text-muted">
                    {t('cash.withdraw.to', { destination: withdrawal.destination })} ·{' '}
                    {formatDayTime(new Date(withdrawal.createdAt), lang)}
                  </p>
                  {withdrawal.rejectionReason ? (
                    <p className="text-xs text-danger">
                      {t('cash.withdraw.reason', { reason: withdrawal.rejectionReason })}
                    </p>
                  ) : null}
                </div>
                {withdrawal.status === 'pending' ? (
                  <button
                    type="button"
                    data-testid="withdrawal-cancel"
                    onClick={() =>
                      openModal('WithdrawCancelPopup', {
                        withdrawalId: withdrawal.id,
                        amount: String(withdrawal.amount),
                        currency: withdrawal.currency,
                      })
                    }
                    className="h-9 shrink-0 rounded-lg px-3 text-sm font-semibold text-muted ring-1 ring-line transition hover:bg-surface-3 hover:text-fg"
                  >
                    {t('cash.withdraw.cancel')}
                  </button>
                ) : null}
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
}
