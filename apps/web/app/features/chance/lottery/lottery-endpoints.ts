import type { Language } from '@casino/contracts';
import { lazyEndpoints } from '../../../lib/endpoint-client';
import { PLAYER_QUERY_KEY } from '../../../lib/player-query-keys';

export const callLotteryEndpoint = lazyEndpoints(() =>
  import('@casino/contracts/endpoints/lottery').then((table) => table.LOTTERY_ENDPOINTS),
);

/** Under the player's key: signing in or out, a purchase and a draw read the lottery again. */
export const LOTTERY_KEY = [...PLAYER_QUERY_KEY, 'lottery'] as const;
/** Tickets shown per page of the player's list. */
export const TICKET_PAGE_SIZE = 10;

/** The lottery as the viewer sees it: their stars and tickets, prices, levels, the next and the past draws. */
export function lotteryQuery(lang: Language, signedIn: boolean) {
  return {
    queryKey: [...LOTTERY_KEY, 'info', lang, signedIn] as const,
    queryFn: async () => (await callLotteryEndpoint('lottery', { query: { lang } })).data,
  };
}

export type TicketFilter = 'all' | 'applied' | 'unapplied';

/** A page of the player's tickets, newest first, filtered by whether they are entered into a draw. */
export function lotteryTicketsQuery(lang: Language, filter: TicketFilter, offset: number) {
  const applied =
    filter === 'all' ? {} : { applied: filter === 'applied' ? ('true' as const) : ('false' as const) };
  return {
    queryKey: [...LOTTERY_KEY, 'tickets', lang, filter, offset] as const,
    queryFn: async () =>
      (
        await callLotteryEndpoint('lotteryTickets', {
          query: { ...applied, limit: TICKET_PAGE_SIZE, offset, lang },
        })
      ).data,
  };
}

/** A drawn draw with every entered ticket, to recompute its winners in the browser. */
export function drawEntriesQuery(drawId: number) {
  return {
    queryKey: ['lottery-draw', drawId] as const,
    queryFn: async () => (await callLotteryEndpoint('lotteryDrawEntries', { params: { id: drawId } })).data,
    staleTime: Number.POSITIVE_INFINITY,
  };
}
