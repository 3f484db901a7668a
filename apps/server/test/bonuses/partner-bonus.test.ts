import { domainEvent, partnerOfferResponseSchema, partnerWelcomeResponseSchema } from '@casino/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { bonusOfferCampaigns } from '../../src/modules/bonuses/personal-offers/bonus-offers.schema.ts';
import { appendOutboxEvents } from '../../src/platform/events/append-outbox-events.ts';
import { callApi, TEST_START } from '../support/test-app.ts';
import {
  addTemplate,
  bonusesTestApp,
  bonusOf,
  newPlayer,
  type Player,
  refusedWith,
  relay,
} from './support/bonus-app.ts';

const app = bonusesTestApp();
const CAMPAIGN = 'partner-test';

beforeEach(() => app.current.clock.set(TEST_START));

let partnerTemplate: number;

beforeAll(async () => {
  partnerTemplate = await addTemplate(app.current, {
    category: 'gambling_partners',
    listed: false,
    fixedAmount: { UAH: 7_000 },
  });
  await app.current.database.db.insert(bonusOfferCampaigns).values({
    slug: CAMPAIGN,
    trigger: 'registration_completed',
    templateId: partnerTemplate,
    registrationSource: 'partner',
    validDays: 14,
    active: true,
    createdAt: app.current.clock.now(),
  });
});
afterAll(async () => {
  await app.current.database.db
    .update(bonusOfferCampaigns)
    .set({ active: false })
    .where(eq(bonusOfferCampaigns.slug, CAMPAIGN));
});

/** A player registered from `source` whose registration has just completed (the campaign's trigger). */
async function registeredFrom(source: string): Promise<Player> {
  const player = await newPlayer(app.current, {
    registration: { source, flow: 'oneContactConfirm', variant: 'default', funnelType: 'opened_funnel' },
  });
  await app.current.database.db.transaction((tx) =>
    appendOutboxEvents(tx, [domainEvent('RegistrationCompleted', player.id, {})]),
  );
  await relay(app.current);
  return player;
}

async function partnerOfferOf(player: Player) {
  const response = await player.get('/rest/bonuses/partner/');
  expect(response.statusCode, response.body).toBe(200);
  return partnerOfferResponseSchema.parse(response.json()).data;
}

describe("a gambling partner's bonus", () => {
  it('is offered to a player the partner sent once their registration completes, and to no one else', async () => {
    const sent = await registeredFrom('partner');
    const offer = await partnerOfferOf(sent);
    expect(offer).toMatchObject({
      source: 'campaign',
      bonus: { id: partnerTemplate, category: 'gambling_partners' },
      validUntil: new Date(Date.parse(TEST_START) + 14 * 24 * 60 * 60 * 1000).toISOString(),
    });

    const own = await registeredFrom('default');
    expect(await partnerOfferOf(own)).toBeNull();
  });

  it('is taken by accepting and activating it, and is then no longer the open partner offer', async () => {
    const sent = await registeredFrom('partner');
    const offer = await partnerOfferOf(sent);
    const sleeping = bonusOf(await sent.get(`/rest/bonuses/offer/assign/${offer?.offerId}/`));
    expect(sleeping.status).toBe('sleeping');
    const active = bonusOf(await sent.post('/rest/bonuses/apply/', { bonusId: sleeping.playerBonusId }));
    expect(active).toMatchObject({ status: 'applied', amount: 7_000, category: 'gambling_partners' });
    expect(await partnerOfferOf(sent)).toBeNull();
  });

  it('is promised to a guest before registering, with its terms', async () => {
    const response = await callApi(app.current.app, { url: '/rest/bonuses/partner/welcome/?lang=en' });
    expect(response.statusCode, response.body).toBe(200);
    const promised = partnerWelcomeResponseSchema.parse(response.json()).data;
    expect(promised).toMatchObject({
      id: partnerTemplate,
      category: 'gambling_partners',
      currency: 'UAH',
      terms: { fixedAmount: 7_000 },
    });
  });

  it('is refused to a player in a time-out', async () => {
    const sent = await registeredFrom('partner');
    const excluded = await sent.post('/rest/self-limits/exclude/', { kind: 'timeout', period: '24h' });
    expect(excluded.statusCode, excluded.body).toBe(200);
    refusedWith(await sent.get('/rest/bonuses/partner/'), 444, 'self_excluded');
  });
});
