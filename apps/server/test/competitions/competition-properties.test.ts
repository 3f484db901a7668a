import { and, eq, like } from 'drizzle-orm';
import fc from 'fast-check';
import { describe, expect, it, vi } from 'vitest';
import { CompetitionsRepository } from '../../src/modules/competitions/competitions.repository.ts';
import { competitionEntries } from '../../src/modules/competitions/competitions.schema.ts';
import { rewardGrants } from '../../src/modules/rewards/rewards.schema.ts';
import { walletTransfers } from '../../src/modules/wallet/wallet.schema.ts';
import { bonusesTestApp, newPlayer, playSession } from '../bonuses/support/bonus-app.ts';
import { bet, fund, ok, rollback, walletCall, win } from '../games/support/wallet-api.ts';
import { addCompetition, relayAll } from './competition-app.ts';

const app = bonusesTestApp();
const MIN_BET = 500;

/** One player's round: a stake, what it won, and whether the provider rolled the stake back instead of settling. */
const roundArbitrary = fc.record({
  player: fc.integer({ min: 0, max: 2 }),
  stake: fc.constantFrom(200, 500, 1_000, 2_500),
  won: fc.constantFrom(0, 300, 1_000, 7_500),
  rolledBack: fc.boolean(),
});

async function pointsOf(competitionId: number): Promise<Map<number, number>> {
  const rows = await app.current.database.db
    .select({ playerId: competitionEntries.playerId, points: competitionEntries.points })
    .from(competitionEntries)
    .where(eq(competitionEntries.competitionId, competitionId));
  return new Map(rows.filter((row) => row.points !== 0).map((row) => [row.playerId, row.points]));
}

async function rebuilt(competitionId: number): Promise<Map<number, number>> {
  const rows = await new CompetitionsRepository(app.current.database.db).rebuiltPoints(
    app.current.database.db,
    competitionId,
  );
  return new Map(
    rows.filter((row) => Number(row.points ?? 0) !== 0).map((row) => [row.playerId, Number(row.points)]),
  );
}

describe('competition properties', () => {
  it('keeps every board equal to the one rebuilt from its scores and to the rounds played, whatever is rolled back', async () => {
    const players = [
      await newPlayer(app.current),
      await newPlayer(app.current),
      await newPlayer(app.current),
    ];
    for (const player of players) await fund(app.current, player.id, 10_000_000);
    const sessions = await Promise.all(players.map((player) => playSession(app.current, player)));
    await fc.assert(
      fc.asyncProperty(fc.array(roundArbitrary, { minLength: 1, maxLength: 8 }), async (rounds) => {
        const common = { autoSubscribe: true, minBet: MIN_BET, gameSlugs: ['book-of-sevens'] };
        const bets = await addCompetition(app.current, { ...common, mode: 'bets' });
        const wins = await addCompetition(app.current, { ...common, mode: 'wins' });
        const expectedBets = new Map<number, number>();
        const expectedWins = new Map<number, number>();
        for (const round of rounds) {
          const session = sessions[round.player]!;
          const playerId = players[round.player]!.id;
          const placed = bet(session, round.stake);
          ok(await walletCall(app.current, 'bet', placed));
          if (round.rolledBack) {
            ok(await walletCall(app.current, 'rollback', rollback(session, placed)));
            continue;
          }
          ok(await walletCall(app.current, 'win', win(session, placed, round.won)));
          if (round.stake < MIN_BET) continue;
          expectedBets.set(playerId, (expectedBets.get(playerId) ?? 0) + round.stake);
          if (round.won > 0) expectedWins.set(playerId, (expectedWins.get(playerId) ?? 0) + round.won);
        }
        await relayAll(app.current);
        expect(await pointsOf(bets.id)).toEqual(expectedBets);
        expect(await rebuilt(bets.id)).toEqual(expectedBets);
        expect(await pointsOf(wins.id)).toEqual(expectedWins);
        expect(await rebuilt(wins.id)).toEqual(expectedWins);
      }),
      { numRuns: 6 },
    );
  });

  it('pays every prize exactly once, when two closers race and when one dies mid-payout', async () => {
    const competition = await addCompetition(app.current, { gameSlugs: ['fruit-storm'] });
    const players = [
      await newPlayer(app.current),
      await newPlayer(app.current),
      await newPlayer(app.current),
    ];
    for (const [index, player] of players.entries()) {
      await fund(app.current, player.id, 100_000);
      const joined = await player.get(`/rest/tournaments/${competition.id}/subscribe/`);
      expect(joined.statusCode, joined.body).toBe(200);
      const session = await playSession(app.current, player, 'fruit-storm');
      const placed = bet(session, 1_000);
      ok(await walletCall(app.current, 'bet', placed));
      ok(await walletCall(app.current, 'win', win(session, placed, (index + 1) * 1_000)));
    }
    await relayAll(app.current);
    app.current.clock.advance(25 * 60 * 60 * 1000);
    const grant = vi.spyOn(app.current.app.rewards, 'grant');
    grant.mockImplementationOnce(() => Promise.reject(new Error('the process died')));
    await expect(app.current.app.jobs.runNow('competitions-close')).rejects.toThrow();
    grant.mockRestore();
    await Promise.all([
      app.current.app.jobs.runNow('competitions-close'),
      app.current.app.jobs.runNow('competitions-close'),
    ]);
    const grants = await app.current.database.db
      .select({ ref: rewardGrants.sourceRef })
      .from(rewardGrants)
      .where(
        and(eq(rewardGrants.source, 'competition'), like(rewardGrants.sourceRef, `${competition.id}:%`)),
      );
    expect(grants.map((row) => row.ref).sort()).toEqual(
      [1, 2, 3].map((place) => `${competition.id}:${place}`),
    );
    const payouts = await app.current.database.db
      .select({ key: walletTransfers.idempotencyKey })
      .from(walletTransfers)
      .where(like(walletTransfers.idempotencyKey, `reward:competition:${competition.id}:%`));
    expect(payouts).toHaveLength(2);
  });
});
