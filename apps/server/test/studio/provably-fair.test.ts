import type { StudioRound } from '@casino/contracts';
import { playRound, serverSeedHash } from '@casino/game-math';
import { describe, expect, it } from 'vitest';
import {
  fundedPlayer,
  openGame,
  PARAMS_BY_KIND,
  play,
  studioGet,
  studioPost,
  studioTestApp,
} from './support.ts';

const apps = studioTestApp();

async function playOnce(sessionToken: string, bet: number, params: Record<string, unknown> = {}) {
  const response = await play(apps.current, sessionToken, { bet, params });
  expect(response.statusCode, response.body).toBe(200);
  return response.json().data as StudioRound;
}

describe('provably fair play', () => {
  it('verifies every round with the revealed seed after rotating, by the same maths', async () => {
    const testApp = apps.current;
    const { sid } = await fundedPlayer(testApp);
    const slot = await openGame(testApp, 'dragon-pearls', { sid });
    const dice = await openGame(testApp, 'lucky-dice', { sid });
    const rounds = [
      await playOnce(slot.sessionToken, slot.betSteps[0] as number),
      await playOnce(dice.sessionToken, dice.betSteps[0] as number, PARAMS_BY_KIND.dice?.(0)),
      await playOnce(slot.sessionToken, slot.betSteps[1] as number),
    ];
    // A player's real play shares one seed pair across games: one nonce sequence.
    expect(rounds.map((round) => round.fairness.nonce)).toEqual([0, 1, 2]);
    expect(new Set(rounds.map((round) => round.fairness.serverSeedHash))).toEqual(
      new Set([slot.fairness.serverSeedHash]),
    );

    const before = await studioGet(testApp, `/rounds/${rounds[0]?.roundId}/`);
    expect(before.json().data.serverSeed).toBeNull();
    const hidden = await studioGet(testApp, `/seeds/${slot.fairness.serverSeedHash}/`);
    expect(hidden.json().data).toEqual({ serverSeedHash: slot.fairness.serverSeedHash, serverSeed: null });

    const rotated = await studioPost(testApp, slot.sessionToken, '/seeds/rotate');
    expect(rotated.statusCode, rotated.body).toBe(200);
    const { revealed, current } = rotated.json().data;
    expect(revealed).toMatchObject({ serverSeedHash: slot.fairness.serverSeedHash, nonce: 3 });
    expect(serverSeedHash(revealed.serverSeed)).toBe(revealed.serverSeedHash);
    expect(current).toMatchObject({ clientSeed: revealed.clientSeed, nonce: 0 });
    expect(current.serverSeedHash).not.toBe(revealed.serverSeedHash);

    for (const round of rounds) {
      const facts = (await studioGet(testApp, `/rounds/${round.roundId}/`)).json().data;
      expect(facts).toMatchObject({
        roundId: round.roundId,
        serverSeed: revealed.serverSeed,
        outcome: round.outcome,
      });
      const replayed = playRound(
        facts.gameSlug,
        { serverSeed: facts.serverSeed, clientSeed: facts.fairness.clientSeed, nonce: facts.fairness.nonce },
        facts.bet,
        facts.params,
      );
      expect(replayed).toEqual({ win: round.win, outcome: round.outcome });
    }
    const shown = await studioGet(testApp, `/seeds/${revealed.serverSeedHash}/`);
    expect(shown.json().data.serverSeed).toBe(revealed.serverSeed);

    // The next round plays under the new commitment from nonce 0.
    const next = await playOnce(dice.sessionToken, dice.betSteps[0] as number, PARAMS_BY_KIND.dice?.(0));
    expect(next.fairness).toEqual({ ...current, nonce: 0 });
  });

  it("uses the player's client seed from the next round on", async () => {
    const testApp = apps.current;
    const { sid } = await fundedPlayer(testApp);
    const session = await openGame(testApp, 'rocket-crash', { sid });
    expect(session.fairness.clientSeed).toMatch(/^[0-9a-f]{32}$/);
    const first = await playOnce(session.sessionToken, session.betSteps[0] as number, { cashOut: 200 });
    const changed = await studioPost(testApp, session.sessionToken, '/seeds/client', {
      clientSeed: 'my lucky seed',
    });
    expect(changed.statusCode, changed.body).toBe(200);
    expect(changed.json().data).toEqual({
      serverSeedHash: session.fairness.serverSeedHash,
      clientSeed: 'my lucky seed',
      nonce: 1,
    });
    const second = await playOnce(session.sessionToken, session.betSteps[0] as number, { cashOut: 200 });
    expect(first.fairness.clientSeed).toBe(session.fairness.clientSeed);
    expect(second.fairness).toEqual({ ...changed.json().data });

    for (const clientSeed of ['', '   ', 'x'.repeat(65), 'tab\there', 'naïve']) {
      const refused = await studioPost(testApp, session.sessionToken, '/seeds/client', { clientSeed });
      expect(refused.statusCode, clientSeed).toBe(422);
    }
  });

  it('never gives two rounds played at once the same nonce', async () => {
    const testApp = apps.current;
    const { sid } = await fundedPlayer(testApp);
    const slot = await openGame(testApp, 'viking-raid', { sid });
    const dice = await openGame(testApp, 'lucky-dice', { sid });
    const answers = await Promise.all([
      ...[1, 2, 3].map(() => play(testApp, slot.sessionToken, { bet: slot.betSteps[0] as number })),
      ...[1, 2, 3].map(() =>
        play(testApp, dice.sessionToken, {
          bet: dice.betSteps[0] as number,
          params: PARAMS_BY_KIND.dice?.(0),
        }),
      ),
    ]);
    expect(answers.map((answer) => answer.statusCode)).toEqual([200, 200, 200, 200, 200, 200]);
    const nonces = answers.map((answer) => answer.json().data.fairness.nonce).sort((a, b) => a - b);
    expect(nonces).toEqual([0, 1, 2, 3, 4, 5]);
  });

  it('keeps demo seeds apart: one pair per demo session, none shared with real play', async () => {
    const testApp = apps.current;
    const { sid } = await fundedPlayer(testApp);
    const real = await openGame(testApp, 'fruit-storm', { sid });
    const demoA = await openGame(testApp, 'fruit-storm', { sid, isMoney: false });
    const demoB = await openGame(testApp, 'fruit-storm', { sid, isMoney: false });
    const hashes = [real, demoA, demoB].map((session) => session.fairness.serverSeedHash);
    expect(new Set(hashes).size).toBe(3);
  });

  it('answers 404 for unknown rounds and seeds', async () => {
    const testApp = apps.current;
    for (const path of [
      '/rounds/00000000-0000-4000-8000-000000000000/',
      '/rounds/not-a-round/',
      `/seeds/${'0'.repeat(64)}/`,
      '/seeds/not-a-hash/',
    ]) {
      const response = await studioGet(testApp, path);
      expect(response.statusCode, path).toBe(404);
    }
  });
});
