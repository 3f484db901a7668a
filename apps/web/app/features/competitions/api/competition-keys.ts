import type { Competition, CompetitionPlayerData } from '@casino/contracts';
import { useAppData } from '../../../lib/app-data';
import { PLAYER_QUERY_KEY } from '../../../lib/player-query-keys';

/**
 * The competitions' cache keys. What a page shows of one competition with the player's part in it (by slug, or the
 * one a game counts for) is under `VIEWS`, so push updates every copy at once; what depends on the viewer names
 * them in its key, so a login or a logout reads it afresh. The player's own lists are under the player's root,
 * read again whenever the personal channel is subscribed again.
 */
export const COMPETITIONS_KEY = ['competitions'] as const;
export const COMPETITION_LISTS_KEY = [...COMPETITIONS_KEY, 'list'] as const;
export const COMPETITION_VIEWS_KEY = [...COMPETITIONS_KEY, 'view'] as const;
export const COMPETITION_BOARDS_KEY = [...COMPETITIONS_KEY, 'board'] as const;
export const COMPETITION_HISTORY_KEY = [...COMPETITIONS_KEY, 'history'] as const;
export const PLAYER_COMPETITIONS_KEY = [...PLAYER_QUERY_KEY, 'competitions'] as const;

/** A competition with the signed-in player's part in it (null for a guest). */
export interface CompetitionView {
  competition: Competition;
  playerData: CompetitionPlayerData | null;
}

/** Who the answers are for: the player's login, or '' for a guest. */
export function useViewer(): string {
  const { player } = useAppData().appMain;
  return player.isGuest ? '' : (player.login ?? '');
}
