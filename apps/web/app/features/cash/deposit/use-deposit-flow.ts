import {
  type CashLocation,
  CURRENCY_BY_ID,
  type Currency,
  type CurrencyId,
  DEPOSIT_TOAST_MS,
  type DepositResponse,
} from '@casino/contracts';
import { formatMoney, NARROW_CURRENCY_SYMBOLS } from '@casino/i18n';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useReducer, useRef, useState } from 'react';
import { errorCodeOf } from '../../../lib/api-client';
import { useTranslation } from '../../../lib/i18n';
import { getModalState, openModal } from '../../../lib/modals/modal-store';
import { TOAST_DURATION_MS, toast } from '../../../lib/toasts/toast-store';
import { useMoneyMoved } from '../api/money-moved';
import { paymentStatusQuery, usePaymentStatus } from '../api/payment-status';
import { startDeposit } from '../api/start-deposit';
import { tokenPay } from '../api/token-pay';
import { cashErrorMessage, isSelfExcluded, refusalParams, selfExclusionParams } from '../cash-errors';
import { browserInfo } from '../state/browser-info';
import { cardSuccessNotice } from '../state/card-success-notice';
import { type DepositStage, depositReducer, INITIAL_STAGE, openPaymentId } from '../state/deposit-flow';
import { type DepositChoice, depositCall } from '../state/deposit-request';
import { noteDepositSucceeded } from '../state/exit-popup';
import { newIdempotencyKey } from '../state/idempotency-key';
import { readLightCash, saveLightCash } from '../state/light-cash';
import { finishedPaymentId } from '../state/payment-messages';
import { suspendTransactions } from '../state/transactions-suspension';

/** Refusals of a deposit start that the form words under its button, with nothing paid or suspended. */
const FORM_ERRORS = new Set([
  'amount_below_minimum',
  'amount_above_maximum',
  'validation_failed',
  'currency_mismatch',
]);

interface DepositFlowContext {
  currencyId: CurrencyId;
  location: CashLocation;
  /** A payment the provider returned from outside the cash desk, whose result is shown. */
  resumePaymentId: string | null;
  /** Spec section 8: a self-excluded player's payment closes the cash desk (the 444 refusal in hand). */
  onSelfExcluded: (error: unknown) => void;
}

/**
 * Runs a deposit in the cash desk: starts it (or pays with a saved card), follows the provider's frames and the
 * payment's status (read every 1.5 s while open, and at once when a frame says it is done), and acts on the result:
 * the balance refreshed and the success notice, or the failure with the 60-second suspension.
 */
export function useDepositFlow(context: DepositFlowContext) {
  const { t, lang } = useTranslation();
  const { currencyId, location, resumePaymentId, onSelfExcluded } = context;
  const currency: Currency = CURRENCY_BY_ID[currencyId];
  const [stage, dispatch] = useReducer(depositReducer, INITIAL_STAGE);
  const [formError, setFormError] = useState<string | null>(null);
  const queryClient = useQueryClient();
  const moneyMoved = useMoneyMoved();
  const status = usePaymentStatus(openPaymentId(stage));

  useEffect(() => {
    if (status.data) dispatch({ type: 'answer', response: status.data });
  }, [status.data]);

  useEffect(() => {
    if (resumePaymentId) dispatch({ type: 'resume', paymentId: resumePaymentId });
  }, [resumePaymentId]);

  // A payment the server does not know for this player (an edited address) leaves nothing to wait for.
  useEffect(() => {
    if (status.isError && errorCodeOf(status.error) === 'not_found') dispatch({ type: 'back' });
  }, [status.isError, status.error]);

  useEffect(() => {
    const listener = (event: MessageEvent) => {
      const paymentId = finishedPaymentId(event, window.location.origin);
      if (!paymentId) return;
      dispatch({ type: 'providerDone', paymentId });
      void queryClient.invalidateQueries({ queryKey: paymentStatusQuery(paymentId).queryKey });
    };
    window.addEventListener('message', listener);
    return () => window.removeEventListener('message', listener);
  }, [queryClient]);

  useOutcome(stage, moneyMoved);

  const start = useCallback(
    async (choice: DepositChoice) => {
      setFormError(null);
      dispatch({ type: 'start' });
      const lightCash = {
        currencyId,
        currencyIso: currency,
        currencySymbol: NARROW_CURRENCY_SYMBOLS[currency],
        amount: choice.amount,
        // The spec's light cash keeps `bonusId` as the deposit's `bonus_id`: a sport bonus is sent in another field.
        bonusId: choice.bonus?.source === 'casino' ? choice.bonus.id : null,
        authPayload: null,
        methodId: choice.methodId,
      };
      saveLightCash(lightCash);
      const call = depositCall(choice, {
        currencyId,
        location,
        idempotencyKey: newIdempotencyKey(),
        browserInfo: browserInfo(),
        lang,
      });
      let response: DepositResponse;
      try {
        response = call.kind === 'tokenPay' ? await tokenPay(call.request) : await startDeposit(call.request);
      } catch (error) {
        if (isSelfExcluded(error)) {
          dispatch({ type: 'back' });
          onSelfExcluded(error);
          return;
        }
        const code = errorCodeOf(error);
        if (code === 'self_limit_reached') {
          // RTS 12: the deposit would pass one of the player's own limits; the modal says which and when it resets.
          dispatch({ type: 'back' });
          setFormError(t('responsible.block.formError'));
          openModal('SelfLimitBlockModal', refusalParams(error));
        } else if (code === 'registration_incomplete') {
          dispatch({ type: 'back' });
          openModal('RegisterComplete');
        } else if (!choice.card && FORM_ERRORS.has(code)) {
          // Spec section 8: a refused token pay marks the payment failed; other refusals the form explains.
          dispatch({ type: 'back' });
          setFormError(cashErrorMessage(error, { t, lang, currency }));
        } else {
          dispatch({ type: 'refused', reason: code });
        }
        return;
      }
      if (response.authPayload) saveLightCash({ ...lightCash, authPayload: response.authPayload });
      dispatch({ type: 'answer', response });
    },
    [currencyId, currency, lang, location, onSelfExcluded, t],
  );

  return {
    stage,
    formError,
    start,
    back: () => dispatch({ type: 'back' }),
    /** Whether money is on its way through the provider: closing by accident would lose the player's place. */
    busy: openPaymentId(stage) !== null || stage.step === 'starting',
  };
}

/** The result's effects, once per payment: refreshed money, notices, the suspension after a failure. */
function useOutcome(stage: DepositStage, moneyMoved: () => void) {
  const { t, lang } = useTranslation();
  const handled = useRef(new WeakSet<DepositStage>());
  useEffect(() => {
    if (stage.step !== 'succeeded' && stage.step !== 'failed') return;
    if (handled.current.has(stage)) return;
    handled.current.add(stage);
    const stored = readLightCash();
    if (stored?.authPayload) saveLightCash({ ...stored, authPayload: null });
    if (stage.step === 'failed') {
      // The failure screen says why; the suspension keeps a retry from following at once.
      suspendTransactions();
      return;
    }
    const { payment } = stage;
    noteDepositSucceeded();
    moneyMoved();
    const amount = formatMoney(payment.amount, payment.currency, lang);
    if (payment.methodSlug === 'card') {
      // Spec sections 4 and 9: a card success is announced for 3 minutes.
      cardSuccessNotice.start({ amount: payment.amount, currency: payment.currency });
      toast({
        title: t('cash.notice.cardSuccess', { amount }),
        description: t('cash.notice.cardSuccessText'),
        tone: 'success',
        durationMs: TOAST_DURATION_MS.paymentSuccess,
      });
    } else {
      toast({
        title: t('cash.notice.cardSuccess', { amount }),
        tone: 'success',
        durationMs: DEPOSIT_TOAST_MS,
      });
    }
  }, [stage, moneyMoved, t, lang]);
}

/**
 * Spec section 8: the self-excluded player sees the Ludoman modal with the till date of the refusal (or, without
 * one, as the exclusion stands). Once: player protection opens it for every 444 the page receives.
 */
export function signalSelfExcluded(error: unknown): void {
  if (getModalState().name === 'LudomanModal') return;
  openModal('LudomanModal', selfExclusionParams(error));
}
