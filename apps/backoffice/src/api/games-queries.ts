import { OPERATOR_GAME_ENDPOINTS } from '@casino/contracts/backoffice';
import { queryOptions } from '@tanstack/react-query';
import { callOperatorEndpoint } from './operator-client';

export interface CatalogueFilter {
  q: string;
  provider: string;
  enabled: 'true' | 'false' | '';
}

/** The catalogue in lobby order, as filtered; a change invalidates every `['games']` query. */
export const catalogueQuery = (filter: CatalogueFilter) =>
  queryOptions({
    queryKey: ['games', 'catalogue', filter.q, filter.provider, filter.enabled],
    queryFn: ({ signal }) =>
      callOperatorEndpoint(OPERATOR_GAME_ENDPOINTS.list, {
        query: {
          q: filter.q || undefined,
          provider: filter.provider || undefined,
          enabled: filter.enabled || undefined,
        },
        signal,
      }),
    placeholderData: (previous) => previous,
  });

/** A round by the casino's number or the provider's round id. */
export const roundQuery = (id: string) =>
  queryOptions({
    queryKey: ['rounds', id],
    queryFn: ({ signal }) => callOperatorEndpoint(OPERATOR_GAME_ENDPOINTS.round, { params: { id }, signal }),
    enabled: id.trim().length > 0,
  });
