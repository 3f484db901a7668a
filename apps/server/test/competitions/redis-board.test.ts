import { Redis } from 'ioredis';
import { describe, expect, it } from 'vitest';
import { CompetitionsRepository } from '../../src/modules/competitions/competitions.repository.ts';
import { PostgresLeaderboard } from '../../src/modules/competitions/leaderboard.ts';
import { RedisLeaderboard } from '../../src/modules/competitions/redis-leaderboard.ts';
import { bonusesTestApp, newPlayer, playSession, spin } from '../bonuses/support/bonus-app.ts';
import { fund } from '../games/support/wallet-api.ts';
import { addCompetition, competitionOf, relayAll } from './competition-app.ts';

const REDIS_URL = process.env.TEST_REDIS_URL;

// Runs where a Redis server is named (CI and the test machines: TEST_REDIS_URL=redis://127.0.0.1:6379).
describe.runIf(REDIS_URL)('a competition board kept in Redis', () => {
  const app = bonusesTestApp({ REDIS_URL: String(REDIS_URL) });

  it('answers the same places as PostgreSQL, ties by the earlier reach, and rebuilds itself when lost', async () => {
    const competition = await addCompetition(app.current, { mode: 'bets', autoSubscribe: true });
    const players = [];
    for (const stake of [3_000, 1_000, 3_000, 2_000]) {
      const player = await newPlayer(app.current);
      await fund(app.current, player.id, 100_000);
      await spin(app.current, await playSession(app.current, player), stake);
      app.current.clock.advance(1_000);
      players.push(player);
    }
    await relayAll(app.current);
    const repository = new CompetitionsRepository(app.current.database.db);
    const truth = new PostgresLeaderboard(repository);
    const redis = new Redis(String(REDIS_URL));
    try {
      const board = new RedisLeaderboard(redis, repository, truth);
      const expected = await truth.top(competition.id, 0, 10);
      // The first of the two at 3,000 reached it first.
      expect(expected.map((row) => row.playerId)).toEqual([
        players[0]!.id,
        players[2]!.id,
        players[3]!.id,
        players[1]!.id,
      ]);
      expect(await board.top(competition.id, 0, 10)).toEqual(expected);
      for (const player of players) {
        expect(await board.position(competition.id, player.id)).toBe(
          expected.findIndex((row) => row.playerId === player.id) + 1,
        );
      }
      expect(await board.size(competition.id)).toBe(4);

      await board.drop(competition.id);
      expect(await board.top(competition.id, 1, 2)).toEqual(expected.slice(1, 3));
      const view = await competitionOf(players[3]!, competition.slug);
      expect(view.playerData?.position).toBe(3);
    } finally {
      await redis.quit();
    }
  });
});
