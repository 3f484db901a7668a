import { type CashLocation, CURRENCY_BY_ID, type Currency, type Money } from '@casino/contracts';
import { formatMoney } from '@casino/i18n';
import Wallet from 'lucide-react/icons/wallet';
import { useEffect, useMemo, useState } from 'react';
import { DepositLimitLink } from '../../../components/layout/deposit-limit-link';
import { Button } from '../../../components/ui/button';
import { Skeleton } from '../../../components/ui/skeleton';
import { useBrand } from '../../../lib/app-data';
import { useTranslation } from '../../../lib/i18n';
import { type AppCash, useAppCash } from '../api/app-cash';
import type { DepositOptions } from '../state/deposit-choice';
import { clearLightCash, readLightCash, usableLightCash } from '../state/light-cash';
import {
  applePayButtonUrl,
  canUseApplePay,
  googlePayButtonUrl,
  methodsForBrowser,
} from '../state/wallet-buttons';
import { NoticeCard } from '../ui/notice-card';
import { BankTransferDetails } from './bank-transfer-details';
import { CardSuccessBanner } from './card-success-banner';
import { DepositForm } from './deposit-form';
import { ConfirmingPayment, DepositFailed, DepositSucceeded } from './deposit-results';
import { PaymentFrame } from './payment-frame';
import { PayoutCancelOffer } from './payout-cancel-offer';
import { useDepositFlow } from './use-deposit-flow';

export interface DepositViewProps {
  bonusId: number | null;
  resumePaymentId: string | null;
  location: CashLocation;
  onClose: () => void;
  onBusyChange: (busy: boolean) => void;
  onSelfExcluded: (error: unknown) => void;
}

/** The deposit tab: loads the cash desk's data, then runs the deposit flow. */
export function DepositView(props: DepositViewProps) {
  const { t } = useTranslation();
  const cash = useAppCash();
  if (cash.isError) {
    return (
      <div role="alert" className="grid justify-items-center gap-4 py-10 text-center">
        <p className="text-sm text-muted">{t('cash.loadFailed')}</p>
        <Button variant="secondary" onClick={() => void cash.refetch()}>
          {t('cash.retry')}
        </Button>
      </div>
    );
  }
  if (!cash.data) return <DepositSkeleton />;
  if (cash.data.methods.length === 0) {
    return (
      <NoticeCard
        tone="warning"
        icon={Wallet}
        title={t('cash.deposit.noMethods')}
        testId="deposit-no-methods"
      />
    );
  }
  return <DepositFlow cash={cash.data} {...props} />;
}

function DepositSkeleton() {
  return (
    <div className="grid gap-4" role="status" aria-busy="true">
      <Skeleton className="h-5 w-32" />
      <div className="grid grid-cols-2 gap-2.5">
        <Skeleton className="h-16" />
        <Skeleton className="h-16" />
        <Skeleton className="h-16" />
        <Skeleton className="h-16" />
      </div>
      <Skeleton className="h-14" />
      <Skeleton className="h-9 w-3/4" />
      <Skeleton className="h-13" />
    </div>
  );
}

function DepositFlow({
  cash,
  bonusId,
  resumePaymentId,
  location,
  onClose,
  onBusyChange,
  onSelfExcluded,
}: DepositViewProps & { cash: AppCash }) {
  const { t, lang } = useTranslation();
  const brand = useBrand();
  const currency: Currency = CURRENCY_BY_ID[cash.currencyId];
  const flow = useDepositFlow({
    currencyId: cash.currencyId,
    location,
    resumePaymentId,
    onSelfExcluded,
  });
  const options = useMemo<DepositOptions>(
    () => ({
      currency,
      methods: methodsForBrowser(cash.methods, canUseApplePay()),
      presets: cash.presets,
      oneClick: cash.oneClick,
    }),
    [cash, currency],
  );
  const [lightCash] = useState(() => {
    const stored = readLightCash();
    const usable = usableLightCash(stored, options);
    // Spec section 4: a record that no longer fits the player's currency or methods is reset.
    if (stored && !usable) clearLightCash();
    return usable;
  });

  useEffect(() => onBusyChange(flow.busy), [flow.busy, onBusyChange]);

  const { stage } = flow;
  const google = cash.methods.find((method) => method.slug === 'google_pay')?.addFields.google;
  const money = ({ amount, currency: code }: Money) => formatMoney(amount, code, lang);

  switch (stage.step) {
    case 'form':
    case 'starting':
      return (
        <div className="grid gap-4">
          <CardSuccessBanner />
          <PayoutCancelOffer />
          <DepositForm
            options={options}
            bonusId={bonusId}
            lightCash={lightCash}
            pending={stage.step === 'starting'}
            error={flow.formError}
            onSubmit={(choice) => void flow.start(choice)}
          />
          <DepositLimitLink offerFirst className="justify-self-start" />
        </div>
      );
    case 'frame':
      return (
        <PaymentFrame
          url={stage.url}
          title={t('cash.frame.title')}
          lead={t('cash.frame.amount', { amount: money(stage.money) })}
          onBack={flow.back}
        />
      );
    case 'googlePay':
      return google ? (
        <PaymentFrame
          kind="button"
          url={googlePayButtonUrl({ paymentId: stage.paymentId, ...stage.money, location }, google)}
          title={t('cash.methods.google_pay')}
          lead={t('cash.wallet.lead', { amount: money(stage.money), wallet: t('cash.methods.google_pay') })}
          onBack={flow.back}
        />
      ) : (
        <ConfirmingPayment />
      );
    case 'applePay':
      return (
        <PaymentFrame
          kind="button"
          url={applePayButtonUrl({ paymentId: stage.paymentId, ...stage.money, location }, brand.name)}
          title={t('cash.methods.apple_pay')}
          lead={t('cash.wallet.lead', { amount: money(stage.money), wallet: t('cash.methods.apple_pay') })}
          onBack={flow.back}
        />
      );
    case 'bankTransfer':
      return <BankTransferDetails details={stage.details} money={stage.money} onDone={onClose} />;
    case 'confirming':
      return <ConfirmingPayment />;
    case 'succeeded':
      return (
        <DepositSucceeded
          payment={stage.payment}
          balance={stage.balance}
          onDone={onClose}
          onAgain={flow.back}
        />
      );
    case 'failed':
      return <DepositFailed reason={stage.reason} onRetry={flow.back} />;
  }
}
