import {
  type PiggyBankTerms,
  piggyBankAdminResponseSchema,
  piggyBankListResponseSchema,
} from '@casino/contracts/backoffice';
import { beforeAll, describe, expect, it } from 'vitest';
import { bonusesTestApp, refusedWith } from '../bonuses/support/bonus-app.ts';
import { auditedWith, fieldsOf } from '../support/operator-changes.ts';
import { type SignedInOperator, signInOperator } from '../support/operators.ts';

const PIGGY = '/backoffice/api/piggy-banks/';
const ID = 'default';

const app = bonusesTestApp();
let marketing: SignedInOperator;
let auditor: SignedInOperator;
let support: SignedInOperator;

beforeAll(async () => {
  marketing = await signInOperator(app.current, ['marketing']);
  auditor = await signInOperator(app.current, ['auditor']);
  support = await signInOperator(app.current, ['support']);
});

/** 3% of stakes in two slots, ₴20 to break, full at ₴200; hryvnias only. */
function terms(changes: Partial<PiggyBankTerms> = {}): PiggyBankTerms {
  return {
    enabled: true,
    shareBasisPoints: 300,
    minAmount: { UAH: 20_00 },
    maxAmount: { UAH: 200_00 },
    games: ['book-of-sevens', 'hot-sevens'],
    ...changes,
  };
}

function change(operator: SignedInOperator, piggyTerms: PiggyBankTerms, reason: string, id = ID) {
  return operator.call({ method: 'POST', url: `${PIGGY}${id}/`, payload: { terms: piggyTerms, reason } });
}

async function read() {
  return piggyBankAdminResponseSchema.parse((await auditor.call({ url: `${PIGGY}${ID}/` })).json()).piggyBank;
}

describe('the piggy bank in the back office', () => {
  it('sets up the piggy bank on its first change, then changes it, each audited under the operator', async () => {
    const list = piggyBankListResponseSchema.parse((await auditor.call({ url: PIGGY })).json());
    expect(list.piggyBanks).toEqual([{ id: ID, terms: null, updatedAt: null }]);

    const first = await change(marketing, terms(), 'Piggy bank opens');
    expect(first.statusCode, first.body).toBe(200);
    const [setUp] = await auditedWith(app.current, 'Piggy bank opens');
    expect(setUp).toMatchObject({ action: 'piggy_bank.changed', actorId: marketing.login, before: null });

    const second = await change(marketing, terms({ shareBasisPoints: 500 }), 'Fills faster');
    expect(second.statusCode, second.body).toBe(200);
    expect((await read()).terms).toEqual(terms({ shareBasisPoints: 500 }));
    const [record] = await auditedWith(app.current, 'Fills faster');
    expect(record?.before).toMatchObject({ id: ID, shareBasisPoints: 300 });
    expect(record?.after).toMatchObject({ id: ID, shareBasisPoints: 500 });
  });

  it('names every field a rule refuses, and writes nothing', async () => {
    const before = await read();
    const broken = terms({
      minAmount: { UAH: 300_00, USD: 2_00 },
      maxAmount: { UAH: 200_00, EUR: 20_00 },
      games: ['book-of-sevens', 'no-such-game'],
    });
    expect(fieldsOf(await change(marketing, broken, 'Broken piggy'))).toEqual({
      'terms.minAmount.UAH': 'at most the full amount',
      'terms.maxAmount.USD': 'give both amounts, or neither',
      'terms.minAmount.EUR': 'give both amounts, or neither',
      'terms.games': 'not in the catalogue: no-such-game',
    });
    expect(
      fieldsOf(await change(marketing, terms({ minAmount: {}, maxAmount: {}, games: [] }), 'Broken piggy')),
    ).toEqual({
      'terms.maxAmount': 'give the amounts in at least one currency',
      'terms.games': 'pick the games whose stakes fill it',
    });
    const huge = { ...terms(), shareBasisPoints: 10_001, minAmount: { UAH: 1e15 } };
    expect((await change(marketing, huge, 'Broken piggy')).statusCode).toBe(422);
    refusedWith(await change(marketing, terms(), 'Broken piggy', 'other'), 404, 'not_found');
    refusedWith(await auditor.call({ url: `${PIGGY}other/` }), 404, 'not_found');
    expect(await read()).toEqual(before);
    expect(await auditedWith(app.current, 'Broken piggy')).toEqual([]);
  });

  it('refuses a change from an operator who may only read promotions', async () => {
    refusedWith(await change(auditor, terms(), 'Auditor tries'), 403, 'operator_forbidden');
    refusedWith(await support.call({ url: PIGGY }), 403, 'operator_forbidden');
    expect(await auditedWith(app.current, 'Auditor tries')).toEqual([]);
  });
});
