import { type OPERATOR_SPORT_BET_FILTERS, OPERATOR_SPORTSBOOK_ENDPOINTS } from '@casino/contracts/backoffice';
import { queryOptions } from '@tanstack/react-query';
import { callOperatorEndpoint } from './operator-client';

export type SportBetFilter = (typeof OPERATOR_SPORT_BET_FILTERS)[number];

export const SPORT_BETS_PER_PAGE = 25;

/**
 * The sportsbook's reads, all under `['sportsbook']`. A player's limits sit there too, not under `['players']`: what is
 * in force for them follows the currency's limits, so a change of those invalidates `['sportsbook', 'players']`.
 */
export const sportsbookTermsQuery = queryOptions({
  queryKey: ['sportsbook', 'terms'],
  queryFn: ({ signal }) => callOperatorEndpoint(OPERATOR_SPORTSBOOK_ENDPOINTS.terms, { signal }),
});

/** A page of the bets, newest first: every player's or one's, all of them or one filter's. */
export const sportBetsQuery = (scope: {
  filter: SportBetFilter | undefined;
  playerId: number | undefined;
  page: number;
}) =>
  queryOptions({
    queryKey: ['sportsbook', 'bets', scope.filter ?? 'all', scope.playerId ?? 'all', scope.page],
    queryFn: ({ signal }) =>
      callOperatorEndpoint(OPERATOR_SPORTSBOOK_ENDPOINTS.bets, {
        query: {
          filter: scope.filter,
          playerId: scope.playerId,
          page: scope.page,
          limit: SPORT_BETS_PER_PAGE,
        },
        signal,
      }),
    // Paging keeps the page shown until the next one is there.
    placeholderData: (previous) => previous,
  });

/** What the operator lowered for one player, and the limits in force for their bets. */
export const playerSportLimitsQuery = (id: number) =>
  queryOptions({
    queryKey: ['sportsbook', 'players', id],
    queryFn: ({ signal }) =>
      callOperatorEndpoint(OPERATOR_SPORTSBOOK_ENDPOINTS.playerLimits, { params: { id }, signal }),
  });
