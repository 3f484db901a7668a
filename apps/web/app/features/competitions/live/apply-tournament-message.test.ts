import type { PushMessageOf } from '@casino/contracts';
import { QueryClient } from '@tanstack/react-query';
import { beforeEach, describe, expect, it } from 'vitest';
import {
  COMPETITION_BOARDS_KEY,
  COMPETITION_LISTS_KEY,
  COMPETITION_VIEWS_KEY,
  type CompetitionView,
  PLAYER_COMPETITIONS_KEY,
} from '../api/competition-keys';
import { applyTournamentMessage } from './apply-tournament-message';
import { competition, playerData } from './competition-fixtures';

type Message = PushMessageOf<'tournament'>;
const ref = { competitionId: 7, slug: 'weekly', type: 'tournament' as const };

const PAGE_KEY = [...COMPETITION_VIEWS_KEY, 'slug', 'weekly', 'uk', 'me'];
const GAME_KEY = [...COMPETITION_VIEWS_KEY, 'game', 12, 'uk', 'me'];
const OTHER_KEY = [...COMPETITION_VIEWS_KEY, 'slug', 'monthly', 'uk', 'me'];
const LIST_KEY = [...COMPETITION_LISTS_KEY, 'casino', 'all', 'uk'];
const BOARD_KEY = [...COMPETITION_BOARDS_KEY, 7, 0, 'uk', 'me'];
const MINE_KEY = [...PLAYER_COMPETITIONS_KEY, 'all'];

let queryClient: QueryClient;
const stale = (queryKey: readonly unknown[]) => queryClient.getQueryState(queryKey)?.isInvalidated;

function holding(view: CompetitionView) {
  queryClient.setQueryData(PAGE_KEY, view);
  queryClient.setQueryData(GAME_KEY, view);
  queryClient.setQueryData(OTHER_KEY, { ...view, competition: { ...view.competition, id: 8 } });
  queryClient.setQueryData(LIST_KEY, [view.competition]);
  queryClient.setQueryData(BOARD_KEY, { rows: [], total: 0 });
  queryClient.setQueryData(MINE_KEY, []);
}

const staged = () => ({
  competition: competition({
    stages: 7,
    activeStageData: {
      stage: 3,
      stages: 7,
      dateStart: '2026-03-03T00:00:00.000Z',
      dateEnd: '2026-03-04T00:00:00.000Z',
      mainTableData: [],
    },
  }),
  playerData: playerData({ activeStageData: { stage: 3, position: 5, points: 300 } }),
});

const bet: Message = {
  id: 'evt-bet',
  type: 'tournament',
  action: 'bet',
  data: { ...ref, position: 2, points: 850, roundsPlayed: 12, scored: 150 },
};

beforeEach(() => {
  queryClient = new QueryClient();
});

describe('a tournament message in the cache', () => {
  it('reads a staged competition again once a stage closes: the lists, its page and game block, its board', () => {
    holding(staged());
    applyTournamentMessage(queryClient, {
      id: 'evt-stage',
      type: 'tournament',
      action: 'stageChanged',
      data: {
        ...ref,
        title: { uk: 'Тижневий', ru: 'Недельный', en: 'Weekly' },
        closedStage: 2,
        stage: 3,
        stages: 7,
        position: null,
        points: null,
        award: null,
        prize: null,
      },
    });
    for (const key of [LIST_KEY, PAGE_KEY, GAME_KEY, BOARD_KEY, MINE_KEY])
      expect(stale(key), String(key)).toBe(true);
    expect(stale(OTHER_KEY)).toBe(false);
  });

  it('reads a staged competition’s view again after the player’s scoring round, for their stage place', () => {
    holding(staged());
    applyTournamentMessage(queryClient, bet);
    expect([stale(PAGE_KEY), stale(GAME_KEY), stale(OTHER_KEY)]).toEqual([true, true, false]);
    expect(queryClient.getQueryData<CompetitionView>(PAGE_KEY)?.playerData?.position).toBe(2);
  });

  it('only writes the scoring round into the view of a tournament without stages', () => {
    holding({ competition: competition(), playerData: playerData() });
    applyTournamentMessage(queryClient, bet);
    expect([stale(PAGE_KEY), stale(BOARD_KEY)]).toEqual([false, true]);
    expect(queryClient.getQueryData<CompetitionView>(PAGE_KEY)?.playerData?.points).toBe(850);
  });
});
