import type { CashOutQuote, SportBet } from '@casino/contracts';
import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { callSportBetEndpoint } from '../../../lib/sport-bet-endpoints';
import { cashOutQuoteKey, SPORT_BETS_KEY } from '../../../lib/sport-bet-query-keys';
import { PLAYER_BALANCE_KEY } from '../../../lib/wallet-query-keys';
import { usePollUnlessLive } from './use-poll-unless-live';

/**
 * The value follows the prices: push sends each new one as they move (`sportBet` `cash-out`, written into this
 * query), and while push is down it is asked for again this often.
 */
const QUOTE_REFRESH_MS = 5_000;

/**
 * `GET /rest/sports-book/bets/{id}/cash-out/`: what cashing out the remaining stake, or `stake` of it, pays now, or
 * why it cannot.
 */
export async function fetchCashOutQuote(betId: string, stake?: number): Promise<CashOutQuote> {
  return (await callSportBetEndpoint('cashOutQuote', { params: { id: betId }, query: { stake } })).data;
}

export function cashOutQuoteQuery(betId: string) {
  return queryOptions({
    queryKey: cashOutQuoteKey(betId),
    queryFn: () => fetchCashOutQuote(betId),
    // Asked for when the bet comes on screen (push tells only what changes after that).
    staleTime: QUOTE_REFRESH_MS / 2,
  });
}

export function useCashOutQuote(betId: string, enabled: boolean) {
  const refetchInterval = usePollUnlessLive(QUOTE_REFRESH_MS);
  return useQuery({ ...cashOutQuoteQuery(betId), enabled, refetchInterval });
}

/**
 * What cashing out `stake`, part of the remaining stake, pays now. Push tells only the whole stake's value, so the
 * part is asked for again whenever that moves (`wholeAmount` in its key): it follows the prices as the whole does.
 */
export function usePartCashOutQuote(betId: string, stake: number, wholeAmount: number) {
  return useQuery({
    queryKey: [...cashOutQuoteKey(betId), 'part', stake, wholeAmount],
    queryFn: () => fetchCashOutQuote(betId, stake),
    staleTime: QUOTE_REFRESH_MS / 2,
    // The value of the part before is shown, marked as being worked out, until the new part's comes.
    placeholderData: keepPreviousData,
  });
}

/**
 * `POST /rest/sports-book/bets/{id}/cash-out/`: cashes out `stake` for `amount`, the value the player was shown,
 * under the confirmation's reference id (sent again, it pays once); a value that moved meanwhile refuses with
 * `cash_out_price_changed` and the new one (`details.amount`). A bet with a match in play answers after the bet
 * delay.
 */
export async function cashOutBet(input: CashOutInput): Promise<SportBet> {
  const { betId, ...body } = input;
  return (await callSportBetEndpoint('cashOut', { params: { id: betId }, body })).data;
}

export interface CashOutInput {
  betId: string;
  stake: number;
  amount: number;
  referenceId: string;
}

export function useCashOut() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: cashOutBet,
    onSettled: () => {
      for (const queryKey of [SPORT_BETS_KEY, PLAYER_BALANCE_KEY])
        void queryClient.invalidateQueries({ queryKey });
    },
  });
}
