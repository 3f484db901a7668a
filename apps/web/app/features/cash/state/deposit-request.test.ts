import type { BrowserInfo, SavedCard } from '@casino/contracts';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { startDeposit } from '../api/start-deposit';
import { tokenPay } from '../api/token-pay';
import { type DepositChoice, depositCall } from './deposit-request';

const BROWSER: BrowserInfo = {
  language: 'uk-UA',
  screenWidth: 1280,
  screenHeight: 800,
  colorDepth: 24,
  timeZoneOffset: -120,
  userAgent: 'test',
  javaEnabled: false,
};
const CONTEXT = {
  currencyId: 1,
  location: 'deposit_menu',
  idempotencyKey: 'key-0123456789',
  browserInfo: BROWSER,
  lang: 'ru',
} as const;
const CARD = { tokenId: 'tok_1', last4: '4242' } as SavedCard;

function choice(overrides: Partial<DepositChoice> = {}): DepositChoice {
  return {
    methodId: 3,
    slug: 'card',
    amount: 50_000,
    card: null,
    saveCard: true,
    bonusId: null,
    ...overrides,
  };
}

/** Answers every call with a refusal: these tests read what was sent, not what came back. */
function capture() {
  const fetch = vi.fn(
    async (_url: string, _init?: RequestInit) =>
      new Response(JSON.stringify({ success: false, error: { code: 'validation_failed', message: '' } }), {
        status: 422,
      }),
  );
  vi.stubGlobal('fetch', fetch);
  return () => JSON.parse(String(fetch.mock.calls[0]?.[1]?.body)) as Record<string, unknown>;
}

afterEach(() => vi.unstubAllGlobals());

describe("the deposit's request", () => {
  it('sends the bonus chosen as bonus_id, and no bonus_id when no bonus was chosen', () => {
    expect(depositCall(choice({ bonusId: 7 }), CONTEXT)).toEqual({
      kind: 'start',
      request: {
        method_id: 3,
        currency_id: 1,
        amount: 50_000,
        location: 'deposit_menu',
        idempotency_key: 'key-0123456789',
        browser_info: BROWSER,
        lang: 'ru',
        bonus_id: 7,
        save_card: true,
      },
    });
    expect(depositCall(choice(), CONTEXT).request).not.toHaveProperty('bonus_id');
  });

  it('pays with a saved card by its token, with the bonus chosen and the page language for its challenge', () => {
    const call = depositCall(choice({ card: CARD, bonusId: 4 }), CONTEXT);
    expect(call.kind).toBe('tokenPay');
    expect(call.request).toMatchObject({ token_id: 'tok_1', bonus_id: 4, lang: 'ru' });
    expect(call.request).not.toHaveProperty('save_card');
  });

  it('asks to save only a new card', () => {
    expect(depositCall(choice({ slug: 'bank_transfer' }), CONTEXT).request).not.toHaveProperty('save_card');
  });

  it('reaches the server with bonus_id in the body of the payment start and of the one-click pay', async () => {
    let sent = capture();
    const start = depositCall(choice({ bonusId: 7 }), CONTEXT);
    if (start.kind !== 'start') throw new Error('a new card starts a payment');
    await startDeposit(start.request).catch(() => undefined);
    expect(sent()).toMatchObject({ bonus_id: 7, amount: 50_000, lang: 'ru' });

    vi.unstubAllGlobals();
    sent = capture();
    const oneClick = depositCall(choice({ card: CARD, bonusId: 9 }), CONTEXT);
    if (oneClick.kind !== 'tokenPay') throw new Error('a saved card pays by its token');
    await tokenPay(oneClick.request).catch(() => undefined);
    expect(sent()).toMatchObject({ bonus_id: 9, token_id: 'tok_1' });
  });
});
