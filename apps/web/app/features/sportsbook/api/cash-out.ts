import type { CashOutQuote, SportBet } from '@casino/contracts';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { callSportBetEndpoint } from '../../../lib/sport-bet-endpoints';
import { PLAYER_BALANCE_KEY } from '../../../lib/wallet-query-keys';
import { SPORT_BETS_KEY } from './sportsbook-keys';

/** The value follows the prices, so it is asked for again while it is on screen. */
const QUOTE_REFRESH_MS = 5_000;

/** `GET /rest/sports-book/bets/{id}/cash-out/`: what cashing out the remaining stake pays now, or why it cannot. */
export async function fetchCashOutQuote(betId: string): Promise<CashOutQuote> {
  return (await callSportBetEndpoint('cashOutQuote', { params: { id: betId } })).data;
}

export function cashOutQuoteQuery(betId: string) {
  return queryOptions({
    queryKey: [...SPORT_BETS_KEY, 'cash-out', betId],
    queryFn: () => fetchCashOutQuote(betId),
    staleTime: QUOTE_REFRESH_MS / 2,
    refetchInterval: QUOTE_REFRESH_MS,
  });
}

export function useCashOutQuote(betId: string, enabled: boolean) {
  return useQuery({ ...cashOutQuoteQuery(betId), enabled });
}

/**
 * `POST /rest/sports-book/bets/{id}/cash-out/`: cashes out `stake` for `amount`, the value the player was shown; a
 * value that moved meanwhile refuses with `cash_out_price_changed` and the new one (`details.amount`).
 */
export async function cashOutBet(betId: string, stake: number, amount: number): Promise<SportBet> {
  return (await callSportBetEndpoint('cashOut', { params: { id: betId }, body: { stake, amount } })).data;
}

export function useCashOut() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: { betId: string; stake: number; amount: number }) =>
      cashOutBet(input.betId, input.stake, input.amount),
    onSettled: () => {
      for (const queryKey of [SPORT_BETS_KEY, PLAYER_BALANCE_KEY])
        void queryClient.invalidateQueries({ queryKey });
    },
  });
}
