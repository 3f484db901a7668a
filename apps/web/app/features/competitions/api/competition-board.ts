import { type BoardRow, COMPETITION_PLACE_DISPLAY_LIMIT, type Language } from '@casino/contracts';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { useLanguage } from '../../../lib/app-data';
import { COMPETITION_BOARDS_KEY, useViewer } from './competition-keys';
import { callCompetitions } from './competitions-endpoints';

export const BOARD_PAGE_SIZE = 50;

export interface BoardPage {
  rows: BoardRow[];
  /** Places the board may show: every scoring player, up to the spec's display limit. */
  total: number;
}

/** `GET /rest/tournaments/{id}/winners/?limit=&offset=&lang=`: a page of the board, places in order. */
export async function fetchBoard(id: number, offset: number, lang: Language): Promise<BoardPage> {
  const limit = Math.min(BOARD_PAGE_SIZE, COMPETITION_PLACE_DISPLAY_LIMIT - offset);
  const reply = await callCompetitions('winners', { params: { id }, query: { limit, offset, lang } });
  return { rows: reply.data, total: Math.min(reply.total, COMPETITION_PLACE_DISPLAY_LIMIT) };
}

export function boardQuery(id: number, offset: number, lang: Language, viewer: string) {
  return queryOptions({
    queryKey: [...COMPETITION_BOARDS_KEY, id, offset, lang, viewer],
    queryFn: () => fetchBoard(id, offset, lang),
    // Push moves the top places (`positions`) and the player's own (`bet`); a page the player turned to is read once.
    placeholderData: keepPreviousData,
  });
}

export function useBoard(id: number, offset: number) {
  return useQuery(boardQuery(id, offset, useLanguage(), useViewer()));
}
