import { describe, expect, it } from 'vitest';
import type { CompetitionView } from '../api/competition-keys';
import {
  boardWithPositions,
  listWithPositions,
  prizeAt,
  viewWithBet,
  viewWithPlayerData,
  viewWithPositions,
} from './competition-cache';
import { competition, PRIZES, playerData, row } from './competition-fixtures';

const positions = (top: Array<[number, string, number]>, participants = 41) => ({
  competitionId: 7,
  slug: 'weekly',
  type: 'tournament' as const,
  participants,
  mainTableData: top.map(([position, login, points]) => ({ position, login, points, roundsPlayed: 11 })),
});

describe('the competitions’ cache under push', () => {
  it('gives each place the prize of its row of the prize table', () => {
    expect(prizeAt(PRIZES, 1)?.amount).toBe(100_000);
    expect(prizeAt(PRIZES, 3)?.amount).toBe(50_000);
    expect(prizeAt(PRIZES, 4)).toBeNull();
  });

  it('writes the new top places into a list, with their prizes and the participants', () => {
    const [next] = listWithPositions(
      [competition()],
      positions([
        [1, 'me***', 1000],
        [2, 'an***', 900],
      ]),
    );
    expect(next?.participants).toBe(41);
    expect(next?.mainTableData.map((item) => [item.position, item.login, item.prize?.amount])).toEqual([
      [1, 'me***', 100_000],
      [2, 'an***', 50_000],
      [3, 'me***', 50_000],
    ]);
    expect(next?.mainTableData[0]?.isCurrent).toBe(true);
  });

  it('moves the player up in their view when their row climbs into the top places', () => {
    const view: CompetitionView = { competition: competition(), playerData: playerData() };
    const { view: next, ownLeftTop } = viewWithPositions(
      view,
      positions([
        [1, 'me***', 1000],
        [2, 'an***', 900],
        [3, 'bo***', 800],
      ]),
    );
    expect(ownLeftTop).toBe(false);
    expect(next.playerData).toMatchObject({ position: 1, points: 1000, roundsPlayed: 11 });
    expect(next.playerData?.mainTableData.find((item) => item.isCurrent)).toMatchObject({
      position: 1,
      prize: { amount: 100_000 },
    });
  });

  it('tells when the player dropped out of the top places, so their place is read again', () => {
    const view: CompetitionView = { competition: competition(), playerData: playerData() };
    const { view: next, ownLeftTop } = viewWithPositions(
      view,
      positions([
        [1, 'an***', 900],
        [2, 'bo***', 800],
        [3, 'zz***', 750],
      ]),
    );
    expect(ownLeftTop).toBe(true);
    expect(next.competition.mainTableData.some((item) => item.isCurrent)).toBe(false);
  });

  it('leaves other competitions alone', () => {
    const view: CompetitionView = { competition: competition({ id: 8 }), playerData: null };
    expect(viewWithPositions(view, positions([[1, 'an***', 1]])).view).toBe(view);
  });

  it('writes the player’s scoring round into their part, and counts them in', () => {
    const view: CompetitionView = {
      competition: competition(),
      playerData: playerData({ isSubscribed: false, isAutoSubscription: true }),
    };
    const next = viewWithBet(view, {
      competitionId: 7,
      slug: 'weekly',
      type: 'tournament',
      position: 2,
      points: 850,
      roundsPlayed: 12,
      scored: 150,
    });
    expect(next.playerData).toMatchObject({ isSubscribed: true, position: 2, points: 850, roundsPlayed: 12 });
    expect(next.competition.mainTableData.find((item) => item.isCurrent)).toMatchObject({
      position: 2,
      points: 850,
    });
  });

  it('takes the player’s part as a call answered it', () => {
    const view: CompetitionView = { competition: competition(), playerData: null };
    const part = playerData({ position: null, points: 0 });
    expect(viewWithPlayerData(view, 7, part).playerData).toBe(part);
    expect(viewWithPlayerData(view, 8, part)).toBe(view);
  });

  it('writes the top places over the board’s first page only', () => {
    const first = {
      rows: [row(1, 'an***', 900), row(2, 'me***', 800, true), row(3, 'bo***', 700)],
      total: 3,
    };
    const next = boardWithPositions(
      first,
      positions([
        [1, 'me***', 950],
        [2, 'an***', 900],
      ]),
      PRIZES,
    );
    expect(next.rows.map((item) => [item.login, item.isCurrent])).toEqual([
      ['me***', true],
      ['an***', false],
      ['bo***', false],
    ]);
    const later = { rows: [row(51, 'xx***', 10)], total: 60 };
    expect(boardWithPositions(later, positions([[1, 'me***', 950]]), PRIZES)).toBe(later);
  });
});
