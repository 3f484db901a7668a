import { type PushMessageOf, SPORT_BET_REJECT_REASONS } from '@casino/contracts';
import { createTranslator, MESSAGES } from '@casino/i18n';
import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { freebetsKey } from '../../../lib/bonus-query-keys';
import type { ToastOptions } from '../../../lib/toasts/toast-store';
import { PLAYER_BALANCE_KEY } from '../../../lib/wallet-query-keys';
import { handleSportBetMessage } from './sport-bet-updates';

const t = createTranslator('en', MESSAGES.en);

type SportBetMessage = PushMessageOf<'sportBet'>;
type Settled = Extract<SportBetMessage, { action: 'settled' }>['data'];

const accepted: SportBetMessage = { id: 'a', type: 'sportBet', action: 'accepted', data: { betId: '41' } };
function rejected(reason: (typeof SPORT_BET_REJECT_REASONS)[number] = 'odds_changed'): SportBetMessage {
  return { id: `r-${reason}`, type: 'sportBet', action: 'rejected', data: { betId: '41', reason } };
}
function settled(data: Partial<Settled>): SportBetMessage {
  return {
    id: 's',
    type: 'sportBet',
    action: 'settled',
    data: { betId: '41', outcome: 'won', payout: 25_000, change: 25_000, currency: 'UAH', ...data },
  };
}
const cashOut: SportBetMessage = {
  id: 'c',
  type: 'sportBet',
  action: 'cash-out',
  data: { betId: '41', available: true, refusal: null, remainingStake: 10_000, amount: 14_200 },
};

function setup(lang: 'uk' | 'ru' | 'en' = 'en') {
  const queryClient = new QueryClient();
  const keys = [PLAYER_BALANCE_KEY, freebetsKey(lang)];
  for (const key of keys) queryClient.setQueryData(key, {});
  const toasts: ToastOptions[] = [];
  const translate = lang === 'en' ? t : createTranslator(lang, MESSAGES[lang]);
  const react = (push: SportBetMessage) =>
    handleSportBetMessage(push, { queryClient, t: translate, lang, show: (toast) => toasts.push(toast) });
  const stale = () => keys.map((key) => queryClient.getQueryState(key)?.isInvalidated);
  return { react, toasts, stale };
}

describe('a sportBet push message', () => {
  it('announces a win with what the bet paid, on the step that paid it only', () => {
    const { react, toasts } = setup();
    react(settled({}));
    // A resettlement that moves nothing, a reversal, a loss, a void and a cash-out are not announced.
    react(settled({ change: 0 }));
    react(settled({ outcome: 'open', payout: 0, change: -25_000 }));
    react(settled({ outcome: 'lost', payout: 0, change: 0 }));
    react(settled({ outcome: 'void', payout: 10_000, change: 10_000 }));
    react(settled({ outcome: 'cashed_out', payout: 14_200, change: 14_200 }));
    expect(toasts).toEqual([{ title: 'Your bet won ₴250.00', tone: 'success' }]);
  });

  it('announces a live bet refused after its delay, with why and that the stake came back', () => {
    const { react, toasts } = setup();
    react(rejected());
    expect(toasts).toEqual([
      {
        title: 'Your live bet was not accepted',
        description: 'The odds changed while the bet was being confirmed. The stake has been returned.',
        tone: 'error',
      },
    ]);
  });

  it('reads the balance again after money moved: a settlement, or a refusal (and the free bets it gave back)', () => {
    for (const [push, expected] of [
      [settled({}), [true, false]],
      [rejected(), [true, true]],
      [accepted, [false, false]],
      [cashOut, [false, false]],
    ] as const) {
      const { react, stale } = setup();
      react(push);
      expect(stale(), push.action).toEqual(expected);
    }
  });

  it('says nothing of an acceptance or a cash-out value: they only move the page', () => {
    const { react, toasts } = setup();
    react(accepted);
    react(cashOut);
    expect(toasts).toEqual([]);
  });

  it('words its toasts in every language, every reason included', () => {
    for (const lang of ['uk', 'ru', 'en'] as const) {
      const { react, toasts } = setup(lang);
      react(settled({}));
      for (const reason of SPORT_BET_REJECT_REASONS) react(rejected(reason));
      expect(toasts).toHaveLength(1 + SPORT_BET_REJECT_REASONS.length);
      expect(JSON.stringify(toasts), lang).not.toMatch(/notifications\.|\{\{/);
    }
  });
});
