import { localizePath } from '@casino/contracts';
import CircleCheck from 'lucide-react/icons/circle-check';
import CircleX from 'lucide-react/icons/circle-x';
import { useEffect } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { useLanguage } from '../../../lib/app-data';
import { useTranslation } from '../../../lib/i18n';
import { CASH_ROUTES } from '../../../lib/route-table';
import { PAYMENT_RETURN_MESSAGE } from '../state/payment-messages';
import { isUuid } from '../state/uuid';

export type PaymentOutcome = 'success' | 'fail';

/**
 * Where the payment provider returns (the deposit success and fail routes). Inside the cash desk's payment frame
 * it tells the cash desk (same-site message) and shows a short status; opened as a page, it leads to the cash desk,
 * which shows the payment's result as the server has it. The outcome in the address only picks the words here:
 * the result itself always comes from the server.
 */
export function PaymentReturnPage({ outcome }: { outcome: PaymentOutcome }) {
  const { t } = useTranslation();
  const lang = useLanguage();
  const location = useLocation();
  const navigate = useNavigate();
  const raw = new URLSearchParams(location.search).get('paymentId');
  const paymentId = isUuid(raw) ? raw : null;

  useEffect(() => {
    if (window.parent !== window) {
      window.parent.postMessage({ type: PAYMENT_RETURN_MESSAGE, paymentId, outcome }, window.location.origin);
      return;
    }
    const deposit = localizePath(CASH_ROUTES.deposit.path, lang);
    void navigate(paymentId ? `${deposit}?paymentId=${paymentId}` : deposit, { replace: true });
  }, [paymentId, outcome, lang, navigate]);

  const Icon = outcome === 'success' ? CircleCheck : CircleX;
  return (
    <main
      data-testid="payment-return"
      data-outcome={outcome}
      className="grid min-h-dvh place-items-center bg-surface-1 p-6 text-center"
    >
      <div className="grid justify-items-center gap-3">
        <Icon
          className={`size-12 ${outcome === 'success' ? 'text-win' : 'text-danger'}`}
          aria-hidden="true"
          strokeWidth={2.2}
        />
        <h1 className="text-lg font-bold text-fg">{t(`cash.return.${outcome}`)}</h1>
        <p role="status" className="text-sm text-muted">
          {t('cash.return.wait')}
        </p>
      </div>
    </main>
  );
}
