import {
  piggyBankBreakResponseSchema,
  piggyBankInfoResponseSchema,
  piggyBankPageResponseSchema,
} from '@casino/contracts';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { piggyBanks, piggyBankTerms } from '../../src/modules/chance/piggy/piggy.schema.ts';
import { seedPiggyBank } from '../../src/modules/chance/piggy/piggy.seed.ts';
import { rewardGrants } from '../../src/modules/rewards/rewards.schema.ts';
import {
  bonusesTestApp,
  newPlayer,
  type Player,
  readerPosition,
  relay,
  replayReaderFrom,
} from '../bonuses/support/bonus-app.ts';
import {
  bet,
  expectLedgerWhole,
  fund,
  ok,
  principalOf,
  realSession,
  rollback,
  walletCall,
} from '../games/support/wallet-api.ts';

// The demo terms: 2% of each real-money stake in the studio's slots, breakable from ₴50, full at ₴500.
const app = bonusesTestApp();

async function seeded() {
  await seedPiggyBank(app.current.database.db, app.current.clock);
}

async function infoOf(player: Player) {
  const response = await player.get('/rest/piggy-bank/info/');
  expect(response.statusCode, response.body).toBe(200);
  return piggyBankInfoResponseSchema.parse(response.json());
}

function codeOf(response: { statusCode: number; json(): unknown }) {
  return {
    status: response.statusCode,
    code: (response.json() as { error?: { code?: string } }).error?.code,
  };
}

/** Puts an amount in the player's piggy bank, as stakes would have. */
async function filled(player: Player, amount: number) {
  await app.current.database.db
    .insert(piggyBanks)
    .values({
      playerId: player.id,
      fill: 1,
      amount,
      delayedAmount: amount,
      updatedAt: app.current.clock.now(),
    })
    .onConflictDoUpdate({ target: piggyBanks.playerId, set: { amount, delayedAmount: amount } });
}

async function grantsOf(playerId: number) {
  return app.current.database.db
    .select()
    .from(rewardGrants)
    .where(and(eq(rewardGrants.playerId, playerId), eq(rewardGrants.source, 'piggy-bank')));
}

const piggyPosition = () => readerPosition(app.current, 'piggy-bank');
const replayFrom = (position: { txId: string; eventId: number }) =>
  replayReaderFrom(app.current, 'piggy-bank', position);

describe('piggy bank', () => {
  it('fills from real-money stakes once per stake; a replay counts nothing, a refund takes its share back', async () => {
    await seeded();
    const player = await newPlayer(app.current);
    await fund(app.current, player.id, 1000_00);
    const session = await realSession(app.current, player);
    expect(await infoOf(player)).toMatchObject({
      success: true,
      available: true,
      status: 'inactive',
      moneyBoxAmount: 0,
      minAmount: 50_00,
      maxAmount: 500_00,
      breakable: false,
      shareBasisPoints: 200,
    });
    await relay(app.current);
    const before = await piggyPosition();
    ok(await walletCall(app.current, 'bet', bet(session, 150_00)));
    const second = bet(session, 100_05);
    ok(await walletCall(app.current, 'bet', second));
    await relay(app.current);
    // 2% of ₴150 is ₴3; of ₴100.05, 200.1 kopecks rounded down to 200.
    expect(await infoOf(player)).toMatchObject({ moneyBoxAmount: 5_00, delayedAmount: 2_00 });
    const pushes = app.current.published.filter(({ message }) => message.type === 'moneyBox');
    expect(pushes.at(-1)?.message).toMatchObject({
      action: 'piggyBank',
      data: { moneyBoxAmount: 5_00, delayedAmount: 2_00 },
    });

    await replayFrom(before);
    expect(await infoOf(player)).toMatchObject({ moneyBoxAmount: 5_00 });

    ok(await walletCall(app.current, 'rollback', rollback(session, second)));
    await relay(app.current);
    expect(await infoOf(player)).toMatchObject({ moneyBoxAmount: 3_00, delayedAmount: 0 });
    await replayFrom(before);
    expect(await infoOf(player)).toMatchObject({ moneyBoxAmount: 3_00 });
  });

  it('stops at the maximum, full and breakable; stakes in other games put nothing in', async () => {
    await seeded();
    const { db } = app.current.database;
    const player = await newPlayer(app.current);
    await fund(app.current, player.id, 5000_00);
    await filled(player, 495_00);
    const session = await realSession(app.current, player);
    ok(await walletCall(app.current, 'bet', bet(session, 1000_00)));
    await relay(app.current);
    expect(await infoOf(player)).toMatchObject({
      status: 'full',
      moneyBoxAmount: 500_00,
      delayedAmount: 5_00,
      breakable: true,
    });
    await db.update(piggyBankTerms).set({ games: ['european-roulette'] });
    await filled(player, 10_00);
    ok(await walletCall(app.current, 'bet', bet(session, 1000_00)));
    await relay(app.current);
    expect(await infoOf(player)).toMatchObject({ moneyBoxAmount: 10_00, status: 'inactive' });
    await db.delete(piggyBankTerms);
  });

  it('breaks once when asked twice at once, paying real money through rewards, then starts empty', async () => {
    await seeded();
    const player = await newPlayer(app.current);
    await filled(player, 49_99);
    expect(codeOf(await player.post('/rest/piggy-bank/break/'))).toEqual({
      status: 409,
      code: 'piggy_bank_not_breakable',
    });
    await filled(player, 60_00);
    expect(await infoOf(player)).toMatchObject({ status: 'inactive', breakable: true });

    const both = await Promise.all([
      player.post('/rest/piggy-bank/break/'),
      player.post('/rest/piggy-bank/break/'),
    ]);
    expect(both.map((response) => response.statusCode).sort()).toEqual([200, 409]);
    const broken = piggyBankBreakResponseSchema.parse(
      both.find((response) => response.statusCode === 200)!.json(),
    );
    expect(broken.data).toMatchObject({
      paid: { fill: 1, amount: 60_00, currency: 'UAH' },
      piggyBank: { moneyBoxAmount: 0, breakable: false },
    });
    expect(await principalOf(app.current, player.id)).toBe(60_00);
    const grants = await grantsOf(player.id);
    expect(grants).toHaveLength(1);
    expect(grants[0]).toMatchObject({ sourceRef: `${player.id}:1`, status: 'granted' });

    const page = piggyBankPageResponseSchema.parse((await player.get('/rest/piggy-bank/page/')).json());
    expect(page.data.breaks).toEqual([expect.objectContaining({ fill: 1, amount: 60_00 })]);
    const [row] = await app.current.database.db
      .select()
      .from(piggyBanks)
      .where(eq(piggyBanks.playerId, player.id));
    expect(row).toMatchObject({ fill: 2, amount: 0 });
    await expectLedgerWhole(app.current);
  });

  it('answers 444 to a self-excluded player’s break, and pays nothing', async () => {
    await seeded();
    const player = await newPlayer(app.current);
    await filled(player, 500_00);
    const excluded = await player.post('/rest/self-limits/exclude/', { kind: 'timeout', period: '24h' });
    expect(excluded.statusCode, excluded.body).toBe(200);
    expect((await player.post('/rest/piggy-bank/break/')).statusCode).toBe(444);
    expect(await grantsOf(player.id)).toEqual([]);
  });
});
