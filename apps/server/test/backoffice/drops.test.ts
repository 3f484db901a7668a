import { type DropTerms, dropsResponseSchema } from '@casino/contracts';
import { dropCampaignListResponseSchema, dropCampaignResponseSchema } from '@casino/contracts/backoffice';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { auditEvents } from '../../src/modules/audit/audit.schema.ts';
import { dropCampaigns } from '../../src/modules/chance/drops/drops.schema.ts';
import { bonusesTestApp, refusedWith } from '../bonuses/support/bonus-app.ts';
import { SLOT } from '../games/support/wallet-api.ts';
import { type SignedInOperator, signInOperator } from '../support/operators.ts';
import { callApi } from '../support/test-app.ts';

const DROPS = '/backoffice/api/drops/';
const DAY_MS = 24 * 60 * 60 * 1000;

const app = bonusesTestApp();
let marketing: SignedInOperator;
let auditor: SignedInOperator;

beforeAll(async () => {
  marketing = await signInOperator(app.current, ['marketing']);
  auditor = await signInOperator(app.current, ['auditor']);
});

function terms(): DropTerms {
  const now = app.current.clock.now().getTime();
  return {
    kind: 'prize',
    title: { uk: 'Дропи', ru: 'Дропы', en: 'Drops' },
    enabled: true,
    startsAt: new Date(now - DAY_MS).toISOString(),
    endsAt: new Date(now + DAY_MS).toISOString(),
    games: [SLOT],
    stakes: { UAH: { minStake: 5_00, ticketsPerMinorUnit: 1_000 } },
    prizes: [
      {
        id: 1,
        prize: { type: 'money', amounts: { UAH: 500_00, USD: 12_00, EUR: 11_00, RUB: 900_00 } },
        count: 3,
      },
    ],
    starsPerDrop: 0,
    maxDrops: 0,
  };
}

describe('drop campaigns in the back office', () => {
  it('sets one up audited, lists it with what is left, and the site publishes it at once', async () => {
    const payload = { slug: 'console-drops', terms: terms(), reason: 'Spring drops' };
    refusedWith(await auditor.call({ method: 'POST', url: DROPS, payload }), 403, 'operator_forbidden');
    const created = await marketing.call({ method: 'POST', url: DROPS, payload });
    expect(created.statusCode, created.body).toBe(200);
    expect(dropCampaignResponseSchema.parse(created.json()).campaign).toMatchObject({
      slug: 'console-drops',
      drops: 0,
      dropsLeft: 3,
    });
    refusedWith(await marketing.call({ method: 'POST', url: DROPS, payload }), 409, 'drop_campaign_exists');
    const [record] = await app.current.database.db
      .select()
      .from(auditEvents)
      .where(eq(auditEvents.reason, 'Spring drops'));
    expect(record).toMatchObject({ action: 'drops.created', actorId: marketing.login, before: null });
    const listed = dropCampaignListResponseSchema.parse((await auditor.call({ url: DROPS })).json());
    expect(listed.campaigns.map((campaign) => campaign.slug)).toContain('console-drops');
    const site = dropsResponseSchema.parse(
      (await callApi(app.current.app, { url: '/rest/prize-drops/?slug=console-drops' })).json(),
    );
    expect(site.data.campaigns[0]?.prizes[0]).toMatchObject({ count: 3, left: 3 });
  });

  it('refuses terms that do not hold together, a count below what dropped and a kind change after drops', async () => {
    const broken = { ...terms(), endsAt: terms().startsAt, games: [], prizes: [] };
    const refused = await marketing.call({
      method: 'POST',
      url: `${DROPS}console-drops/`,
      payload: { terms: broken, reason: 'Broken terms' },
    });
    expect(refused.statusCode, refused.body).toBe(422);
    expect(refused.json().error.fields).toMatchObject({
      'terms.endsAt': 'end after the start',
      'terms.games': 'name at least one game',
      'terms.prizes': 'a prize drop needs at least one prize',
    });
    await app.current.database.db
      .update(dropCampaigns)
      .set({ dropped: { '1': 2 }, drops: 2 })
      .where(eq(dropCampaigns.slug, 'console-drops'));
    const fewer = await marketing.call({
      method: 'POST',
      url: `${DROPS}console-drops/`,
      payload: {
        terms: { ...terms(), prizes: [{ ...terms().prizes[0], count: 1 }] },
        reason: 'Fewer prizes',
      },
    });
    expect(fewer.statusCode).toBe(422);
    expect(fewer.json().error.fields).toMatchObject({ 'terms.prizes.0.count': '2 have dropped already' });
    const stars = await marketing.call({
      method: 'POST',
      url: `${DROPS}console-drops/`,
      payload: {
        terms: { ...terms(), kind: 'stars', prizes: [], starsPerDrop: 5, maxDrops: 5 },
        reason: 'To stars',
      },
    });
    expect(stars.statusCode).toBe(422);
    expect(stars.json().error.fields).toMatchObject({
      'terms.kind': 'a campaign that has dropped keeps its kind',
    });
    const unknown = await marketing.call({
      method: 'POST',
      url: `${DROPS}no-such-drops/`,
      payload: { terms: terms(), reason: 'No such campaign' },
    });
    refusedWith(unknown, 404, 'drop_campaign_not_found');
    const more = await marketing.call({
      method: 'POST',
      url: `${DROPS}console-drops/`,
      payload: {
        terms: { ...terms(), prizes: [{ ...terms().prizes[0], count: 10 }] },
        reason: 'More prizes',
      },
    });
    expect(more.statusCode, more.body).toBe(200);
    expect(dropCampaignResponseSchema.parse(more.json()).campaign).toMatchObject({ drops: 2, dropsLeft: 8 });
  });
});
