import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { BonusesRepository } from '../../src/modules/bonuses/bonuses.repository.ts';
import { insurancePrograms } from '../../src/modules/bonuses/insurance/insurance.schema.ts';
import { seedDemoInsurance } from '../../src/modules/bonuses/insurance/insurance.seed.ts';
import { expectLedgerWhole, fund } from '../games/support/wallet-api.ts';
import {
  addTemplate,
  balances,
  bonusesPosition,
  bonusesTestApp,
  bonusRows,
  deposit,
  eventsOf,
  newPlayer,
  playSession,
  refusedWith,
  relay,
  replayFrom,
  spin,
} from './support/bonus-app.ts';
import {
  addProgram,
  depositAndWithdraw,
  info,
  infoOf,
  insuranceMessagesOf,
  insuranceRows,
  optIn,
  restoresOf,
} from './support/insurance-app.ts';

const HOUR_MS = 60 * 60 * 1000;

describe('deposit insurance', () => {
  const app = bonusesTestApp();

  /** A player opted in to a new programme whose next deposit (`amount`) was credited and relayed. */
  async function covered(amount = 30_000, changes: Parameters<typeof addProgram>[1] = {}) {
    const programId = await addProgram(app.current, changes);
    const player = await newPlayer(app.current);
    await optIn(player);
    await deposit(app.current, player, amount);
    await relay(app.current);
    return { programId, player };
  }

  it('shows the terms before the opt-in, insures the next deposit and restores it once when lost', async () => {
    const programId = await addProgram(app.current);
    const player = await newPlayer(app.current);
    const offered = await info(player);
    expect(offered).toMatchObject({
      status: 'available',
      data: {
        program: {
          programId,
          currency: 'UAH',
          percent: 50,
          maxAmount: 200_000,
          minDeposit: 20_000,
          lossThreshold: 100,
          coverageHours: 168,
          payout: 'real',
        },
        insurance: null,
      },
    });
    expect(await optIn(player)).toMatchObject({
      status: 'active',
      data: { insurance: { status: 'active', depositAmount: null } },
    });

    const paymentId = await deposit(app.current, player, 30_000);
    await relay(app.current);
    const covering = await info(player);
    expect(covering).toMatchObject({
      status: 'covering',
      data: { insurance: { status: 'covering', paymentId, depositAmount: 30_000, restoredAmount: 0 } },
    });
    const coverEndsAt = covering.data.insurance?.coverEndsAt as string;
    const coveredAt = covering.data.insurance?.coveredAt as string;
    expect(Date.parse(coverEndsAt) - Date.parse(coveredAt)).toBe(168 * HOUR_MS);

    const position = await bonusesPosition(app.current);
    const session = await playSession(app.current, player);
    await spin(app.current, session, 10_000);
    await relay(app.current);
    expect((await info(player)).status).toBe('covering');
    await spin(app.current, session, 19_950);
    await relay(app.current);
    // The events are handed over again: the restore stays one.
    await replayFrom(app.current, position);

    const [row] = await insuranceRows(app.current, player.id);
    expect(row).toMatchObject({
      status: 'restored',
      restoredAmount: 15_000,
      payoutTransferId: expect.any(Number),
    });
    expect(await restoresOf(app.current, player.id)).toEqual([
      { key: `insurance:${row?.id}:payout`, amount: 15_000 },
    ]);
    expect((await balances(app.current, player.id)).real).toBe(50 + 15_000);
    const statuses = (await eventsOf(app.current, player.id, 'InsuranceStatusChanged')).map((e) => e.status);
    expect(statuses).toEqual(['active', 'covering', 'restored']);
    expect(insuranceMessagesOf(app.current, player.id).map((m) => [m.action, m.data.amount])).toEqual([
      ['restore', 15_000],
    ]);
    await expectLedgerWhole(app.current);

    // The outcome shows until the player has seen it; then the programme is offered again.
    expect(await info(player)).toMatchObject({
      status: 'restored',
      data: { insurance: { informed: false } },
    });
    const informed = infoOf(await player.post('/rest/insurance/informed/', { insuranceId: row?.id }));
    expect(informed).toMatchObject({ status: 'available', data: { insurance: null } });
    infoOf(await player.post('/rest/insurance/informed/', { insuranceId: row?.id }));
  });

  it('restores as a bonus wagered by the programme when it pays bonus money', async () => {
    const templateId = await addTemplate(app.current, { kind: 'insurance', listed: false, fixedAmount: {} });
    const { player } = await covered(40_000, {
      payout: 'bonus',
      bonusTemplateId: templateId,
      wageringMultiplier: 3,
    });
    await spin(app.current, await playSession(app.current, player), 40_000);
    await relay(app.current);
    const [row] = await insuranceRows(app.current, player.id);
    const [bonus] = await bonusRows(app.current, player.id);
    expect(bonus).toMatchObject({
      templateId,
      source: 'insurance',
      sourceRef: `insurance-${row?.id}`,
      amount: 20_000,
      wageringRequired: 60_000,
      status: 'applied',
    });
    expect(row).toMatchObject({ status: 'restored', restoredAmount: 20_000, playerBonusId: bonus?.id });
    expect(await balances(app.current, player.id)).toEqual({ real: 0, bonus: 20_000 });
    await expectLedgerWhole(app.current);
  });

  it('caps the restore, and leaves a deposit that was not lost alone', async () => {
    const { player } = await covered(30_000, { maxAmount: { UAH: 5_000 } });
    const session = await playSession(app.current, player);
    await spin(app.current, session, 29_000);
    await relay(app.current);
    expect((await insuranceRows(app.current, player.id))[0]?.status).toBe('covering');
    await spin(app.current, session, 900);
    await relay(app.current);
    expect((await insuranceRows(app.current, player.id))[0]).toMatchObject({
      status: 'restored',
      restoredAmount: 5_000,
    });
  });

  it('rejects the insurance of a deposit under the minimum, and says why by push', async () => {
    await addProgram(app.current);
    const player = await newPlayer(app.current);
    await optIn(player);
    await deposit(app.current, player, 19_999);
    await relay(app.current);
    expect(await info(player)).toMatchObject({
      status: 'rejected',
      data: { insurance: { status: 'rejected', rejectReason: 'deposit_below_min', depositAmount: null } },
    });
    expect(insuranceMessagesOf(app.current, player.id).map((m) => [m.action, m.data.reason])).toEqual([
      ['insurance-reject', 'deposit_below_min'],
    ]);
  });

  it('rejects a live insurance when the player asks for a withdrawal, and restores nothing after', async () => {
    await addProgram(app.current);
    const player = await newPlayer(app.current, { verificationStatus: 'approved' });
    await optIn(player);
    const withdrawal = await depositAndWithdraw(app.current, player, 30_000, 10_000);
    expect(withdrawal.statusCode, withdrawal.body).toBe(200);
    await relay(app.current);
    const [row] = await insuranceRows(app.current, player.id);
    expect(row).toMatchObject({ status: 'rejected', rejectReason: 'withdrawal', depositAmount: 30_000 });
    await spin(app.current, await playSession(app.current, player), 20_000);
    await relay(app.current);
    expect(await restoresOf(app.current, player.id)).toEqual([]);
    expect(insuranceMessagesOf(app.current, player.id).map((m) => m.action)).toEqual(['insurance-reject']);
  });

  it('expires a window that passed without a loss, once, and a later loss restores nothing', async () => {
    const { player } = await covered();
    const [row] = await insuranceRows(app.current, player.id);
    app.current.clock.advance(167 * HOUR_MS);
    await app.current.app.jobs.runNow('insurance-expiry');
    expect((await insuranceRows(app.current, player.id))[0]?.status).toBe('covering');
    app.current.clock.advance(HOUR_MS + 10 * 60 * 1000);
    await Promise.all([
      app.current.app.jobs.runNow('insurance-expiry'),
      app.current.app.jobs.runNow('insurance-expiry'),
    ]);
    expect((await insuranceRows(app.current, player.id))[0]).toMatchObject({
      id: row?.id,
      status: 'expired',
    });
    const expired = (await eventsOf(app.current, player.id, 'InsuranceStatusChanged')).filter(
      (event) => event.status === 'expired',
    );
    expect(expired).toHaveLength(1);
    await spin(app.current, await playSession(app.current, player), 30_000);
    await relay(app.current);
    expect(await restoresOf(app.current, player.id)).toEqual([]);
    // Nothing to tell of an expiry: the programme is offered again.
    expect((await info(player)).status).toBe('available');
  });

  it('keeps one insurance live: a second opt-in is refused, and of two at once one wins', async () => {
    await addProgram(app.current);
    const player = await newPlayer(app.current);
    await optIn(player);
    refusedWith(await player.post('/rest/insurance/apply/'), 409, 'insurance_already_active');

    const racer = await newPlayer(app.current);
    const answers = await Promise.all([
      racer.post('/rest/insurance/apply/'),
      racer.post('/rest/insurance/apply/'),
    ]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 409]);
    expect(await insuranceRows(app.current, racer.id)).toHaveLength(1);
  });

  it("answers another player's insurance as missing, and refuses bad ids and outcomes not there yet", async () => {
    const { player } = await covered();
    const [row] = await insuranceRows(app.current, player.id);
    const other = await newPlayer(app.current);
    refusedWith(
      await other.post('/rest/insurance/informed/', { insuranceId: row?.id }),
      404,
      'insurance_not_found',
    );
    refusedWith(
      await player.post('/rest/insurance/informed/', { insuranceId: row?.id }),
      409,
      'insurance_not_closed',
    );
    for (const insuranceId of ['abc', -1, 0, 1.5, '9'.repeat(30)]) {
      const response = await player.post('/rest/insurance/informed/', { insuranceId });
      expect(response.statusCode, response.body).toBe(422);
    }
  });

  it('refuses info where no programme is offered: the web turns the no-risk display off', async () => {
    await addProgram(app.current);
    const player = await newPlayer(app.current, { currency: 'USD' });
    await fund(app.current, player.id, 10_000, 'USD');
    refusedWith(await player.get('/rest/insurance/info/'), 409, 'insurance_not_available');
    refusedWith(await player.post('/rest/insurance/apply/'), 409, 'insurance_not_available');
  });

  it('offers and gives nothing to a player in a time-out: every insurance call answers 444', async () => {
    await addProgram(app.current);
    const player = await newPlayer(app.current);
    await optIn(player);
    const excluded = await player.post('/rest/self-limits/exclude/', { kind: 'timeout', period: '24h' });
    expect(excluded.statusCode, excluded.body).toBe(200);
    refusedWith(await player.get('/rest/insurance/info/'), 444, 'self_excluded');
    refusedWith(await player.post('/rest/insurance/apply/'), 444, 'self_excluded');
    refusedWith(await player.post('/rest/insurance/informed/', { insuranceId: 1 }), 444, 'self_excluded');
  });

  it('seeds the demo no-risk deposit once, restoring as a bonus on a template of its own', async () => {
    const { db } = app.current.database;
    const deps = {
      templates: app.current.app.bonuses.templates,
      repository: new BonusesRepository(db),
      programs: app.current.app.bonuses.insurancePrograms,
    };
    await seedDemoInsurance(db, deps);
    await seedDemoInsurance(db, deps);
    const seeded = await db.select().from(insurancePrograms).where(eq(insurancePrograms.slug, 'no-risk-50'));
    expect(seeded).toHaveLength(1);
    expect(seeded[0]).toMatchObject({
      percent: 50,
      maxAmount: { UAH: 200_000 },
      minDeposit: { UAH: 20_000 },
      lossThreshold: { UAH: 100 },
      coverageHours: 168,
      payout: 'bonus',
      wageringMultiplier: 3,
    });
    const template = await deps.repository.template(db, seeded[0]?.bonusTemplateId as number);
    expect(template).toMatchObject({ kind: 'insurance', listed: false, slug: 'no-risk-restore' });
  });

  it('refuses a programme asking more wagering than BONUS_MAX_WAGERING_MULTIPLIER', async () => {
    const templateId = await addTemplate(app.current, { kind: 'insurance', listed: false, fixedAmount: {} });
    await expect(
      addProgram(app.current, { payout: 'bonus', bonusTemplateId: templateId, wageringMultiplier: 1_000 }),
    ).rejects.toThrow();
  });
});
