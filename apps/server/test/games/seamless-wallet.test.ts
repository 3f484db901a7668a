import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { players } from '../../src/modules/accounts/players/players.schema.ts';
import { games } from '../../src/modules/games/catalogue.schema.ts';
import { providerSignature } from '../../src/modules/games/provider-signature.ts';
import { gameTransactions } from '../../src/modules/games/seamless-wallet.schema.ts';
import { outboxEvents } from '../../src/platform/events/events.schema.ts';
import type { TestApp } from '../support/test-app.ts';
import {
  authenticate,
  bet,
  betWin,
  expectLedgerWhole,
  fund,
  gamePlayer,
  gamesTestApp,
  giveTaxId,
  launch,
  newId,
  ok,
  playing,
  principalOf,
  refused,
  rollback,
  roundOf,
  tokenOf,
  walletCall,
  win,
} from './support/wallet-api.ts';

const apps = gamesTestApp();
const HOUR = 60 * 60 * 1000;

async function eventsOf(testApp: TestApp, playerId: number, type: string) {
  return testApp.database.db
    .select()
    .from(outboxEvents)
    .where(and(eq(outboxEvents.playerId, playerId), eq(outboxEvents.type, type)))
    .orderBy(outboxEvents.id);
}

describe('seamless wallet: signatures and request shape', () => {
  it('refuses a tampered signature, a body changed after signing and an unknown provider, with 401', async () => {
    const { session } = await playing(apps.current, 1_000);
    const body = { sessionToken: session.sessionToken };
    refused(
      await walletCall(apps.current, 'balance', body, { signature: 'f'.repeat(64) }),
      401,
      'INVALID_SIGNATURE',
    );
    refused(
      await walletCall(apps.current, 'balance', body, { signature: 'not-hex' }),
      401,
      'INVALID_SIGNATURE',
    );
    refused(
      await walletCall(apps.current, 'balance', body, { secret: 'x'.repeat(40) }),
      401,
      'INVALID_SIGNATURE',
    );
    refused(
      await walletCall(apps.current, 'balance', body, { provider: 'elsewhere' }),
      401,
      'INVALID_SIGNATURE',
    );
    const signedOther = await walletCall(apps.current, 'balance', body, {
      rawBody: JSON.stringify({ sessionToken: `${session.sessionToken}x` }),
      signature: providerSignature(apps.current.config.studioWalletSecret, JSON.stringify(body)),
    });
    refused(signedOther, 401, 'INVALID_SIGNATURE');
    ok(await walletCall(apps.current, 'balance', body));
  });

  it('answers a signed body that is not JSON or not the call shape with 400 INVALID_REQUEST', async () => {
    refused(await walletCall(apps.current, 'bet', null, { rawBody: '{"amount":' }), 400, 'INVALID_REQUEST');
    const reply = refused(await walletCall(apps.current, 'bet', { amount: 5 }), 400, 'INVALID_REQUEST');
    expect(reply.message).toContain('sessionToken');
  });

  it('refuses stakes that are zero, negative or fractional as invalid, and outside the limits as BET_LIMIT', async () => {
    const { player, session } = await playing(apps.current, 10_000_000);
    for (const amount of [0, -100, 10.5]) {
      refused(await walletCall(apps.current, 'bet', bet(session, amount)), 400, 'INVALID_REQUEST');
    }
    refused(await walletCall(apps.current, 'bet', bet(session, session.maxBet + 1)), 422, 'BET_LIMIT');
    if (session.minBet > 1) {
      refused(await walletCall(apps.current, 'bet', bet(session, session.minBet - 1)), 422, 'BET_LIMIT');
    }
    refused(
      await walletCall(apps.current, 'bet-win', betWin(session, session.maxBet + 1, 0)),
      422,
      'BET_LIMIT',
    );
    refused(
      await walletCall(apps.current, 'bet', { ...bet(session, session.minBet), currency: 'EUR' }),
      400,
      'INVALID_REQUEST',
    );
    expect(await principalOf(apps.current, player.id)).toBe(10_000_000);
  });
});

describe('seamless wallet: authenticate and balance', () => {
  it('trades a launch token once for a real session with a stable player reference that is not the id', async () => {
    const player = await gamePlayer(apps.current);
    await giveTaxId(apps.current, player.id);
    await fund(apps.current, player.id, 12_345);
    const token = tokenOf(await launch(player, apps.current, '?isMoney=1'));
    const session = await authenticate(apps.current, token);
    expect(session).toMatchObject({
      mode: 'real',
      currency: 'UAH',
      balance: 12_345,
      gameSlug: 'book-of-sevens',
    });
    expect(session.minBet).toBeGreaterThan(0);
    expect(session.maxBet).toBeGreaterThanOrEqual(session.minBet);
    expect(session.playerRef).toMatch(/^[0-9a-f]{32}$/);
    const again = await walletCall(apps.current, 'authenticate', { launchToken: token });
    refused(again, 401, 'INVALID_TOKEN');
    const second = await authenticate(
      apps.current,
      tokenOf(await launch(player, apps.current, '?isMoney=1')),
    );
    expect(second.playerRef).toBe(session.playerRef);
    expect(second.sessionToken).not.toBe(session.sessionToken);
  });

  it('refuses an unknown, tampered or expired launch token', async () => {
    const player = await gamePlayer(apps.current, { currency: 'USD' });
    refused(
      await walletCall(apps.current, 'authenticate', { launchToken: 'x'.repeat(43) }),
      401,
      'INVALID_TOKEN',
    );
    const token = tokenOf(await launch(player, apps.current, '?isMoney=1'));
    const tampered = `${token.slice(0, -1)}${token.endsWith('A') ? 'B' : 'A'}`;
    refused(await walletCall(apps.current, 'authenticate', { launchToken: tampered }), 401, 'INVALID_TOKEN');
    apps.current.clock.advance(apps.current.config.gameLaunchTokenTtlMs);
    refused(await walletCall(apps.current, 'authenticate', { launchToken: token }), 401, 'INVALID_TOKEN');
  });

  it('refuses to open a session for a game disabled since its launch', async () => {
    const player = await gamePlayer(apps.current, { currency: 'USD' });
    const token = tokenOf(await launch(player, apps.current, '?isMoney=1', 'fruit-storm'));
    const disable = (isEnabled: boolean) =>
      apps.current.database.db.update(games).set({ isEnabled }).where(eq(games.slug, 'fruit-storm'));
    await disable(false);
    try {
      refused(await walletCall(apps.current, 'authenticate', { launchToken: token }), 404, 'UNKNOWN_GAME');
    } finally {
      await disable(true);
    }
  });

  it('gives demo launches a demo session that moves no money', async () => {
    const player = await gamePlayer(apps.current);
    await fund(apps.current, player.id, 5_000);
    const demo = await authenticate(apps.current, tokenOf(await launch(player, apps.current, '?isMoney=0')));
    expect(demo).toMatchObject({ mode: 'demo', balance: 0 });
    refused(await walletCall(apps.current, 'bet', bet(demo, demo.minBet)), 401, 'INVALID_TOKEN');
    refused(await walletCall(apps.current, 'bet-win', betWin(demo, demo.minBet, 10)), 401, 'INVALID_TOKEN');
    const guest = await authenticate(apps.current, tokenOf(await launch(null, apps.current, '')));
    expect(guest).toMatchObject({ mode: 'demo', balance: 0 });
    expect(guest.playerRef).toMatch(/^guest-/);
    expect(await principalOf(apps.current, player.id)).toBe(5_000);
  });

  it('forgets expired launch tokens and idle demo sessions, and keeps real sessions', async () => {
    const { session } = await playing(apps.current, 1_000);
    const demo = await authenticate(apps.current, tokenOf(await launch(null, apps.current, '')));
    const unused = tokenOf(await launch(null, apps.current, ''));
    apps.current.clock.advance(25 * HOUR);
    expect(await apps.current.app.jobs.runNow('forget-stale-game-sessions')).toBeGreaterThanOrEqual(2);
    refused(
      await walletCall(apps.current, 'balance', { sessionToken: demo.sessionToken }),
      401,
      'INVALID_TOKEN',
    );
    refused(await walletCall(apps.current, 'authenticate', { launchToken: unused }), 401, 'INVALID_TOKEN');
    ok(await walletCall(apps.current, 'balance', { sessionToken: session.sessionToken }));
  });

  it('answers the balance of a session and refuses an unknown one', async () => {
    const { session } = await playing(apps.current, 777);
    expect(
      ok(await walletCall(apps.current, 'balance', { sessionToken: session.sessionToken })),
    ).toMatchObject({
      balance: 777,
      currency: 'UAH',
    });
    refused(
      await walletCall(apps.current, 'balance', { sessionToken: 'y'.repeat(43) }),
      401,
      'INVALID_TOKEN',
    );
  });
});

describe('seamless wallet: bet, win and rollback', () => {
  it('takes a bet, pays a closing win, and records the round with its balances, details and events', async () => {
    const { player, session } = await playing(apps.current, 10_000);
    const placed = bet(session, session.minBet);
    const afterBet = ok(await walletCall(apps.current, 'bet', placed));
    expect(afterBet.balance).toBe(10_000 - session.minBet);
    expect(afterBet.casinoTransactionId).toBeDefined();
    expect(await roundOf(apps.current, placed.roundId)).toMatchObject({
      status: 'open',
      stake: session.minBet,
      balanceBefore: 10_000,
      balanceAfter: null,
      openBets: 1,
    });
    const paid = ok(await walletCall(apps.current, 'win', win(session, placed, 250)));
    expect(paid.balance).toBe(10_000 - session.minBet + 250);
    const round = await roundOf(apps.current, placed.roundId);
    expect(round).toMatchObject({ status: 'closed', win: 250, balanceAfter: paid.balance, openBets: 0 });
    expect(round?.details?.provablyFair).toMatchObject({ nonce: 3 });
    const [placedEvent] = await eventsOf(apps.current, player.id, 'BetPlaced');
    expect(placedEvent?.payload).toMatchObject({
      roundId: placed.roundId,
      amount: session.minBet,
      currency: 'UAH',
    });
    const [settled] = await eventsOf(apps.current, player.id, 'RoundSettled');
    expect(settled?.payload).toMatchObject({ stake: session.minBet, win: 250, status: 'closed' });
    await expectLedgerWhole(apps.current);
  });

  it('adds bets to an open round, takes a zero win, and keeps the round open until roundClosed', async () => {
    const { session } = await playing(apps.current, 10_000);
    const roundId = newId('round');
    const first = bet(session, session.minBet, { roundId });
    const second = bet(session, session.minBet, { roundId });
    ok(await walletCall(apps.current, 'bet', first));
    ok(await walletCall(apps.current, 'bet', second));
    ok(await walletCall(apps.current, 'win', win(session, first, 0, { roundClosed: false })));
    expect(await roundOf(apps.current, roundId)).toMatchObject({
      status: 'open',
      stake: 2 * session.minBet,
      openBets: 1,
    });
    const closing = ok(await walletCall(apps.current, 'win', win(session, second, 0)));
    expect(closing.balance).toBe(10_000 - 2 * session.minBet);
    expect(await roundOf(apps.current, roundId)).toMatchObject({
      status: 'closed',
      win: 0,
      balanceBefore: 10_000,
    });
    refused(
      await walletCall(apps.current, 'bet', bet(session, session.minBet, { roundId })),
      409,
      'ROUND_CLOSED',
    );
    refused(await walletCall(apps.current, 'win', win(session, first, 5)), 409, 'ROUND_CLOSED');
  });

  it('answers a replay with the first reply and another body under the same id as a duplicate', async () => {
    const { player, session } = await playing(apps.current, 10_000);
    const placed = bet(session, session.minBet);
    const first = ok(await walletCall(apps.current, 'bet', placed));
    ok(await walletCall(apps.current, 'bet', bet(session, session.minBet)));
    // Same request after the balance moved on: the same reply, with the balance as it was then.
    expect(ok(await walletCall(apps.current, 'bet', placed))).toEqual(first);
    refused(
      await walletCall(apps.current, 'bet', { ...placed, amount: placed.amount + 1 }),
      409,
      'DUPLICATE_TRANSACTION',
    );
    const paid = win(session, placed, 100);
    const firstWin = ok(await walletCall(apps.current, 'win', paid));
    expect(ok(await walletCall(apps.current, 'win', paid))).toEqual(firstWin);
    refused(await walletCall(apps.current, 'win', { ...paid, amount: 101 }), 409, 'DUPLICATE_TRANSACTION');
    expect(await principalOf(apps.current, player.id)).toBe(firstWin.balance);
  });

  it('refuses a bet the balance does not cover with the balance, debiting nothing', async () => {
    const { player, session } = await playing(apps.current, 0);
    const balance = session.minBet - 1;
    if (balance > 0) await fund(apps.current, player.id, balance);
    const tooMuch = bet(session, session.minBet);
    const reply = refused(await walletCall(apps.current, 'bet', tooMuch), 422, 'INSUFFICIENT_FUNDS');
    expect(reply).toMatchObject({ balance, currency: 'UAH' });
    expect(await principalOf(apps.current, player.id)).toBe(balance);
    expect(await roundOf(apps.current, tooMuch.roundId)).toBeUndefined();
    const rows = await apps.current.database.db
      .select()
      .from(gameTransactions)
      .where(eq(gameTransactions.transactionId, tooMuch.transactionId));
    expect(rows).toMatchObject([{ kind: 'refused', amount: 0, roundId: null }]);
    // Refused for good: the same request is answered as it was, even once the money is there.
    await fund(apps.current, player.id, 1);
    expect(refused(await walletCall(apps.current, 'bet', tooMuch), 422, 'INSUFFICIENT_FUNDS')).toEqual(reply);
    expect(await principalOf(apps.current, player.id)).toBe(balance + 1);
    // Its rollback refunds nothing and holds nothing off; a win on it finds no bet; a new id is a new bet.
    ok(await walletCall(apps.current, 'rollback', rollback(session, tooMuch)));
    refused(await walletCall(apps.current, 'win', win(session, tooMuch, 100)), 404, 'BET_NOT_FOUND');
    expect(await principalOf(apps.current, player.id)).toBe(balance + 1);
    ok(await walletCall(apps.current, 'bet', { ...tooMuch, transactionId: newId() }));
  });

  it('answers a refused stake the same way to every replay, whatever the player does meanwhile', async () => {
    const { player, session } = await playing(apps.current, 10_000);
    const excluded = betWin(session, session.minBet, 0);
    await apps.current.database.db
      .update(players)
      .set({ status: 'blocked' })
      .where(eq(players.id, player.id));
    refused(await walletCall(apps.current, 'bet-win', excluded), 403, 'PLAYER_BLOCKED');
    await apps.current.database.db.update(players).set({ status: 'active' }).where(eq(players.id, player.id));
    refused(await walletCall(apps.current, 'bet-win', excluded), 403, 'PLAYER_BLOCKED');
    // Another request under the refused id is a duplicate, as under any used id.
    refused(
      await walletCall(apps.current, 'bet-win', { ...excluded, bet: 2 * session.minBet }),
      409,
      'DUPLICATE_TRANSACTION',
    );
    expect(await principalOf(apps.current, player.id)).toBe(10_000);
  });

  it('refuses bets once the session has been idle 4 hours, but still takes its wins and rollbacks', async () => {
    const { session } = await playing(apps.current, 10_000);
    const open = bet(session, session.minBet);
    const other = bet(session, session.minBet);
    ok(await walletCall(apps.current, 'bet', open));
    ok(await walletCall(apps.current, 'bet', other));
    apps.current.clock.advance(4 * HOUR);
    refused(await walletCall(apps.current, 'bet', bet(session, session.minBet)), 401, 'SESSION_EXPIRED');
    refused(
      await walletCall(apps.current, 'bet-win', betWin(session, session.minBet, 0)),
      401,
      'SESSION_EXPIRED',
    );
    ok(await walletCall(apps.current, 'win', win(session, open, 40)));
    ok(await walletCall(apps.current, 'rollback', rollback(session, other)));
  });

  it('keeps a session alive while it bets (sliding expiry)', async () => {
    const { session } = await playing(apps.current, 10_000);
    for (let hour = 0; hour < 3; hour += 1) {
      apps.current.clock.advance(3 * HOUR);
      ok(await walletCall(apps.current, 'bet', bet(session, session.minBet)));
    }
  });

  it('refuses bets of a blocked player but pays their wins', async () => {
    const { player, session } = await playing(apps.current, 10_000);
    const open = bet(session, session.minBet);
    ok(await walletCall(apps.current, 'bet', open));
    await apps.current.database.db
      .update(players)
      .set({ status: 'blocked' })
      .where(eq(players.id, player.id));
    refused(await walletCall(apps.current, 'bet', bet(session, session.minBet)), 403, 'PLAYER_BLOCKED');
    ok(await walletCall(apps.current, 'win', win(session, open, 60)));
  });

  it('refuses stakes over a self-limit or during a time-out, but pays the wins of bets taken before', async () => {
    const { player, session } = await playing(apps.current, 100_000);
    const open = bet(session, session.minBet);
    ok(await walletCall(apps.current, 'bet', open));
    const limited = await player.post('/rest/self-limits/update-limits/', {
      limits: [{ type: 'wager', period: 'day', amount: session.minBet + 1 }],
    });
    expect(limited.statusCode, limited.body).toBe(200);
    const overLimit = refused(
      await walletCall(apps.current, 'bet', bet(session, session.minBet)),
      403,
      'LIMIT_REACHED',
    );
    // What the game shows the player: which limit, what is left of it.
    expect(overLimit.selfLimit).toMatchObject({
      type: 'wager',
      period: 'day',
      limit: session.minBet + 1,
      left: 1,
    });
    refused(
      await walletCall(apps.current, 'bet-win', betWin(session, session.minBet, 0)),
      403,
      'LIMIT_REACHED',
    );
    const excluded = await player.post('/rest/self-limits/exclude/', { kind: 'timeout', period: '24h' });
    expect(excluded.statusCode, excluded.body).toBe(200);
    const duringTimeout = refused(
      await walletCall(apps.current, 'bet', bet(session, session.minBet)),
      403,
      'SELF_EXCLUDED',
    );
    expect(duringTimeout.excludedTill).toBe(excluded.json().data.till);
    ok(await walletCall(apps.current, 'win', win(session, open, 70)));
    expect(await principalOf(apps.current, player.id)).toBe(100_000 - session.minBet + 70);
  });

  it('holds stakes while a reality check waits, and takes them again once it is acknowledged', async () => {
    const { player, session } = await playing(apps.current, 10_000);
    await player.post('/rest/self-limits/reality-check/', { intervalMinutes: 15 });
    apps.current.clock.advance(15 * 60 * 1000);
    await apps.current.app.jobs.runNow('reality-checks');
    refused(
      await walletCall(apps.current, 'bet', bet(session, session.minBet)),
      403,
      'REALITY_CHECK_PENDING',
    );
    expect(await principalOf(apps.current, player.id)).toBe(10_000);
    expect((await player.post('/rest/self-limits/reality-check/ack/', {})).statusCode).toBe(200);
    ok(await walletCall(apps.current, 'bet', bet(session, session.minBet)));
  });

  it('refunds a rolled-back bet, closes its round, and refuses a win for it', async () => {
    const { player, session } = await playing(apps.current, 10_000);
    const placed = bet(session, session.minBet);
    ok(await walletCall(apps.current, 'bet', placed));
    const refunded = ok(await walletCall(apps.current, 'rollback', rollback(session, placed)));
    expect(refunded.balance).toBe(10_000);
    expect(await roundOf(apps.current, placed.roundId)).toMatchObject({ status: 'rolled_back', stake: 0 });
    refused(await walletCall(apps.current, 'win', win(session, placed, 10)), 409, 'BET_ROLLED_BACK');
    // A second rollback of the same bet refunds nothing more.
    expect(ok(await walletCall(apps.current, 'rollback', rollback(session, placed))).balance).toBe(10_000);
    const [settled] = await eventsOf(apps.current, player.id, 'RoundSettled');
    expect(settled?.payload).toMatchObject({ status: 'rolled_back', stake: 0, win: 0 });
    await expectLedgerWhole(apps.current);
  });

  it('rolls back an unknown bet as a no-op and refuses that bet when it arrives late', async () => {
    const { player, session } = await playing(apps.current, 10_000);
    const late = bet(session, session.minBet);
    expect(ok(await walletCall(apps.current, 'rollback', rollback(session, late))).balance).toBe(10_000);
    refused(await walletCall(apps.current, 'bet', late), 409, 'BET_ROLLED_BACK');
    refused(await walletCall(apps.current, 'win', win(session, late, 10)), 409, 'BET_ROLLED_BACK');
    expect(await principalOf(apps.current, player.id)).toBe(10_000);
  });

  it('refuses to roll back a settled bet, a bet-win, and a win for a bet it never saw', async () => {
    const { session } = await playing(apps.current, 10_000);
    const placed = bet(session, session.minBet);
    ok(await walletCall(apps.current, 'bet', placed));
    ok(await walletCall(apps.current, 'win', win(session, placed, 0, { roundClosed: false })));
    refused(
      await walletCall(apps.current, 'rollback', rollback(session, placed)),
      409,
      'BET_ALREADY_SETTLED',
    );
    const instant = betWin(session, session.minBet, 0);
    ok(await walletCall(apps.current, 'bet-win', instant));
    refused(
      await walletCall(apps.current, 'rollback', rollback(session, instant)),
      409,
      'BET_ALREADY_SETTLED',
    );
    refused(await walletCall(apps.current, 'win', win(session, bet(session, 1), 10)), 404, 'BET_NOT_FOUND');
  });
});

describe('seamless wallet: bet-win', () => {
  it('plays a whole round in one call, closed, and answers a retry with the first reply', async () => {
    const { player, session } = await playing(apps.current, 10_000);
    const round = betWin(session, session.minBet, 3 * session.minBet);
    const reply = ok(await walletCall(apps.current, 'bet-win', round));
    expect(reply.balance).toBe(10_000 + 2 * session.minBet);
    expect(await roundOf(apps.current, round.roundId)).toMatchObject({
      status: 'closed',
      stake: session.minBet,
      win: 3 * session.minBet,
      balanceBefore: 10_000,
      balanceAfter: reply.balance,
      details: round.details,
    });
    expect(ok(await walletCall(apps.current, 'bet-win', round))).toEqual(reply);
    refused(await walletCall(apps.current, 'bet-win', { ...round, win: 0 }), 409, 'DUPLICATE_TRANSACTION');
    refused(
      await walletCall(apps.current, 'bet-win', {
        ...betWin(session, session.minBet, 0),
        roundId: round.roundId,
      }),
      409,
      'ROUND_CLOSED',
    );
    expect(await eventsOf(apps.current, player.id, 'RoundSettled')).toHaveLength(1);
    const lost = ok(await walletCall(apps.current, 'bet-win', betWin(session, session.minBet, 0)));
    expect(lost.balance).toBe(reply.balance - session.minBet);
    await expectLedgerWhole(apps.current);
  });

  it('refuses a bet-win the balance does not cover even when it would win', async () => {
    const { player, session } = await playing(apps.current, 0);
    const reply = refused(
      await walletCall(apps.current, 'bet-win', betWin(session, session.minBet, 10 * session.minBet)),
      422,
      'INSUFFICIENT_FUNDS',
    );
    expect(reply.balance).toBe(0);
    expect(await principalOf(apps.current, player.id)).toBe(0);
  });
});

describe('seamless wallet under concurrency', () => {
  it('debits two identical bets sent at once once, and answers both alike', async () => {
    const { player, session } = await playing(apps.current, 10_000);
    const placed = bet(session, session.minBet);
    const replies = await Promise.all([
      walletCall(apps.current, 'bet', placed),
      walletCall(apps.current, 'bet', placed),
      walletCall(apps.current, 'bet', placed),
    ]);
    const bodies = replies.map(ok);
    expect(new Set(bodies.map((body) => body.casinoTransactionId)).size).toBe(1);
    expect(await principalOf(apps.current, player.id)).toBe(10_000 - session.minBet);
    expect(await roundOf(apps.current, placed.roundId)).toMatchObject({ stake: session.minBet, openBets: 1 });
    const instant = betWin(session, session.minBet, 0);
    const instantReplies = (
      await Promise.all([
        walletCall(apps.current, 'bet-win', instant),
        walletCall(apps.current, 'bet-win', instant),
      ])
    ).map(ok);
    expect(instantReplies[0]).toEqual(instantReplies[1]);
    expect(await principalOf(apps.current, player.id)).toBe(10_000 - 2 * session.minBet);
    await expectLedgerWhole(apps.current);
  });

  it('lets only one of two different bets racing for a small balance through, never below zero', async () => {
    const { player, session } = await playing(apps.current, 0);
    await fund(apps.current, player.id, session.minBet);
    const replies = await Promise.all([
      walletCall(apps.current, 'bet', bet(session, session.minBet)),
      walletCall(apps.current, 'bet-win', betWin(session, session.minBet, 0)),
    ]);
    const statuses = replies.map((reply) => reply.statusCode).sort();
    expect(statuses).toEqual([200, 422]);
    const refusal = replies.find((reply) => reply.statusCode === 422);
    expect(refusal?.json()).toMatchObject({ code: 'INSUFFICIENT_FUNDS', balance: 0 });
    expect(await principalOf(apps.current, player.id)).toBe(0);
    await expectLedgerWhole(apps.current);
  });

  it('settles a win and a rollback of the same bet racing each other one way only', async () => {
    const { player, session } = await playing(apps.current, 10_000);
    const placed = bet(session, session.minBet);
    ok(await walletCall(apps.current, 'bet', placed));
    const [paid, refunded] = await Promise.all([
      walletCall(apps.current, 'win', win(session, placed, 500)),
      walletCall(apps.current, 'rollback', rollback(session, placed)),
    ]);
    const balance = await principalOf(apps.current, player.id);
    if (paid.statusCode === 200) {
      refused(refunded, 409, 'BET_ALREADY_SETTLED');
      expect(balance).toBe(10_000 - session.minBet + 500);
    } else {
      refused(paid, 409, 'BET_ROLLED_BACK');
      ok(refunded);
      expect(balance).toBe(10_000);
    }
    await expectLedgerWhole(apps.current);
  });
});
