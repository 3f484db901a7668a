import { jackpotSevensResponseSchema } from '@casino/contracts';
import {
  type JackpotSevensTerms,
  jackpotSevensAdminResponseSchema,
  jackpotSevensListResponseSchema,
} from '@casino/contracts/backoffice';
import { and, eq, isNull, ne } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { jackpotSevens, jackpotSevensRounds } from '../../src/modules/chance/sevens/jackpot-sevens.schema.ts';
import { bonusesTestApp, newPlayer, refusedWith, relay } from '../bonuses/support/bonus-app.ts';
import { bet, fund, ok, realSession, SLOT, walletCall } from '../games/support/wallet-api.ts';
import { auditedWith, fieldsOf } from '../support/operator-changes.ts';
import { type SignedInOperator, signInOperator } from '../support/operators.ts';
import { callApi } from '../support/test-app.ts';

const SEVENS = '/backoffice/api/jackpot-sevens/';
const SLUG = 'slots-sevens';

const app = bonusesTestApp();
let marketing: SignedInOperator;
let auditor: SignedInOperator;
let support: SignedInOperator;

beforeAll(async () => {
  marketing = await signInOperator(app.current, ['marketing']);
  auditor = await signInOperator(app.current, ['auditor']);
  support = await signInOperator(app.current, ['support']);
});

/** 1% of stakes in the test slot, each round opening at ₴777 and dropping before ₴7,777; hryvnias only. */
function terms(changes: Partial<JackpotSevensTerms> = {}): JackpotSevensTerms {
  return {
    title: { uk: 'Сімки', ru: 'Семёрки', en: 'Sevens' },
    enabled: true,
    shareBasisPoints: 100,
    seedAmount: { UAH: 777_00 },
    dropCeiling: { UAH: 7_777_00 },
    games: [SLOT],
    ...changes,
  };
}

function create(operator: SignedInOperator, slug: string, sevensTerms: JackpotSevensTerms, reason: string) {
  return operator.call({ method: 'POST', url: SEVENS, payload: { slug, terms: sevensTerms, reason } });
}

function change(operator: SignedInOperator, sevensTerms: JackpotSevensTerms, reason: string, slug = SLUG) {
  return operator.call({ method: 'POST', url: `${SEVENS}${slug}/`, payload: { terms: sevensTerms, reason } });
}

async function read() {
  return jackpotSevensAdminResponseSchema.parse((await auditor.call({ url: `${SEVENS}${SLUG}/` })).json())
    .jackpot;
}

async function site() {
  const response = await callApi(app.current.app, { url: '/rest/jackpot-sevens/?currency=UAH' });
  return jackpotSevensResponseSchema.parse(response.json()).data;
}

async function stake(amount: number) {
  const player = await newPlayer(app.current);
  await fund(app.current, player.id, 1_000_00);
  const session = await realSession(app.current, player);
  ok(await walletCall(app.current, 'bet', bet(session, amount)));
  await relay(app.current);
}

describe('jackpot-sevens in the back office', () => {
  it('creates a jackpot-sevens, its pools left to the first stake to open, audited under the operator', async () => {
    const response = await create(marketing, SLUG, terms(), 'New sevens');
    expect(response.statusCode, response.body).toBe(200);
    const { jackpot } = jackpotSevensAdminResponseSchema.parse(response.json());
    expect(jackpot).toMatchObject({ slug: SLUG, terms: terms() });
    // Nothing is seeded here: the first stake opens the round and puts its seed amount in, once.
    expect(jackpot.pools).toEqual([{ currency: 'UAH', amount: 0, round: null, drops: 0 }]);
    const [record] = await auditedWith(app.current, 'New sevens');
    expect(record).toMatchObject({
      action: 'jackpot_sevens.created',
      actorId: marketing.login,
      before: null,
    });
    expect(record?.after).toMatchObject({ slug: SLUG, seedAmount: { UAH: 777_00 } });

    const list = jackpotSevensListResponseSchema.parse((await auditor.call({ url: SEVENS })).json());
    expect(list.jackpots.map((row) => row.slug)).toContain(SLUG);
  });

  it('names every field a rule refuses: a ceiling at or below the seed amount, a span past 2^32…', async () => {
    const before = await read();
    const broken = terms({
      title: { uk: 'Сімки', ru: 'Семёрки', en: '' },
      seedAmount: { UAH: 777_00, USD: 20_00, EUR: 1_00 },
      dropCeiling: { UAH: 777_00, EUR: 1_00 + 0x1_0000_0000 + 1 },
      games: [SLOT, SLOT, 'no-such-game'],
    });
    expect(fieldsOf(await change(marketing, broken, 'Broken sevens'))).toEqual({
      'terms.title.en': 'write it in every language',
      'terms.dropCeiling.UAH': 'set the ceiling above the seed amount',
      'terms.dropCeiling.USD': 'give both the seed amount and the ceiling',
      'terms.dropCeiling.EUR': 'keep the ceiling within 42,949,672.96 of the seed amount',
      'terms.games': `listed twice: ${SLOT}`,
    });
    const below = terms({ dropCeiling: { UAH: 500_00 } });
    expect(fieldsOf(await change(marketing, below, 'Broken sevens'))).toEqual({
      'terms.dropCeiling.UAH': 'set the ceiling above the seed amount',
    });
    expect(fieldsOf(await change(marketing, terms({ games: ['no-such-game'] }), 'Broken sevens'))).toEqual({
      'terms.games': 'not in the catalogue: no-such-game',
    });
    expect(
      fieldsOf(await change(marketing, terms({ seedAmount: {}, dropCeiling: {} }), 'Broken sevens')),
    ).toEqual({
      'terms.seedAmount': 'run it in at least one currency',
    });
    expect(fieldsOf(await create(marketing, SLUG, terms(), 'Broken sevens'))).toEqual({
      slug: 'another jackpot-sevens has this slug',
    });
    expect((await change(marketing, terms({ shareBasisPoints: 0 }), 'Broken sevens')).statusCode).toBe(422);
    refusedWith(await change(marketing, terms(), 'Broken sevens', 'no-such'), 404, 'not_found');
    refusedWith(await auditor.call({ url: `${SEVENS}no-such/` }), 404, 'not_found');
    expect(await read()).toEqual(before);
    expect(await auditedWith(app.current, 'Broken sevens')).toEqual([]);
  });

  it('refuses a change or a new jackpot-sevens from an operator who may only read promotions', async () => {
    refusedWith(await create(auditor, 'auditors', terms(), 'Auditor tries'), 403, 'operator_forbidden');
    refusedWith(await change(support, terms(), 'Support tries'), 403, 'operator_forbidden');
    refusedWith(await support.call({ url: SEVENS }), 403, 'operator_forbidden');
    expect(await auditedWith(app.current, 'Auditor tries')).toEqual([]);
    expect(await auditedWith(app.current, 'Support tries')).toEqual([]);
  });

  it('applies a change from the next round: the open round keeps the drop point it committed to', async () => {
    const { db } = app.current.database;
    // Ours the site's: any other (the demo's) switched off.
    await db.update(jackpotSevens).set({ enabled: false }).where(ne(jackpotSevens.slug, SLUG));
    // ₴2, the slot's least: its 2 kopecks all but never reach the drop point the round has just drawn.
    await stake(2_00);
    const opened = (await read()).pools[0]?.round;
    expect(opened).toMatchObject({ seedAmount: 777_00, dropCeiling: 7_777_00 });
    expect((await site())?.round).toMatchObject({ id: opened?.id, serverSeedHash: opened?.serverSeedHash });
    const [committed] = await db
      .select()
      .from(jackpotSevensRounds)
      .where(eq(jackpotSevensRounds.id, opened?.id ?? 0));

    const bigger = terms({ seedAmount: { UAH: 1_000_00 }, dropCeiling: { UAH: 10_000_00 } });
    const response = await change(marketing, bigger, 'Bigger sevens');
    expect(response.statusCode, response.body).toBe(200);
    const [record] = await auditedWith(app.current, 'Bigger sevens');
    expect(record).toMatchObject({ action: 'jackpot_sevens.changed', actorId: marketing.login });
    expect(record?.before).toMatchObject({ slug: SLUG, seedAmount: { UAH: 777_00 } });
    expect(record?.after).toMatchObject({ slug: SLUG, seedAmount: { UAH: 1_000_00 } });
    // The open round is as it opened: the same commitment, seed amount, ceiling and drop point.
    const [still] = await db
      .select()
      .from(jackpotSevensRounds)
      .where(eq(jackpotSevensRounds.id, opened?.id ?? 0));
    expect(still).toEqual(committed);
    expect((await site())?.round?.id).toBe(opened?.id);

    // Its drop point moved down to the seed amount, so the next share drops it.
    await db
      .update(jackpotSevensRounds)
      .set({ dropAmount: 777_00 })
      .where(and(eq(jackpotSevensRounds.jackpot, SLUG), isNull(jackpotSevensRounds.wonAt)));
    await stake(100_00);
    const [pool] = (await read()).pools;
    expect(pool).toMatchObject({
      currency: 'UAH',
      amount: 1_000_00,
      drops: 1,
      round: { seedAmount: 1_000_00, dropCeiling: 10_000_00 },
    });
    const shown = await site();
    expect(shown).toMatchObject({ slug: SLUG, amount: 1_000, seedAmount: 1_000_00, dropCeiling: 10_000_00 });
    expect(shown?.round).toMatchObject({ id: pool?.round?.id, serverSeedHash: pool?.round?.serverSeedHash });
    expect(shown?.round?.id).not.toBe(opened?.id);
    expect(shown?.recentDrops[0]).toMatchObject({
      roundId: opened?.id,
      seedAmount: 777_00,
      dropCeiling: 7_777_00,
    });
  });
});
