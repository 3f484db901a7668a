import type { Currency } from '@casino/contracts';
import { formatMoney } from '@casino/i18n';
import LoaderCircle from 'lucide-react/icons/loader-circle';
import ShieldCheck from 'lucide-react/icons/shield-check';
import ShieldX from 'lucide-react/icons/shield-x';
import { useEffect, useRef, useState } from 'react';
import { ModalHeader } from '../../../components/modals/modal-header';
import { StatusModal } from '../../../components/modals/status-modal';
import { Button, ButtonLink } from '../../../components/ui/button';
import { depositPath, trackDepositButton } from '../../../lib/cash-entry';
import { useTranslation } from '../../../lib/i18n';
import { useInsuranceInfo } from '../../../lib/insurance-info';
import type { ModalBodyProps } from '../../../lib/modals/modal-registry';
import { closeModal, useModalState } from '../../../lib/modals/modal-store';
import { useBonusRefusal } from '../use-bonus-refusal';
import { riskPopupView } from './insurance-figures';
import { useApplyInsurance, useInsuranceInformed } from './insurance-queries';
import { InsuranceTermsList } from './insurance-terms-list';

/** Marks the outcome seen once the popup closes, however it is closed (its button, the cross, Escape). */
function useInformedOnClose(insuranceId: number) {
  const { open } = useModalState();
  const informed = useInsuranceInformed();
  const sent = useRef(false);
  useEffect(() => {
    if (open || sent.current) return;
    sent.current = true;
    informed.mutate(insuranceId);
  }, [open, insuranceId, informed]);
}

/** A lost insured deposit came back: how much. */
function RestoredOutcome({
  insuranceId,
  amount,
  currency,
}: {
  insuranceId: number;
  amount: number;
  currency: Currency;
}) {
  const { t, lang } = useTranslation();
  useInformedOnClose(insuranceId);
  return (
    <StatusModal
      testId="risk-bonus-restored"
      tone="accent"
      icon={<ShieldCheck className="size-8" aria-hidden="true" />}
      title={t('bonuses.insurance.restored.title')}
      actions={
        <Button size="lg" className="w-full" onClick={closeModal} data-testid="risk-bonus-seen">
          {t('bonuses.insurance.seen')}
        </Button>
      }
    >
      <p className="text-fg">
        {t('bonuses.insurance.restored.text', { amount: formatMoney(amount, currency, lang) })}
      </p>
    </StatusModal>
  );
}

/** The insurance was rejected: why. */
function RejectedOutcome({ insuranceId, reason }: { insuranceId: number; reason: string | null }) {
  const { t } = useTranslation();
  useInformedOnClose(insuranceId);
  return (
    <StatusModal
      testId="risk-bonus-rejected"
      tone="danger"
      icon={<ShieldX className="size-8" aria-hidden="true" />}
      title={t('bonuses.insurance.rejected.title')}
      actions={
        <Button size="lg" className="w-full" onClick={closeModal} data-testid="risk-bonus-seen">
          {t('bonuses.insurance.seen')}
        </Button>
      }
    >
      <p className="text-fg">
        {reason ? t(`bonuses.insurance.rejected.reasons.${reason}`) : t('bonuses.insurance.rejected.text')}
      </p>
    </StatusModal>
  );
}

/** The programme's terms in full before the player opts in, then the opt-in and the way to the cash desk. */
function InsuranceOffer() {
  const { t, lang } = useTranslation();
  const info = useInsuranceInfo();
  const apply = useApplyInsurance();
  const refusal = useBonusRefusal();
  const [error, setError] = useState<string | null>(null);
  const terms = info.data?.data.program ?? null;
  const insured = info.data?.status === 'active' || apply.isSuccess;
  const onApply = () => {
    setError(null);
    apply.mutate(undefined, { onError: (failure) => setError(refusal(failure)) });
  };
  const toDeposit = () => {
    trackDepositButton({ cash_button_name: 'insurance', button_placement: 'bonus' });
    closeModal();
  };

  return (
    <div data-testid="risk-bonus-popup" className="flex flex-1 flex-col">
      <ModalHeader title={terms?.title ?? t('bonuses.insurance.title')} />
      <div className="grid gap-4 px-5 pt-2 pb-6 lg:px-6">
        {info.isPending ? (
          <LoaderCircle className="mx-auto size-6 animate-spin text-muted" aria-hidden="true" />
        ) : !terms ? (
          <p className="text-sm text-muted" data-testid="risk-bonus-missing">
            {t('bonuses.insurance.missing')}
          </p>
        ) : (
          <>
            <p className="text-sm text-muted">{terms.description}</p>
            <InsuranceTermsList terms={terms} />
            {error ? (
              <p role="alert" className="text-sm text-danger" data-testid="risk-bonus-error">
                {error}
              </p>
            ) : null}
            <div className="grid gap-2">
              {insured ? (
                <>
                  <p className="text-sm font-semibold text-fg" data-testid="risk-bonus-insured">
                    {t('bonuses.insurance.waiting', {
                      amount: formatMoney(terms.minDeposit, terms.currency, lang),
                    })}
                  </p>
                  <ButtonLink to={depositPath(lang)} size="lg" className="w-full" onClick={toDeposit}>
                    {t('bonuses.insurance.deposit')}
                  </ButtonLink>
                </>
              ) : (
                <Button
                  size="lg"
                  onClick={onApply}
                  disabled={apply.isPending}
                  aria-busy={apply.isPending || undefined}
                  data-testid="risk-bonus-apply"
                >
                  {apply.isPending ? (
                    <LoaderCircle className="size-5 animate-spin" aria-hidden="true" />
                  ) : null}
                  {t('bonuses.insurance.apply')}
                </Button>
              )}
              <Button size="lg" variant="ghost" onClick={closeModal}>
                {t('bonuses.insurance.later')}
              </Button>
            </div>
          </>
        )}
      </div>
    </div>
  );
}

/**
 * RiskBonusPopup (spec section 2, the no-risk deposit): the terms before the player opts in, then the opt-in and
 * the way to the cash desk; or, opened by a `restore` or `insurance-reject` push, the outcome, marked seen
 * (`informed`) when the popup closes.
 */
export default function RiskBonusPopup({ params }: ModalBodyProps) {
  const view = riskPopupView(params);
  if (view.kind === 'restored') {
    return <RestoredOutcome insuranceId={view.insuranceId} amount={view.amount} currency={view.currency} />;
  }
  if (view.kind === 'rejected')
    return <RejectedOutcome insuranceId={view.insuranceId} reason={view.reason} />;
  return <InsuranceOffer />;
}
