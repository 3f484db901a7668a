import type { BrowserInfo, SavedCard } from '@casino/contracts';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { testBonus } from '../../../lib/test-bonus';
import { startDeposit } from '../api/start-deposit';
import { tokenPay } from '../api/token-pay';
import { chosenDepositBonus } from './deposit-bonus-choice';
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
    bonus: null,
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

const casino = (id: number) => ({ source: 'casino', id }) as const;
const sport = (id: number) => ({ source: 'sport', id }) as const;
const option = (id: number) => ({ bonus: testBonus({ id }), calculationFields: FIELDS });
const FIELDS = { depositAmount: 50_000, bonusAmount: 50_000, wageringRequired: 0, maxConversion: null };

/** The bonus fields a request carries with a value: a deposit takes one bonus at most (decision 033). */
function bonusesSent(request: {
  bonus_id?: number | null;
  sport_betting_bonus_id?: number | null;
}): string[] {
  return (['bonus_id', 'sport_betting_bonus_id'] as const).filter(
    (field) => (request[field] ?? null) !== null,
  );
}

afterEach(() => vi.unstubAllGlobals());

describe("the deposit's request", () => {
  it('sends the bonus chosen as bonus_id, and no bonus_id when no bonus was chosen', () => {
    expect(depositCall(choice({ bonus: casino(7) }), CONTEXT)).toEqual({
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
    expect(depositCall(choice(), CONTEXT).request).not.toHaveProperty('sport_betting_bonus_id');
  });

  it('sends a sport bonus as sport_betting_bonus_id with bonus_id null, and a casino one without it', () => {
    const sportRequest = depositCall(choice({ bonus: sport(12) }), CONTEXT).request;
    expect(sportRequest).toMatchObject({ bonus_id: null, sport_betting_bonus_id: 12 });
    expect(bonusesSent(sportRequest)).toEqual(['sport_betting_bonus_id']);
    const casinoRequest = depositCall(choice({ bonus: casino(7) }), CONTEXT).request;
    expect(casinoRequest).not.toHaveProperty('sport_betting_bonus_id');
    expect(bonusesSent(casinoRequest)).toEqual(['bonus_id']);
  });

  it('carries only the latest choice when the player switches between a casino and a sport bonus', () => {
    const offered = { casino: [option(7)], sport: [option(12)] };
    const sent = (preferred: Parameters<typeof chosenDepositBonus>[0]) =>
      bonusesSent(depositCall(choice({ bonus: chosenDepositBonus(preferred, offered) }), CONTEXT).request);
    expect(sent(casino(7))).toEqual(['bonus_id']);
    expect(sent(sport(12))).toEqual(['sport_betting_bonus_id']);
    expect(sent(casino(7))).toEqual(['bonus_id']);
    expect(sent(null)).toEqual([]);
  });

  it('pays with a saved card by its token, with the bonus chosen and the page language for its challenge', () => {
    const call = depositCall(choice({ card: CARD, bonus: casino(4) }), CONTEXT);
    expect(call.kind).toBe('tokenPay');
    expect(call.request).toMatchObject({ token_id: 'tok_1', bonus_id: 4, lang: 'ru' });
    expect(call.request).not.toHaveProperty('save_card');
  });

  it('asks to save only a new card', () => {
    expect(depositCall(choice({ slug: 'bank_transfer' }), CONTEXT).request).not.toHaveProperty('save_card');
  });

  it('reaches the server with bonus_id in the body of the payment start and of the one-click pay', async () => {
    let sent = capture();
    const start = depositCall(choice({ bonus: casino(7) }), CONTEXT);
    if (start.kind !== 'start') throw new Error('a new card starts a payment');
    await startDeposit(start.request).catch(() => undefined);
    expect(sent()).toMatchObject({ bonus_id: 7, amount: 50_000, lang: 'ru' });

    vi.unstubAllGlobals();
    sent = capture();
    const oneClick = depositCall(choice({ card: CARD, bonus: casino(9) }), CONTEXT);
    if (oneClick.kind !== 'tokenPay') throw new Error('a saved card pays by its token');
    await tokenPay(oneClick.request).catch(() => undefined);
    expect(sent()).toMatchObject({ bonus_id: 9, token_id: 'tok_1' });
  });

  it('reaches the server with a sport bonus alone in the body of the payment start and of the one-click pay', async () => {
    let sent = capture();
    const start = depositCall(choice({ bonus: sport(12) }), CONTEXT);
    if (start.kind !== 'start') throw new Error('a new card starts a payment');
    await startDeposit(start.request).catch(() => undefined);
    expect(sent()).toMatchObject({ bonus_id: null, sport_betting_bonus_id: 12 });

    vi.unstubAllGlobals();
    sent = capture();
    const oneClick = depositCall(choice({ card: CARD, bonus: sport(12) }), CONTEXT);
    if (oneClick.kind !== 'tokenPay') throw new Error('a saved card pays by its token');
    await tokenPay(oneClick.request).catch(() => undefined);
    expect(sent()).toMatchObject({ bonus_id: null, sport_betting_bonus_id: 12, token_id: 'tok_1' });
  });
});
