import { randomUUID } from 'node:crypto';
import { lootBoxListResponseSchema } from '@casino/contracts';
import { lootBoxCampaignListResponseSchema, lootBoxGrantResponseSchema } from '@casino/contracts/backoffice';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { auditEvents } from '../../src/modules/audit/audit.schema.ts';
import { chestCampaigns, lootBoxes } from '../../src/modules/chance/chests/chests.schema.ts';
import { DEMO_LOOT_BOX_ID, seedChests } from '../../src/modules/chance/chests/chests.seed.ts';
import type { Db } from '../../src/platform/db/database.ts';
import { bonusesTestApp, newPlayer, type Player, refusedWith } from '../bonuses/support/bonus-app.ts';
import { type SignedInOperator, signInOperator } from '../support/operators.ts';

const app = bonusesTestApp();
let marketing: SignedInOperator;
let auditor: SignedInOperator;

beforeAll(async () => {
  await seedChests(app.current.database.db, app.current.clock, app.current.app.accounts.players);
  marketing = await signInOperator(app.current, ['marketing']);
  auditor = await signInOperator(app.current, ['auditor']);
});

function give(operator: SignedInOperator, playerId: number, body: Record<string, unknown>) {
  return operator.call({
    method: 'POST',
    url: `/backoffice/api/players/${playerId}/loot-boxes/`,
    payload: {
      requestId: randomUUID(),
      campaignId: DEMO_LOOT_BOX_ID,
      reason: 'Goodwill after an outage',
      ...body,
    },
  });
}

function boxesOf(playerId: number) {
  return app.current.database.db.select().from(lootBoxes).where(eq(lootBoxes.playerId, playerId));
}

async function unopened(player: Player) {
  const response = await player.get('/rest/loot-boxes/');
  expect(response.statusCode, response.body).toBe(200);
  return lootBoxListResponseSchema.parse(response.json()).data;
}

function setEnabled(enabled: boolean) {
  return app.current.database.db
    .update(chestCampaigns)
    .set({ enabled })
    .where(eq(chestCampaigns.id, DEMO_LOOT_BOX_ID));
}

describe('loot boxes an operator gives', () => {
  it('lists the loot-box campaigns to whoever reads promotions', async () => {
    const response = await auditor.call({ url: '/backoffice/api/loot-boxes/campaigns/' });
    expect(response.statusCode, response.body).toBe(200);
    const { campaigns } = lootBoxCampaignListResponseSchema.parse(response.json());
    expect(campaigns).toEqual([expect.objectContaining({ id: DEMO_LOOT_BOX_ID, enabled: true })]);
  });

  it('gives one box per request, audited with the reason, and the player can open it', async () => {
    const player = await newPlayer(app.current);
    const requestId = randomUUID();
    const first = await give(marketing, player.id, { requestId });
    expect(first.statusCode, first.body).toBe(200);
    const given = lootBoxGrantResponseSchema.parse(first.json());
    expect(given).toMatchObject({ granted: true, lootBox: { campaignId: DEMO_LOOT_BOX_ID } });

    const again = lootBoxGrantResponseSchema.parse((await give(marketing, player.id, { requestId })).json());
    expect(again).toEqual({ ...given, granted: false });
    expect(await boxesOf(player.id)).toHaveLength(1);
    expect((await unopened(player)).map((box) => box.id)).toEqual([given.lootBox.id]);

    const records = await app.current.database.db
      .select()
      .from(auditEvents)
      .where(eq(auditEvents.action, 'loot_box.granted'));
    expect(records.filter((record) => record.playerId === player.id)).toEqual([
      expect.objectContaining({
        actorId: marketing.login,
        reason: 'Goodwill after an outage',
        after: { lootBoxId: given.lootBox.id, campaignId: DEMO_LOOT_BOX_ID },
      }),
    ]);
    const opened = await player.post(`/rest/loot-boxes/${given.lootBox.id}/open/`, { chestNumber: 1 });
    expect(opened.statusCode, opened.body).toBe(200);
  });

  it('refuses a closed or unknown campaign, an unknown player, a self-excluded one and a reader, giving nothing', async () => {
    const player = await newPlayer(app.current);
    refusedWith(await give(marketing, player.id, { campaignId: 'no-such-box' }), 404, 'chests_not_found');
    await setEnabled(false);
    try {
      refusedWith(await give(marketing, player.id, {}), 404, 'chests_not_found');
    } finally {
      await setEnabled(true);
    }
    refusedWith(await give(marketing, 9_999_999, {}), 404, 'chests_not_found');
    refusedWith(await give(auditor, player.id, {}), 403, 'operator_forbidden');
    refusedWith(await give(marketing, player.id, { requestId: 'again' }), 422, 'validation_failed');
    refusedWith(await give(marketing, player.id, { reason: '' }), 422, 'validation_failed');

    const excluded = await player.post('/rest/self-limits/exclude/', { kind: 'timeout', period: '24h' });
    expect(excluded.statusCode, excluded.body).toBe(200);
    expect((await give(marketing, player.id, {})).statusCode).toBe(444);
    expect(await boxesOf(player.id)).toEqual([]);
  });
});

describe('the loot_box prize', () => {
  function grant(tx: Db, playerId: number, sourceRef: string) {
    return app.current.app.rewards.grant(tx, {
      source: 'test',
      sourceRef,
      sourceTitle: { uk: 'Тест', ru: 'Тест', en: 'Test' },
      playerId,
      prize: { type: 'loot_box', campaignId: DEMO_LOOT_BOX_ID },
    });
  }

  it('gives a box of the campaign once per source and reference', async () => {
    const player = await newPlayer(app.current);
    const { db } = app.current.database;
    const first = await grant(db, player.id, `prize:${player.id}`);
    const second = await grant(db, player.id, `prize:${player.id}`);
    expect(first).toMatchObject({ status: 'granted' });
    expect(second.id).toBe(first.id);
    expect(await boxesOf(player.id)).toEqual([
      expect.objectContaining({ source: 'reward', sourceRef: `test:prize:${player.id}` }),
    ]);
    expect(await unopened(player)).toHaveLength(1);
  });

  it('stays pending on the record when its campaign is closed, rather than failing what won it', async () => {
    const player = await newPlayer(app.current);
    await setEnabled(false);
    try {
      const grantRow = await grant(app.current.database.db, player.id, `closed:${player.id}`);
      expect(grantRow).toMatchObject({ status: 'pending' });
    } finally {
      await setEnabled(true);
    }
    expect(await boxesOf(player.id)).toEqual([]);
  });
});
