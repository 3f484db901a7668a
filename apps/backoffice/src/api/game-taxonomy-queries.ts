import { OPERATOR_GAME_TAXONOMY_ENDPOINTS } from '@casino/contracts/backoffice';
import { queryOptions } from '@tanstack/react-query';
import { callOperatorEndpoint } from './operator-client';

/** Under `['games']`, so every change to the catalogue refreshes them with the games. */
export const GAMES_KEY = ['games'] as const;

/** Every tag with its group, for choosing a game's. */
export const tagsQuery = queryOptions({
  queryKey: [...GAMES_KEY, 'tags'],
  queryFn: ({ signal }) => callOperatorEndpoint(OPERATOR_GAME_TAXONOMY_ENDPOINTS.tags, { signal }),
});

/** The rubrics in lobby order, editorial ones with their games. */
export const rubricsQuery = queryOptions({
  queryKey: [...GAMES_KEY, 'rubrics'],
  queryFn: ({ signal }) => callOperatorEndpoint(OPERATOR_GAME_TAXONOMY_ENDPOINTS.rubrics, { signal }),
});

/** The providers in their order, with their games counted. */
export const providersQuery = queryOptions({
  queryKey: [...GAMES_KEY, 'providers'],
  queryFn: ({ signal }) => callOperatorEndpoint(OPERATOR_GAME_TAXONOMY_ENDPOINTS.providers, { signal }),
});
