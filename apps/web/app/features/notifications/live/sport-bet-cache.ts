import type { CashOutQuote, PushMessageOf, SportBet } from '@casino/contracts';
import type { InfiniteData, QueryClient } from '@tanstack/react-query';
import {
  cashOutQuoteKey,
  SPORT_BET_LISTS_KEY,
  type SportBetsPage,
  sportBetKey,
} from '../../../lib/sport-bet-query-keys';

/**
 * The player's sports bets in the query cache as `sportBet` messages tell of them (decision 032), without waiting
 * for the page to ask again. A message carries only what changed (a status, an outcome and what was paid, a
 * cash-out value), not the whole bet: "my bets" shows it at once, and what only the whole bet has (each selection's
 * result, the prices a live bet was taken at, a limit's amount) is read again behind it.
 */

type SportBetMessage = PushMessageOf<'sportBet'>;
/** The messages about the bet itself; `cash-out` values it instead. */
export type SportBetChange = Exclude<SportBetMessage, { action: 'cash-out' }>;

/**
 * The bet as the message says it stands; the same object when the message is about another bet or changes nothing,
 * so a repeat renders nothing. Only a pending bet is accepted or refused (a late repeat cannot undo a settlement); a
 * refused one is void with its stake back, as the server stores it.
 */
export function betAfterChange(bet: SportBet, change: SportBetChange): SportBet {
  if (bet.id !== change.data.betId) return bet;
  switch (change.action) {
    case 'accepted':
      return bet.status === 'pending' ? { ...bet, status: 'accepted' } : bet;
    case 'rejected':
      return bet.status === 'pending'
        ? { ...bet, status: 'rejected', rejection: { reason: change.data.reason }, outcome: 'void' }
        : bet;
    case 'settled': {
      const { outcome, payout } = change.data;
      return bet.outcome === outcome && bet.payout === payout ? bet : { ...bet, outcome, payout };
    }
  }
}

/** "My bets" pages with the bet changed where it is listed; the same pages when it is not. */
export function pagesAfterChange(
  data: InfiniteData<SportBetsPage> | undefined,
  change: SportBetChange,
): InfiniteData<SportBetsPage> | undefined {
  if (!data) return data;
  let changed = false;
  const pages = data.pages.map((page) => {
    const bets = page.bets.map((bet) => betAfterChange(bet, change));
    if (bets.every((bet, index) => bet === page.bets[index])) return page;
    changed = true;
    return { ...page, bets };
  });
  return changed ? { ...data, pages } : data;
}

/** The pushed value without its bet id: the quote the cash-out endpoint answers. */
function quoteOf(message: Extract<SportBetMessage, { action: 'cash-out' }>): CashOutQuote {
  const { available, refusal, remainingStake, amount } = message.data;
  return { available, refusal, remainingStake, amount };
}

/**
 * A `sportBet` message into the cache. `cash-out`: the value replaces the bet's cached quote, which its card shows
 * (a bet whose quote nobody asked for is left alone: its card asks when it opens). The others: the bet changes in
 * every list it is in, then the lists, the bet (the slip following a live bet acts on the whole bet: a price
 * refusal puts the market's prices into the slip) and its quote (a decided or cashed-out bet's changed) are read
 * again.
 */
export function applySportBetMessage(queryClient: QueryClient, message: SportBetMessage): void {
  const { betId } = message.data;
  if (message.action === 'cash-out') {
    const quote = quoteOf(message);
    queryClient.setQueryData<CashOutQuote>(cashOutQuoteKey(betId), (current) => current && quote);
    return;
  }
  queryClient.setQueriesData<InfiniteData<SportBetsPage>>({ queryKey: SPORT_BET_LISTS_KEY }, (data) =>
    pagesAfterChange(data, message),
  );
  for (const queryKey of [SPORT_BET_LISTS_KEY, sportBetKey(betId), cashOutQuoteKey(betId)]) {
    void queryClient.invalidateQueries({ queryKey });
  }
}
