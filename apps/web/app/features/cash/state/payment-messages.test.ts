import { describe, expect, it } from 'vitest';
import { finishedPaymentId, PAYMENT_RETURN_MESSAGE, PROVIDER_DONE_MESSAGE } from './payment-messages';

const SITE = 'https://king.example';
const ID = '6f1c2a3b-4d5e-4f60-8a7b-9c0d1e2f3a4b';

describe('finishedPaymentId', () => {
  it('reads the provider pages and the return pages of the site itself', () => {
    expect(
      finishedPaymentId({ origin: SITE, data: { type: PROVIDER_DONE_MESSAGE, paymentId: ID } }, SITE),
    ).toBe(ID);
    expect(
      finishedPaymentId({ origin: SITE, data: { type: PAYMENT_RETURN_MESSAGE, paymentId: ID } }, SITE),
    ).toBe(ID);
  });

  it('ignores every other origin, however the message looks', () => {
    for (const origin of [
      'https://evil.example',
      'https://king.example.evil.example',
      'null',
      'http://king.example',
    ]) {
      expect(
        finishedPaymentId({ origin, data: { type: PROVIDER_DONE_MESSAGE, paymentId: ID } }, SITE),
      ).toBeNull();
    }
  });

  it('ignores messages of other kinds or shapes', () => {
    for (const data of [
      null,
      'sandbox-psp:done',
      42,
      { type: 'other', paymentId: ID },
      { type: PROVIDER_DONE_MESSAGE },
    ]) {
      expect(finishedPaymentId({ origin: SITE, data }, SITE)).toBeNull();
    }
    expect(
      finishedPaymentId(
        { origin: SITE, data: { type: PROVIDER_DONE_MESSAGE, paymentId: 'x'.repeat(100) } },
        SITE,
      ),
    ).toBeNull();
  });
});
