import type { DepositResponse, Payment } from '@casino/contracts';
import { describe, expect, it } from 'vitest';
import { type DepositStage, depositReducer, INITIAL_STAGE, openPaymentId } from './deposit-flow';

const PAYMENT_ID = '6f1c2a3b-4d5e-4f60-8a7b-9c0d1e2f3a4b';
const OTHER_ID = '0a1b2c3d-4e5f-4a6b-8c7d-8e9f0a1b2c3d';

function payment(overrides: Partial<Payment> = {}): Payment {
  return {
    id: PAYMENT_ID,
    status: 'pending',
    methodId: 1,
    methodSlug: 'card',
    amount: 50_000,
    currency: 'UAH',
    failureReason: null,
    createdAt: '2026-11-22T10:00:00.000Z',
    completedAt: null,
    ...overrides,
  };
}

function answer(
  action: DepositResponse['action'],
  data: Partial<DepositResponse['data']> = {},
  extra: Partial<DepositResponse> = {},
): { type: 'answer'; response: DepositResponse } {
  return {
    type: 'answer',
    response: { success: true, action, data: { payment: payment(), ...data }, ...extra },
  };
}

const starting: DepositStage = depositReducer(INITIAL_STAGE, { type: 'start' });

describe('the deposit flow', () => {
  it('starts from the form only', () => {
    expect(starting).toEqual({ step: 'starting' });
    expect(depositReducer(starting, { type: 'start' })).toBe(starting);
  });

  it('shows the provider page for pay-frame, and the challenge for 3dsResult', () => {
    expect(depositReducer(starting, answer('pay-frame', { frameUrl: '/sandbox-psp/pay/1' }))).toEqual({
      step: 'frame',
      paymentId: PAYMENT_ID,
      url: '/sandbox-psp/pay/1',
      money: { amount: 50_000, currency: 'UAH' },
    });
    const challenge = answer(
      '3dsResult',
      {},
      { authPayload: { url: '/sandbox-psp/3ds/1', paymentId: PAYMENT_ID } },
    );
    expect(depositReducer(starting, challenge)).toMatchObject({ step: 'frame', url: '/sandbox-psp/3ds/1' });
  });

  it('shows the wallet button, the bank details, or waits, by what the answer carries', () => {
    expect(
      depositReducer(starting, answer(null, { form: { paymentId: PAYMENT_ID, gatewayMerchantId: 'gw-1' } })),
    ).toEqual({
      step: 'googlePay',
      paymentId: PAYMENT_ID,
      gatewayMerchantId: 'gw-1',
      money: { amount: 50_000, currency: 'UAH' },
    });
    const bankTransfer = { iban: 'UA1', beneficiary: 'B', reference: 'R', instructionsUrl: '/i' };
    expect(depositReducer(starting, answer(null, { bankTransfer }))).toMatchObject({ step: 'bankTransfer' });
    expect(
      depositReducer(starting, answer(null, { payment: payment({ methodSlug: 'apple_pay' }) })),
    ).toMatchObject({ step: 'applePay' });
    expect(depositReducer(starting, answer(null))).toEqual({ step: 'confirming', paymentId: PAYMENT_ID });
  });

  it('ends in success or failure on complete and failed-complete', () => {
    const frame = depositReducer(starting, answer('pay-frame', { frameUrl: '/p' }));
    expect(
      depositReducer(frame, answer('complete', { payment: payment({ status: 'succeeded' }) })),
    ).toMatchObject({
      step: 'succeeded',
      balance: null,
    });
    const failed = depositReducer(
      frame,
      answer('failed-complete', { payment: payment({ status: 'failed', failureReason: 'declined' }) }),
    );
    expect(failed).toMatchObject({ step: 'failed', reason: 'declined' });
  });

  it('keeps the page the player is typing in while the payment is open', () => {
    const frame = depositReducer(starting, answer('pay-frame', { frameUrl: '/p' }));
    expect(depositReducer(frame, answer(null))).toBe(frame);
    expect(
      depositReducer(frame, answer('3dsResult', {}, { authPayload: { url: '/c', paymentId: PAYMENT_ID } })),
    ).toBe(frame);
  });

  it('waits for the result once the provider says it is done, without going back to its page', () => {
    const frame = depositReducer(starting, answer('pay-frame', { frameUrl: '/p' }));
    const confirming = depositReducer(frame, { type: 'providerDone', paymentId: PAYMENT_ID });
    expect(confirming).toEqual({ step: 'confirming', paymentId: PAYMENT_ID });
    expect(depositReducer(confirming, answer('pay-frame', { frameUrl: '/p' }))).toBe(confirming);
    expect(depositReducer(confirming, answer('complete'))).toMatchObject({ step: 'succeeded' });
  });

  it('ignores answers and messages about another payment', () => {
    const frame = depositReducer(starting, answer('pay-frame', { frameUrl: '/p' }));
    expect(depositReducer(frame, answer('complete', { payment: payment({ id: OTHER_ID }) }))).toBe(frame);
    expect(depositReducer(frame, { type: 'providerDone', paymentId: OTHER_ID })).toBe(frame);
    expect(depositReducer(INITIAL_STAGE, answer('complete'))).toBe(INITIAL_STAGE);
  });

  it('ignores late answers once the result is shown', () => {
    const frame = depositReducer(starting, answer('pay-frame', { frameUrl: '/p' }));
    const succeeded = depositReducer(frame, answer('complete'));
    expect(depositReducer(succeeded, answer('failed-complete'))).toBe(succeeded);
  });

  it('fails a refused start, and goes back to the form when asked', () => {
    expect(depositReducer(starting, { type: 'refused', reason: 'network' })).toEqual({
      step: 'failed',
      payment: null,
      reason: 'network',
    });
    expect(depositReducer(INITIAL_STAGE, { type: 'refused', reason: 'x' })).toBe(INITIAL_STAGE);
    expect(depositReducer(starting, { type: 'back' })).toEqual(INITIAL_STAGE);
  });

  it('resumes a returned payment by waiting for its result', () => {
    const resumed = depositReducer(INITIAL_STAGE, { type: 'resume', paymentId: PAYMENT_ID });
    expect(resumed).toEqual({ step: 'confirming', paymentId: PAYMENT_ID });
    expect(openPaymentId(resumed)).toBe(PAYMENT_ID);
    expect(openPaymentId(INITIAL_STAGE)).toBeNull();
  });
});
