import { and, count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TransferAborted } from '../../src/modules/wallet/ledger.ts';
import { walletAccounts } from '../../src/modules/wallet/wallet.schema.ts';
import { WalletService } from '../../src/modules/wallet/wallet.service.ts';
import { WalletHistory } from '../../src/modules/wallet/wallet-history.ts';
import { manualClock } from '../../src/platform/clock.ts';
import type { Db } from '../../src/platform/db/database.ts';
import { createTestDatabase, type TestDatabase } from '../support/test-database.ts';
import { depositRequest } from './support/deposit-request.ts';
import { expectReconciled, newPlayers } from './support/ledger-helpers.ts';

let testDatabase: TestDatabase;
let db: Db;
let wallet: WalletService;
let history: WalletHistory;

beforeAll(async () => {
  testDatabase = await createTestDatabase();
  db = testDatabase.database.db;
  const clock = manualClock('2026-03-01T12:00:00Z');
  wallet = new WalletService({ db, clock });
  history = new WalletHistory({ db, clock });
  history.gameNames.provide(
    async (slugs, lang) =>
      new Map(slugs.filter((slug) => slug === 'rocket-crash').map((slug) => [slug, `Rocket (${lang})`])),
  );
});
afterAll(() => testDatabase.cleanup());

async function fundedPlayer(amount: number): Promise<number> {
  const [playerId] = (await newPlayers(db, 1)) as [number];
  await wallet.ledger.transfer(depositRequest(playerId, amount, `fund-${playerId}`));
  return playerId;
}

/** What every game movement of a test names: the player, the provider's transaction id, the round. */
function common(playerId: number, reference: string, provider = 'studio') {
  return {
    playerId,
    currency: 'UAH' as const,
    provider,
    reference,
    metadata: { roundId: 'r-1', gameSlug: 'rocket-crash' },
  };
}

function movement(
  playerId: number,
  kind: 'game_bet' | 'game_win',
  amount: number,
  reference: string,
  provider = 'studio',
) {
  return { kind, amount, ...common(playerId, reference, provider) };
}

/** Rolls the transaction back whatever it did, the way a game call gives up. */
class GiveUp extends Error {}

describe('game transfers', () => {
  it("moves stakes to the provider's game settlement account and wins back, shown as the named game's round", async () => {
    const playerId = await fundedPlayer(1_000);
    await db.transaction(async (tx) => {
      await wallet.gameTransfer(tx, movement(playerId, 'game_bet', 300, `bet-${playerId}`));
      await wallet.gameTransfer(tx, movement(playerId, 'game_win', 500, `win-${playerId}`));
    });
    expect(await wallet.balance(playerId, 'UAH')).toMatchObject({ principal: 1_200 });
    const page = await history.history(playerId, 'UAH', { group: 'game', limit: 10, offset: 0 }, 'en');
    expect(page.items.map((item) => [item.group, item.kind, item.amount, item.roundId, item.game])).toEqual([
      ['game', 'game_win', 500, 'r-1', { slug: 'rocket-crash', title: 'Rocket (en)' }],
      ['game', 'game_bet', -300, 'r-1', { slug: 'rocket-crash', title: 'Rocket (en)' }],
    ]);
    await expectReconciled(db);
  });

  it("aborts the caller's transaction on a stake the balance does not cover, and on a key applied before", async () => {
    const playerId = await fundedPlayer(100);
    const overdraw = db.transaction((tx) =>
      wallet.gameTransfer(tx, movement(playerId, 'game_bet', 101, `o-${playerId}`)),
    );
    await expect(overdraw).rejects.toMatchObject({ name: 'TransferAborted', reason: 'overdrawn' });
    await db.transaction((tx) =>
      wallet.gameTransfer(tx, movement(playerId, 'game_bet', 40, `k-${playerId}`)),
    );
    const again = db.transaction((tx) =>
      wallet.gameTransfer(tx, movement(playerId, 'game_bet', 40, `k-${playerId}`)),
    );
    await expect(again).rejects.toBeInstanceOf(TransferAborted);
    await expect(again).rejects.toMatchObject({ reason: 'key-taken' });
    expect(await wallet.balance(playerId, 'UAH')).toMatchObject({ principal: 60 });
  });

  it('posts every transfer of a transaction to the one house shard it is given', async () => {
    const playerId = await fundedPlayer(1_000);
    const provider = `shard-${playerId}`;
    await db.transaction(async (tx) => {
      await wallet.gameTransfer(tx, {
        ...movement(playerId, 'game_bet', 10, `sb-${playerId}`, provider),
        houseShard: 5,
      });
      await wallet.gameTransfer(tx, {
        ...movement(playerId, 'game_win', 20, `sw-${playerId}`, provider),
        houseShard: 5,
      });
    });
    const shards = await db
      .select({ shard: walletAccounts.shard })
      .from(walletAccounts)
      .where(and(eq(walletAccounts.kind, 'game_settlement'), eq(walletAccounts.provider, provider)));
    expect(shards).toEqual([{ shard: 5 }]);
    const outOfRange = db.transaction((tx) =>
      wallet.gameTransfer(tx, {
        ...movement(playerId, 'game_bet', 10, `sx-${playerId}`, provider),
        houseShard: 16,
      }),
    );
    await expect(outOfRange).rejects.toMatchObject({ code: 'invalid_transfer' });
  });

  it('does not remember accounts a transaction created and then rolled back', async () => {
    const playerId = await fundedPlayer(1_000);
    const provider = `fresh-${playerId}`;
    const twoTransfers = (key: string) =>
      db.transaction(async (tx) => {
        await wallet.gameTransfer(tx, {
          ...movement(playerId, 'game_bet', 10, `${key}-b`, provider),
          houseShard: 3,
        });
        await wallet.gameTransfer(tx, {
          ...movement(playerId, 'game_win', 10, `${key}-w`, provider),
          houseShard: 3,
        });
        if (key === 'abandoned') throw new GiveUp();
      });
    await expect(twoTransfers('abandoned')).rejects.toBeInstanceOf(GiveUp);
    const [accounts] = await db
      .select({ value: count() })
      .from(walletAccounts)
      .where(eq(walletAccounts.provider, provider));
    expect(accounts?.value).toBe(0);
    // Had the second transfer remembered the first one's uncommitted account, this would name a row that is gone.
    await twoTransfers(`kept-${playerId}`);
    expect(await wallet.balance(playerId, 'UAH')).toMatchObject({ principal: 1_000 });
    await expectReconciled(db);
  });
});

/** A player with real money and bonus money. */
async function playerWith(real: number, bonus: number): Promise<number> {
  const playerId = await fundedPlayer(real);
  await db.transaction((tx) =>
    wallet.bonusTransfer(tx, {
      kind: 'bonus_grant',
      playerId,
      currency: 'UAH',
      amount: bonus,
      idempotencyKey: `grant-${playerId}`,
      metadata: {},
    }),
  );
  return playerId;
}

describe('game transfers on real and bonus money', () => {
  it("answers a stake with the player's balances after it, and refunds each part of it where it came from", async () => {
    const playerId = await playerWith(300, 500);
    const stake = await db.transaction((tx) =>
      wallet.gameTransfer(tx, { ...common(playerId, `b-${playerId}`), kind: 'game_bet', amount: 400 }),
    );
    expect(stake.balances).toEqual({ real: 0, bonus: 400 });
    await db.transaction((tx) =>
      wallet.gameTransfer(tx, {
        ...common(playerId, `r-${playerId}`),
        kind: 'game_rollback',
        betReference: `b-${playerId}`,
      }),
    );
    expect(await wallet.balance(playerId, 'UAH')).toMatchObject({ principal: 300, bonus: 500 });
    await expectReconciled(db);
  });

  it("refuses a win's bonus part outside the win, and a refund of a bet that never was", async () => {
    const playerId = await playerWith(100, 100);
    for (const toBonus of [-1, 11, 2.5]) {
      const paid = db.transaction((tx) =>
        wallet.gameTransfer(tx, {
          ...common(playerId, `w-${toBonus}`),
          kind: 'game_win',
          amount: 10,
          toBonus,
        }),
      );
      await expect(paid).rejects.toMatchObject({ code: 'invalid_transfer' });
    }
    const refund = db.transaction((tx) =>
      wallet.gameTransfer(tx, { ...common(playerId, 'r-none'), kind: 'game_rollback', betReference: 'none' }),
    );
    await expect(refund).rejects.toMatchObject({ code: 'invalid_transfer' });
    expect(await wallet.balance(playerId, 'UAH')).toMatchObject({ principal: 100, bonus: 100 });
  });
});
