import type {
  BoardRow,
  Competition,
  CompetitionPlayerData,
  PrizePlaces,
  PrizeView,
  PushMessageOf,
} from '@casino/contracts';
import type { BoardPage } from '../api/competition-board';
import type { CompetitionView } from '../api/competition-keys';

type TournamentMessage = PushMessageOf<'tournament'>;
export type PositionsData = Extract<TournamentMessage, { action: 'positions' }>['data'];
type BetData = Extract<TournamentMessage, { action: 'bet' }>['data'];

/** The prize the table gives a place, as the board shows it. */
export function prizeAt(prizes: readonly PrizePlaces[], position: number): PrizeView | null {
  return prizes.find((row) => row.fromPlace <= position && position <= row.toPlace)?.prize ?? null;
}

/** The name the board shows for the player: their own row's, among their neighbours or on the board. */
function ownName(...tables: readonly (readonly BoardRow[])[]): string | null {
  for (const rows of tables) {
    const own = rows.find((row) => row.isCurrent);
    if (own) return own.login;
  }
  return null;
}

/**
 * The top places `positions` sent, written over the same places of a table; the places below stay as they were
 * until the table is read again. Each row keeps the prize of its place and is the player's when it bears their name.
 */
export function withTopRows(
  rows: readonly BoardRow[],
  top: PositionsData['mainTableData'],
  context: { own: string | null; prizes: readonly PrizePlaces[] },
): BoardRow[] {
  const own = context.own ?? ownName(rows);
  const last = top.reduce((deepest, row) => Math.max(deepest, row.position), 0);
  const fresh = top.map((row) => ({
    ...row,
    prize: prizeAt(context.prizes, row.position),
    isCurrent: own !== null && row.login === own,
  }));
  return [...fresh, ...rows.filter((row) => row.position > last)].sort((a, b) => a.position - b.position);
}

/** A list of competitions with one's top places and participants as `positions` tells them. */
export function listWithPositions(list: readonly Competition[], data: PositionsData): Competition[] {
  return list.map((competition) =>
    competition.id === data.competitionId
      ? {
          ...competition,
          participants: data.participants,
          mainTableData: withTopRows(competition.mainTableData, data.mainTableData, {
            own: null,
            prizes: competition.prizes,
          }),
        }
      : competition,
  );
}

/**
 * A competition's view after `positions`: its top places, and the player's place when their row is among them.
 * `ownLeftTop` tells that the player was in the top and is not any more: where they are now must be read again.
 */
export function viewWithPositions(
  view: CompetitionView,
  data: PositionsData,
): { view: CompetitionView; ownLeftTop: boolean } {
  const { competition, playerData } = view;
  if (competition.id !== data.competitionId) return { view, ownLeftTop: false };
  const own = ownName(playerData?.mainTableData ?? [], competition.mainTableData);
  const mainTableData = withTopRows(competition.mainTableData, data.mainTableData, {
    own,
    prizes: competition.prizes,
  });
  const next = { ...competition, participants: data.participants, mainTableData };
  const ownRow = mainTableData.find((row) => row.isCurrent);
  const wasInTop = ownName(competition.mainTableData) !== null;
  if (!playerData || !ownRow) {
    return { view: { competition: next, playerData }, ownLeftTop: wasInTop && playerData !== null };
  }
  return {
    view: { competition: next, playerData: withOwnRow(playerData, ownRow, competition.prizes) },
    ownLeftTop: false,
  };
}

/** The player's part with their row's place and points (their neighbours are read with the next answer). */
function withOwnRow(
  playerData: CompetitionPlayerData,
  own: Pick<BoardRow, 'position' | 'points' | 'roundsPlayed'>,
  prizes: readonly PrizePlaces[],
): CompetitionPlayerData {
  return {
    ...playerData,
    position: own.position,
    points: own.points,
    roundsPlayed: own.roundsPlayed,
    mainTableData: playerData.mainTableData.map((row) =>
      row.isCurrent ? { ...row, ...own, prize: prizeAt(prizes, own.position) } : row,
    ),
  };
}

/** A competition's view after the player's round scored (`bet`): their place, points and rounds. */
export function viewWithBet(view: CompetitionView, data: BetData): CompetitionView {
  const { competition, playerData } = view;
  if (competition.id !== data.competitionId || !playerData) return view;
  const own = { position: data.position, points: data.points, roundsPlayed: data.roundsPlayed };
  return {
    competition: {
      ...competition,
      mainTableData: competition.mainTableData.map((row) =>
        row.isCurrent ? { ...row, ...own, prize: prizeAt(competition.prizes, own.position) } : row,
      ),
    },
    // A scoring round means the player takes part, whether they joined or the competition joined them.
    playerData: { ...withOwnRow(playerData, own, competition.prizes), isSubscribed: true },
  };
}

/** A competition's view with the player's part as a call answered it (after joining, or a new attempt). */
export function viewWithPlayerData(
  view: CompetitionView,
  competitionId: number,
  playerData: CompetitionPlayerData,
): CompetitionView {
  return view.competition.id === competitionId ? { ...view, playerData } : view;
}

/** A page of the board after `positions`: the first page takes the new top places, the others wait. */
export function boardWithPositions(
  page: BoardPage,
  data: PositionsData,
  prizes: readonly PrizePlaces[],
): BoardPage {
  const first = page.rows[0];
  if (first !== undefined && first.position !== 1) return page;
  const rows = withTopRows(page.rows, data.mainTableData, { own: null, prizes });
  return { rows, total: Math.max(page.total, rows.length) };
}
