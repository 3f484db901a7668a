import type { Payment, PlayerBalance } from '@casino/contracts';
import { formatMoney } from '@casino/i18n';
import CircleCheck from 'lucide-react/icons/circle-check';
import CircleX from 'lucide-react/icons/circle-x';
import LoaderCircle from 'lucide-react/icons/loader-circle';
import { Button } from '../../../components/ui/button';
import { useSecondsLeft } from '../../../lib/countdown';
import { useTranslation } from '../../../lib/i18n';
import { usePlayerBalance } from '../../../lib/player-balance';
import { transactionsSuspension } from '../state/transactions-suspension';
import { ResultScreen } from '../ui/result-screen';

/** The provider is done; the credit (or refusal) is on its way from the provider's notification. */
export function ConfirmingPayment() {
  const { t } = useTranslation();
  return (
    <ResultScreen
      tone="progress"
      icon={LoaderCircle}
      spin
      title={t('cash.confirming.title')}
      testId="deposit-confirming"
    >
      <p>{t('cash.confirming.text')}</p>
    </ResultScreen>
  );
}

export function DepositSucceeded({
  payment,
  balance,
  onDone,
  onAgain,
}: {
  payment: Payment;
  balance: PlayerBalance | null;
  onDone: () => void;
  onAgain: () => void;
}) {
  const { t, lang } = useTranslation();
  // The answer may come without the balance: the refreshed balance query has it then.
  const latest = usePlayerBalance();
  const shown = balance ?? latest.data ?? null;
  return (
    <ResultScreen
      tone="success"
      icon={CircleCheck}
      title={t('cash.success.title')}
      testId="deposit-success"
      actions={
        <>
          <Button size="lg" className="w-full" onClick={onDone} data-testid="deposit-success-done">
            {t('cash.success.done')}
          </Button>
          <Button variant="ghost" size="lg" className="w-full" onClick={onAgain}>
            {t('cash.success.again')}
          </Button>
        </>
      }
    >
      <p
        className="text-3xl font-extrabold tracking-tight text-win tabular-nums"
        data-testid="deposit-success-amount"
      >
        +{formatMoney(payment.amount, payment.currency, lang)}
      </p>
      {shown ? (
        <p data-testid="deposit-success-balance">
          {t('cash.success.balance', { amount: formatMoney(shown.principal, shown.currency, lang) })}
        </p>
      ) : null}
    </ResultScreen>
  );
}

/** Why a deposit failed, in the player's words; codes without their own wording read as a general failure. */
const REASONS = new Set([
  'declined',
  'insufficient_funds',
  'authentication_failed',
  'expired',
  'provider_error',
  'self_excluded',
  'network',
  'timeout',
]);

export function DepositFailed({ reason, onRetry }: { reason: string; onRetry: () => void }) {
  const { t } = useTranslation();
  const secondsLeft = useSecondsLeft(transactionsSuspension.useNotice()?.until ?? 0);
  return (
    <ResultScreen
      tone="failure"
      icon={CircleX}
      title={t('cash.failed.title')}
      testId="deposit-failed"
      actions={
        <Button size="lg" className="w-full" onClick={onRetry} data-testid="deposit-retry">
          {t('cash.failed.tryAgain')}
        </Button>
      }
    >
      <p data-testid="deposit-failed-reason">
        {t(`cash.failed.reasons.${REASONS.has(reason) ? reason : 'unknown'}`)}
      </p>
      {secondsLeft > 0 ? (
        <p className="font-medium text-fg" data-testid="deposit-suspension">
          {t('cash.failed.suspended', { seconds: secondsLeft })}
        </p>
      ) : null}
    </ResultScreen>
  );
}
