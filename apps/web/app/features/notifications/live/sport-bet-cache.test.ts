import type { CashOutQuote, PushMessageOf, SportBet } from '@casino/contracts';
import { type InfiniteData, QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import {
  cashOutQuoteKey,
  type SportBetsPage,
  sportBetKey,
  sportBetListKey,
} from '../../../lib/sport-bet-query-keys';
import {
  applySportBetMessage,
  betAfterChange,
  pagesAfterChange,
  type SportBetChange,
} from './sport-bet-cache';

type SportBetMessage = PushMessageOf<'sportBet'>;

function bet(overrides: Partial<SportBet> = {}): SportBet {
  return {
    id: '41',
    referenceId: 'ref-00000041',
    type: 'single',
    systemSize: null,
    status: 'accepted',
    rejection: null,
    currency: 'UAH',
    stake: 10_000,
    odds: 250,
    potentialPayout: 25_000,
    outcome: 'open',
    payout: 0,
    freebet: false,
    cashedOutStake: 0,
    cashOutAmount: 0,
    placedAt: '2026-11-27T18:00:00.000Z',
    settledAt: null,
    selections: [],
    ...overrides,
  };
}

const accepted: SportBetChange = { id: 'm1', type: 'sportBet', action: 'accepted', data: { betId: '41' } };
const rejected: SportBetChange = {
  id: 'm2',
  type: 'sportBet',
  action: 'rejected',
  data: { betId: '41', reason: 'odds_changed' },
};
function settled(outcome: SportBet['outcome'], payout: number, change = payout): SportBetChange {
  return {
    id: `m-${outcome}-${payout}`,
    type: 'sportBet',
    action: 'settled',
    data: { betId: '41', outcome, payout, change, currency: 'UAH' },
  };
}
const quote: CashOutQuote = { available: true, refusal: null, remainingStake: 10_000, amount: 14_200 };
const cashOut: SportBetMessage = {
  id: 'm3',
  type: 'sportBet',
  action: 'cash-out',
  data: { betId: '41', ...quote },
};

function pages(...lists: SportBet[][]): InfiniteData<SportBetsPage> {
  return {
    pages: lists.map((bets) => ({ total: 3, bets })),
    pageParams: lists.map((_, index) => index * 10),
  };
}

describe('a bet after a sportBet message', () => {
  it('is accepted, or refused with the reason and void, only while it waits out the bet delay', () => {
    const pending = bet({ status: 'pending' });
    expect(betAfterChange(pending, accepted)).toEqual({ ...pending, status: 'accepted' });
    expect(betAfterChange(pending, rejected)).toEqual({
      ...pending,
      status: 'rejected',
      rejection: { reason: 'odds_changed' },
      outcome: 'void',
    });
    // A repeat after the bet stands (or after it was settled) changes nothing.
    const won = bet({ outcome: 'won', payout: 25_000 });
    expect(betAfterChange(won, accepted)).toBe(won);
    expect(betAfterChange(won, rejected)).toBe(won);
  });

  it('takes a settlement’s outcome and what the bet has paid: decided, reopened by a rollback, cashed out', () => {
    const open = bet();
    expect(betAfterChange(open, settled('won', 25_000))).toEqual({ ...open, outcome: 'won', payout: 25_000 });
    const won = bet({ outcome: 'won', payout: 25_000 });
    expect(betAfterChange(won, settled('open', 0, -25_000))).toEqual({ ...won, outcome: 'open', payout: 0 });
    expect(betAfterChange(open, settled('cashed_out', 14_200))).toMatchObject({
      outcome: 'cashed_out',
      payout: 14_200,
    });
    expect(betAfterChange(won, settled('won', 25_000))).toBe(won);
  });

  it('is left alone when the message is about another bet', () => {
    const other = bet({ id: '42', status: 'pending' });
    expect(betAfterChange(other, accepted)).toBe(other);
    expect(betAfterChange(other, settled('won', 1))).toBe(other);
  });
});

describe('"my bets" pages after a sportBet message', () => {
  it('change only the page that lists the bet, and stay the same object when none does', () => {
    const first = [bet({ id: '40' })];
    const second = [bet({ id: '41', status: 'pending' }), bet({ id: '39' })];
    const before = pages(first, second);
    const after = pagesAfterChange(before, accepted);
    expect(after?.pages[0]).toBe(before.pages[0]);
    expect(after?.pages[1]?.bets.map((item) => item.status)).toEqual(['accepted', 'accepted']);
    expect(after?.pages[1]?.bets[1]).toBe(second[1]);
    expect(after?.pageParams).toBe(before.pageParams);

    const without = pages(first);
    expect(pagesAfterChange(without, accepted)).toBe(without);
    expect(pagesAfterChange(undefined, accepted)).toBeUndefined();
  });
});

describe('a sportBet message in the query cache', () => {
  function setup() {
    const queryClient = new QueryClient();
    const open = sportBetListKey('open', 'en');
    const settledList = sportBetListKey('settled', 'uk');
    queryClient.setQueryData(open, pages([bet({ status: 'pending' }), bet({ id: '42' })]));
    queryClient.setQueryData(settledList, pages([bet({ id: '30', outcome: 'lost' })]));
    queryClient.setQueryData(sportBetKey('41', 'en'), bet({ status: 'pending' }));
    queryClient.setQueryData(cashOutQuoteKey('41'), { ...quote, amount: 13_000 });
    queryClient.setQueryData(cashOutQuoteKey('42'), quote);
    const listed = (key: typeof open) =>
      queryClient.getQueryData<InfiniteData<SportBetsPage>>(key)?.pages.flatMap((page) => page.bets);
    const stale = (key: readonly unknown[]) => queryClient.getQueryState(key)?.isInvalidated;
    return { queryClient, open, settledList, listed, stale };
  }

  it('changes the bet wherever it is listed, then reads the lists, the bet and its quote again', () => {
    const { queryClient, open, settledList, listed, stale } = setup();
    applySportBetMessage(queryClient, rejected);
    expect(listed(open)?.map((item) => [item.id, item.status])).toEqual([
      ['41', 'rejected'],
      ['42', 'accepted'],
    ]);
    expect(stale(open)).toBe(true);
    expect(stale(settledList)).toBe(true);
    // The slip acts on the whole bet (a price refusal's current prices): it is read again, not guessed.
    expect(queryClient.getQueryData<SportBet>(sportBetKey('41', 'en'))?.status).toBe('pending');
    expect(stale(sportBetKey('41', 'en'))).toBe(true);
    expect(stale(cashOutQuoteKey('41'))).toBe(true);
    // Other bets' cash-out values are not asked for again.
    expect(stale(cashOutQuoteKey('42'))).toBe(false);
  });

  it('puts a pushed cash-out value in place of the bet’s cached quote, and reads nothing again', () => {
    const { queryClient, open, stale } = setup();
    applySportBetMessage(queryClient, cashOut);
    expect(queryClient.getQueryData(cashOutQuoteKey('41'))).toEqual(quote);
    expect(stale(cashOutQuoteKey('41'))).toBe(false);
    expect(stale(open)).toBe(false);
  });

  it('caches no value for a bet whose quote nobody asked for', () => {
    const queryClient = new QueryClient();
    applySportBetMessage(queryClient, cashOut);
    expect(queryClient.getQueryCache().find({ queryKey: cashOutQuoteKey('41') })).toBeUndefined();
  });
});
