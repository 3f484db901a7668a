import type { Competition, PrizePlaces, PushMessageOf } from '@casino/contracts';
import type { QueryClient } from '@tanstack/react-query';
import type { BoardPage } from '../api/competition-board';
import {
  COMPETITION_BOARDS_KEY,
  COMPETITION_HISTORY_KEY,
  COMPETITION_LISTS_KEY,
  COMPETITION_VIEWS_KEY,
  type CompetitionView,
  PLAYER_COMPETITIONS_KEY,
} from '../api/competition-keys';
import {
  boardWithPositions,
  listWithPositions,
  type PositionsData,
  viewWithBet,
  viewWithPositions,
} from './competition-cache';

type TournamentMessage = PushMessageOf<'tournament'>;

type CachedQuery = { state: { data: unknown } };

function viewIn(query: CachedQuery): CompetitionView | null | undefined {
  return query.state.data as CompetitionView | null | undefined;
}

function isViewOf(competitionId: number) {
  return (query: CachedQuery) => viewIn(query)?.competition.id === competitionId;
}

/** The prize table of a competition the cache holds (a view or a list has it), for the board's new rows. */
function cachedPrizes(queryClient: QueryClient, competitionId: number): PrizePlaces[] {
  for (const [, view] of queryClient.getQueriesData<CompetitionView | null>({
    queryKey: COMPETITION_VIEWS_KEY,
  })) {
    if (view?.competition.id === competitionId) return view.competition.prizes;
  }
  for (const [, list] of queryClient.getQueriesData<Competition[]>({ queryKey: COMPETITION_LISTS_KEY })) {
    const found = list?.find((competition) => competition.id === competitionId);
    if (found) return found.prizes;
  }
  return [];
}

function applyPositions(queryClient: QueryClient, data: PositionsData): void {
  queryClient.setQueriesData<Competition[]>({ queryKey: COMPETITION_LISTS_KEY }, (list) =>
    list ? listWithPositions(list, data) : list,
  );
  let ownLeftTop = false;
  queryClient.setQueriesData<CompetitionView | null>({ queryKey: COMPETITION_VIEWS_KEY }, (view) => {
    if (!view) return view;
    const next = viewWithPositions(view, data);
    ownLeftTop ||= next.ownLeftTop;
    return next.view;
  });
  const prizes = cachedPrizes(queryClient, data.competitionId);
  queryClient.setQueriesData<BoardPage>(
    { queryKey: [...COMPETITION_BOARDS_KEY, data.competitionId] },
    (page) => (page ? boardWithPositions(page, data, prizes) : page),
  );
  if (ownLeftTop) {
    void queryClient.invalidateQueries({
      queryKey: COMPETITION_VIEWS_KEY,
      predicate: isViewOf(data.competitionId),
    });
  }
}

/**
 * A `tournament` message written into the cache, so every page that shows the competition follows it without
 * asking (spec section 4's actions): a start or an end reads the lists again (and, at the end, the competition with
 * the player's result); a stage's end (`stageChanged`) reads the lists, the competition and its board again, its
 * stage points now on the main table and the next stage begun; `positions` writes the top places; the player's
 * scoring round (`bet`) writes their place and reads the board again, and a race's attempts or a staged one's
 * stage place with it. The alerts are the game's block's own.
 */
export function applyTournamentMessage(queryClient: QueryClient, message: TournamentMessage): void {
  const { competitionId } = message.data;
  const refresh = (queryKey: readonly unknown[]) => void queryClient.invalidateQueries({ queryKey });
  const refreshViews = (predicate: (query: CachedQuery) => boolean) =>
    void queryClient.invalidateQueries({ queryKey: COMPETITION_VIEWS_KEY, predicate });
  switch (message.action) {
    case 'start':
      refresh(COMPETITION_LISTS_KEY);
      return;
    case 'stageChanged':
      for (const queryKey of [COMPETITION_LISTS_KEY, PLAYER_COMPETITIONS_KEY]) refresh(queryKey);
      refresh([...COMPETITION_BOARDS_KEY, competitionId]);
      refreshViews(isViewOf(competitionId));
      return;
    case 'stop':
      for (const queryKey of [COMPETITION_LISTS_KEY, COMPETITION_HISTORY_KEY, PLAYER_COMPETITIONS_KEY])
        refresh(queryKey);
      refresh([...COMPETITION_BOARDS_KEY, competitionId]);
      refreshViews(isViewOf(competitionId));
      return;
    case 'positions':
      applyPositions(queryClient, message.data);
      return;
    case 'bet': {
      queryClient.setQueriesData<CompetitionView | null>({ queryKey: COMPETITION_VIEWS_KEY }, (view) =>
        view ? viewWithBet(view, message.data) : view,
      );
      refresh([...COMPETITION_BOARDS_KEY, competitionId]);
      // A race's round uses up its attempt (the attempts and whether another may start are read again); a staged
      // one's moves the player on the stage's board, which `bet` does not tell.
      const race = message.data.type === 'race' || message.data.type === 'special-race';
      refreshViews((query) => {
        const view = viewIn(query);
        return view?.competition.id === competitionId && (race || view.competition.stages > 1);
      });
      return;
    }
    default:
      return;
  }
}
