import {
  GAME_RECALL_ROUNDS,
  type GameHistoryResponse,
  type Language,
  type RoundStatus,
} from '@casino/contracts';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { useLanguage } from '../../../lib/app-data';
import { GAMES_KEY } from './game-keys';
import { callGamesEndpoint } from './games-endpoints';

export type GameHistoryPage = GameHistoryResponse['data'];

export interface GameHistoryFilter {
  /** A game's slug, or null for every game. */
  game: string | null;
  status: RoundStatus | null;
  offset: number;
}

/** `GET /rest/games/history/?game=&status=&limit=&offset=`: the player's rounds, newest first (game recall). */
export async function fetchGameHistory(filter: GameHistoryFilter, lang: Language): Promise<GameHistoryPage> {
  const query = {
    lang,
    limit: GAME_RECALL_ROUNDS,
    offset: filter.offset,
    game: filter.game ?? undefined,
    status: filter.status ?? undefined,
  };
  return (await callGamesEndpoint('history', { query })).data;
}

export function gameHistoryQuery(filter: GameHistoryFilter, lang: Language) {
  return queryOptions({
    queryKey: [...GAMES_KEY, 'history', filter, lang],
    queryFn: () => fetchGameHistory(filter, lang),
    staleTime: 10_000,
  });
}

export function useGameHistory(filter: GameHistoryFilter) {
  return useQuery({ ...gameHistoryQuery(filter, useLanguage()), placeholderData: keepPreviousData });
}
