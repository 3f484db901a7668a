import type { TransactionGroup, WalletTransactionsResponse } from '@casino/contracts';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { PLAYER_TRANSACTIONS_KEY } from '../../../lib/wallet-query-keys';

/** One page of the history: a group (or all), a date range (the server's 3 months when not given) and an offset. */
export interface TransactionsFilter {
  group: TransactionGroup | null;
  /** ISO instants. */
  from: string | null;
  to: string | null;
  offset: number;
}

export const TRANSACTIONS_PAGE_SIZE = 20;

export type TransactionsPage = WalletTransactionsResponse['data'];

/** `GET /rest/player/transactions/`: the player's money movements (RTS 1B) and net deposits (RTS 1C). */
export async function fetchTransactions(filter: TransactionsFilter): Promise<TransactionsPage> {
  const query = new URLSearchParams({ limit: String(TRANSACTIONS_PAGE_SIZE), offset: String(filter.offset) });
  if (filter.group) query.set('group', filter.group);
  if (filter.from) query.set('from', filter.from);
  if (filter.to) query.set('to', filter.to);
  return (await apiRequest<WalletTransactionsResponse>(`/rest/player/transactions/?${query}`)).data;
}

export function transactionsQuery(filter: TransactionsFilter) {
  return queryOptions({
    queryKey: [...PLAYER_TRANSACTIONS_KEY, filter],
    queryFn: () => fetchTransactions(filter),
    // The page stays on screen while the next one loads, so paging and filtering never flash empty.
    placeholderData: keepPreviousData,
  });
}

export function useTransactions(filter: TransactionsFilter) {
  return useQuery(transactionsQuery(filter));
}
