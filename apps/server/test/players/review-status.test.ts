import { type AccountReviewStatus, profileResponseSchema } from '@casino/contracts';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PlayersRepository } from '../../src/modules/accounts/players/players.repository.ts';
import { actingAs } from '../../src/modules/audit/audit-context.ts';
import { AuditTrail } from '../../src/modules/audit/audit-trail.ts';
import { outboxEvents } from '../../src/platform/events/events.schema.ts';
import { initPlayer } from '../support/auth-players.ts';
import { getAs, signInNewPlayer } from '../support/signed-in.ts';
import { buildTestApp, type TestApp } from '../support/test-app.ts';

const PASSWORD = 'review-pass-1';
const OPERATOR = { actor: { kind: 'operator' as const, id: 'reviewer-1' } };

describe("an operator's account review status (spec section 4, player message statuses)", () => {
  let testApp: TestApp;

  beforeAll(async () => {
    testApp = await buildTestApp({ env: { RATE_LIMITS: 'off' } });
  });
  afterAll(() => testApp?.close());

  /** Sets the status as `npm run player-status` does: through the repository, under the operator's name. */
  function review(playerId: number, status: AccountReviewStatus | null, confirmed = false) {
    const players = new PlayersRepository(testApp.database.db, testApp.config.brand);
    return actingAs(OPERATOR, () =>
      players.update(
        playerId,
        { reviewStatus: status, reviewStatusConfirmed: confirmed },
        testApp.clock.now(),
      ),
    );
  }

  async function playerUpdates(playerId: number) {
    const rows = await testApp.database.db
      .select({ payload: outboxEvents.payload })
      .from(outboxEvents)
      .where(and(eq(outboxEvents.playerId, playerId), eq(outboxEvents.type, 'PlayerUpdated')))
      .orderBy(outboxEvents.id);
    return rows.map((row) => row.payload);
  }

  /** The status as the player's pages read it: in the profile (the `player` message) and in player main data. */
  async function statusSeenBy(sid: string) {
    const response = await getAs(testApp, '/rest/player/getProfile/', sid);
    expect(response.statusCode, response.body).toBe(200);
    const { status, statusConfirmed } = profileResponseSchema.parse(response.json()).data.main;
    const player = await initPlayer(testApp.app, sid);
    expect({ status: player.status, statusConfirmed: player.statusConfirmed }).toEqual({
      status,
      statusConfirmed,
    });
    return { status, statusConfirmed };
  }

  it('is none for a new player', async () => {
    const { sid } = await signInNewPlayer(testApp, PASSWORD);
    expect(await statusSeenBy(sid)).toEqual({ status: null, statusConfirmed: false });
  });

  it("is announced as a profile change and recorded in the audit trail under the operator's name", async () => {
    const { player, sid } = await signInNewPlayer(testApp, PASSWORD);
    await review(player.id, 'duplicate');

    expect(await playerUpdates(player.id)).toEqual([
      { brand: testApp.config.brand, fields: ['reviewStatus'] },
    ]);
    const trail = await new AuditTrail({ db: testApp.database.db, clock: testApp.clock }).forPlayer(
      player.id,
    );
    expect(trail.find((event) => event.action === 'account.changed')).toMatchObject({
      actorKind: 'operator',
      actorId: 'reviewer-1',
      before: { reviewStatus: null },
      after: { reviewStatus: 'duplicate' },
    });
    expect(await statusSeenBy(sid)).toEqual({ status: 'duplicate', statusConfirmed: false });
  });

  it('is confirmed and cleared, each change announced once', async () => {
    const { player, sid } = await signInNewPlayer(testApp, PASSWORD);
    await review(player.id, 'unconfirmed');
    await review(player.id, 'unconfirmed', true);
    expect(await statusSeenBy(sid)).toEqual({ status: 'unconfirmed', statusConfirmed: true });
    await review(player.id, 'unconfirmed', true);
    await review(player.id, null);

    expect((await playerUpdates(player.id)).map((payload) => payload.fields)).toEqual([
      ['reviewStatus'],
      ['reviewStatusConfirmed'],
      ['reviewStatus', 'reviewStatusConfirmed'],
    ]);
    expect(await statusSeenBy(sid)).toEqual({ status: null, statusConfirmed: false });
  });

  it('refuses a status outside spec section 4, in the database itself', async () => {
    const { player } = await signInNewPlayer(testApp, PASSWORD);
    await expect(review(player.id, 'vip' as AccountReviewStatus)).rejects.toMatchObject({
      cause: expect.objectContaining({ message: expect.stringMatching(/players_review_status/) }),
    });
  });
});
