import type { ChestCampaignTerms } from '@casino/contracts';
import { chestCampaignListResponseSchema, chestCampaignResponseSchema } from '@casino/contracts/backoffice';
import { beforeAll, describe, expect, it } from 'vitest';
import { DEMO_CHESTS_ID, DEMO_LOOT_BOX_ID, seedChests } from '../../src/modules/chance/chests/chests.seed.ts';
import { bonusesTestApp, refusedWith } from '../bonuses/support/bonus-app.ts';
import { auditedWith, fieldsOf } from '../support/operator-changes.ts';
import { type SignedInOperator, signInOperator } from '../support/operators.ts';

const CAMPAIGNS = '/backoffice/api/chest-campaigns/';

const app = bonusesTestApp();
let marketing: SignedInOperator;
let auditor: SignedInOperator;
let support: SignedInOperator;

beforeAll(async () => {
  await seedChests(app.current.database.db, app.current.clock, app.current.app.accounts.players);
  marketing = await signInOperator(app.current, ['marketing']);
  auditor = await signInOperator(app.current, ['auditor']);
  support = await signInOperator(app.current, ['support']);
});

const everywhere = (minor: number) => ({ UAH: minor, USD: minor, EUR: minor, RUB: minor });

/** Chests earned by deposits: one per ₴500 deposited, two opens a week. */
function terms(changes: Partial<ChestCampaignTerms> = {}): ChestCampaignTerms {
  return {
    kind: 'chests',
    title: { uk: 'Скрині', ru: 'Сундуки', en: 'Chests' },
    enabled: true,
    chestCount: 4,
    prizes: [
      { weight: 9, prize: { type: 'money', amounts: everywhere(10_00) } },
      { weight: 1, prize: { type: 'bonus_fs', templateSlug: 'free-spins-20' } },
    ],
    earnBy: 'deposits',
    progressTarget: everywhere(500_00),
    openLimit: 2,
    openPeriod: 'week',
    images: { closed: '/chests/chest-closed.svg', opened: '/chests/chest-opened.svg' },
    imagePopupBackground: null,
    instructionUrl: null,
    ...changes,
  };
}

function change(operator: SignedInOperator, id: string, campaignTerms: ChestCampaignTerms, reason: string) {
  return operator.call({
    method: 'POST',
    url: `${CAMPAIGNS}${id}/`,
    payload: { terms: campaignTerms, reason },
  });
}

function create(operator: SignedInOperator, id: string, campaignTerms: ChestCampaignTerms, reason: string) {
  return operator.call({ method: 'POST', url: CAMPAIGNS, payload: { id, terms: campaignTerms, reason } });
}

async function read(id: string) {
  return chestCampaignResponseSchema.parse((await auditor.call({ url: `${CAMPAIGNS}${id}/` })).json())
    .campaign;
}

describe('chest and loot-box campaigns in the back office', () => {
  it('lists and reads the campaigns with their prize tables, to whoever reads promotions', async () => {
    const list = await auditor.call({ url: CAMPAIGNS });
    expect(list.statusCode, list.body).toBe(200);
    const { campaigns } = chestCampaignListResponseSchema.parse(list.json());
    expect(campaigns.map((campaign) => [campaign.id, campaign.terms.kind])).toEqual([
      [DEMO_CHESTS_ID, 'chests'],
      [DEMO_LOOT_BOX_ID, 'loot-box'],
    ]);
    expect((await read(DEMO_CHESTS_ID)).terms.openLimit).toBe(3);
    refusedWith(await auditor.call({ url: `${CAMPAIGNS}no-such/` }), 404, 'chests_not_found');
    refusedWith(await support.call({ url: CAMPAIGNS }), 403, 'operator_forbidden');
  });

  it('creates a campaign and changes it, each audited under the operator', async () => {
    const created = await create(marketing, 'deposit-chests', terms(), 'Deposit chests');
    expect(created.statusCode, created.body).toBe(200);
    expect(chestCampaignResponseSchema.parse(created.json()).campaign).toMatchObject({
      id: 'deposit-chests',
      terms: terms(),
    });
    const [createdRecord] = await auditedWith(app.current, 'Deposit chests');
    expect(createdRecord).toMatchObject({
      action: 'chest_campaign.created',
      actorId: marketing.login,
      before: null,
    });

    const changed = await change(marketing, 'deposit-chests', terms({ openLimit: 5 }), 'More opens');
    expect(changed.statusCode, changed.body).toBe(200);
    expect((await read('deposit-chests')).terms.openLimit).toBe(5);
    const [record] = await auditedWith(app.current, 'More opens');
    expect(record).toMatchObject({ action: 'chest_campaign.changed', actorId: marketing.login });
    expect(record?.before).toMatchObject({ id: 'deposit-chests', openLimit: 2 });
    expect(record?.after).toMatchObject({ id: 'deposit-chests', openLimit: 5 });
  });

  it('names every field a rule refuses, and writes nothing', async () => {
    const before = await read(DEMO_LOOT_BOX_ID);
    const broken = terms({
      title: { uk: '', ru: 'Сундуки', en: 'Chests' },
      earnBy: null,
      progressTarget: { UAH: 500_00 },
      images: { closed: ' ', opened: '/chests/chest-opened.svg' },
      prizes: [
        { weight: 1, prize: { type: 'money', amounts: { UAH: 5_00, USD: 1_00, EUR: 1_00 } } },
        { weight: 1, prize: { type: 'bonus_deposit', templateSlug: 'nope' } },
      ],
    });
    expect(fieldsOf(await create(marketing, 'broken', broken, 'Broken campaign'))).toEqual({
      'terms.title.uk': 'write it in every language',
      'terms.earnBy': 'say what earns a chest',
      'terms.progressTarget.USD': 'required: the progress that earns a chest',
      'terms.progressTarget.EUR': 'required: the progress that earns a chest',
      'terms.progressTarget.RUB': 'required: the progress that earns a chest',
      'terms.images.closed': 'give the image',
      'terms.prizes.0.prize.amounts.RUB': 'give the amount in every currency',
      'terms.prizes.1.prize.templateSlug': 'no bonus template nope',
    });
    const lootBox = { ...before.terms, earnBy: 'stakes' as const };
    expect(fieldsOf(await change(marketing, DEMO_LOOT_BOX_ID, lootBox, 'Broken campaign'))).toEqual({
      'terms.earnBy': 'a loot box is granted, not earned',
    });
    const otherKind = terms();
    expect(fieldsOf(await change(marketing, DEMO_LOOT_BOX_ID, otherKind, 'Broken campaign'))).toEqual({
      'terms.kind': 'a campaign keeps its kind',
    });
    expect(fieldsOf(await create(marketing, DEMO_CHESTS_ID, terms(), 'Broken campaign'))).toEqual({
      id: 'another campaign has this id',
    });
    const wrongTypes = { ...terms(), chestCount: 99, openLimit: '3', prizes: [] };
    expect((await create(marketing, 'typed', wrongTypes as never, 'Broken campaign')).statusCode).toBe(422);
    expect((await create(marketing, 'Bad Id!', terms(), 'Broken campaign')).statusCode).toBe(422);
    refusedWith(await change(marketing, 'no-such', terms(), 'Broken campaign'), 404, 'chests_not_found');
    expect(await read(DEMO_LOOT_BOX_ID)).toEqual(before);
    expect(await auditedWith(app.current, 'Broken campaign')).toEqual([]);
  });

  it('refuses a change or a new campaign from an operator who may only read promotions', async () => {
    refusedWith(await create(auditor, 'auditors', terms(), 'Auditor tries'), 403, 'operator_forbidden');
    refusedWith(await change(support, DEMO_CHESTS_ID, terms(), 'Support tries'), 403, 'operator_forbidden');
    expect(await auditedWith(app.current, 'Auditor tries')).toEqual([]);
    expect(await auditedWith(app.current, 'Support tries')).toEqual([]);
  });
});
