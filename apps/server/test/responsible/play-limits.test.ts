import type { WalletSession } from '@casino/contracts';
import { describe, expect, it } from 'vitest';
import {
  betWin,
  type GamePlayer,
  gamesTestApp,
  ok,
  playing,
  principalOf,
  realSession,
  refused,
  walletCall,
} from '../games/support/wallet-api.ts';

const apps = gamesTestApp();
const MINUTE_MS = 60 * 1000;

async function setLimit(player: GamePlayer, type: string, period: string, amount: number | null) {
  const response = await player.post('/rest/self-limits/update-limits/', {
    limits: [{ type, period, amount }],
  });
  expect(response.statusCode, response.body).toBe(200);
}

/** One instant round through the seamless wallet: the stake and the win in one call. */
function round(session: WalletSession, stake: number, won = 0) {
  return walletCall(apps.current, 'bet-win', betWin(session, stake, won));
}

/** A stake refused by the player's own limit: the limit the game is told of. */
async function overLimit(session: WalletSession, stake: number) {
  const refusal = refused(await round(session, stake), 403, 'LIMIT_REACHED');
  if (!refusal.selfLimit) throw new Error('the refusal does not name the limit');
  return refusal.selfLimit;
}

describe('wager, loss and session-time limits on stakes', () => {
  it('take stakes up to exactly the wager limit, refuse one minor unit more, and start again the next day', async () => {
    const { player, session } = await playing(apps.current, 1_000_000);
    const stake = session.minBet;
    await setLimit(player, 'wager', 'day', 3 * stake);

    ok(await round(session, stake));
    const oneOver = await overLimit(session, 2 * stake + 1);
    expect(oneOver).toMatchObject({ type: 'wager', period: 'day', limit: 3 * stake, left: 2 * stake });
    ok(await round(session, 2 * stake));
    const spent = await overLimit(session, stake);
    expect(spent.left).toBe(0);
    // Refused stakes take nothing.
    expect(await principalOf(apps.current, player.id)).toBe(1_000_000 - 3 * stake);

    apps.current.clock.set(new Date(spent.resetsAt));
    const nextDay = await realSession(apps.current, player);
    ok(await round(nextDay, stake));
  });

  it('count a week from Monday and a month from the first, the lowest limit winning', async () => {
    const { player, session } = await playing(apps.current, 1_000_000);
    const stake = session.minBet;
    await setLimit(player, 'wager', 'week', 2 * stake);
    await setLimit(player, 'wager', 'month', 3 * stake);

    ok(await round(session, stake));
    ok(await round(session, stake));
    const week = await overLimit(session, stake);
    expect(week).toMatchObject({ period: 'week', left: 0 });
    expect(new Date(week.resetsAt).getUTCDay()).toBe(0); // Monday 00:00 in Kyiv is Sunday evening in UTC.

    apps.current.clock.set(new Date(week.resetsAt));
    const nextWeek = await realSession(apps.current, player);
    // The new week allows two stakes, but the month only one more.
    const month = await overLimit(nextWeek, 2 * stake);
    expect(month).toMatchObject({ period: 'month', left: stake });
    ok(await round(nextWeek, stake));
  });

  it('count losses as stakes minus wins: a stake that could pass the loss limit is refused, wins make room', async () => {
    const { player, session } = await playing(apps.current, 1_000_000);
    const unit = session.minBet;
    await setLimit(player, 'loss', 'day', 10 * unit);

    // A winning round leaves no loss: the whole limit is still there.
    ok(await round(session, 6 * unit, 9 * unit));
    expect(await overLimit(session, 10 * unit + 1)).toMatchObject({ type: 'loss', left: 10 * unit });
    ok(await round(session, 10 * unit));
    // Stakes 16, wins 9: a loss of 7 units, 3 left.
    expect((await overLimit(session, 3 * unit + 1)).left).toBe(3 * unit);
    ok(await round(session, 3 * unit));
    expect((await overLimit(session, unit)).left).toBe(0);
  });

  it('stop play once the day’s session time is used up, and allow it again the next day', async () => {
    const { player, session } = await playing(apps.current, 1_000_000);
    await setLimit(player, 'session', 'day', 60);
    // The player stays active: each request keeps the login session's last activity current.
    for (let minutes = 0; minutes < 59; minutes += 1) {
      apps.current.clock.advance(MINUTE_MS);
      await player.get('/rest/player/balance/');
    }
    ok(await round(session, session.minBet));
    apps.current.clock.advance(2 * MINUTE_MS);
    await player.get('/rest/player/balance/');
    const used = await overLimit(session, session.minBet);
    expect(used).toMatchObject({ type: 'session', period: 'day', limit: 60, left: 0 });

    apps.current.clock.set(new Date(used.resetsAt));
    await player.get('/rest/player/balance/');
    ok(await round(await realSession(apps.current, player), session.minBet));
  });

  it('never take two concurrent stakes that together pass the wager limit', async () => {
    const { player, session } = await playing(apps.current, 1_000_000);
    const stake = session.minBet;
    await setLimit(player, 'wager', 'day', stake);
    const answers = await Promise.all([round(session, stake), round(session, stake), round(session, stake)]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 403, 403]);
    expect(await principalOf(apps.current, player.id)).toBe(1_000_000 - stake);
  });
});
