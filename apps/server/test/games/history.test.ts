import {
  GAME_RECALL_ROUNDS,
  gameHistoryResponseSchema,
  walletTransactionsResponseSchema,
} from '@casino/contracts';
import { describe, expect, it } from 'vitest';
import { callApi } from '../support/test-app.ts';
import {
  type GamePlayer,
  gamesTestApp,
  newId,
  playing,
  realSession,
  walletCall,
} from './support/wallet-api.ts';

const apps = gamesTestApp();

async function history(player: GamePlayer, query = '') {
  const response = await player.get(`/rest/games/history/${query}`);
  expect(response.statusCode, response.body).toBe(200);
  return gameHistoryResponseSchema.parse(response.json()).data;
}

describe('game recall', () => {
  it("lists the player's last 10 rounds, newest first, with outcome, stakes, wins and balances", async () => {
    const { player, session } = await playing(apps.current, 1_000_000);
    const played: string[] = [];
    for (let index = 0; index < GAME_RECALL_ROUNDS + 2; index += 1) {
      const roundId = newId('round');
      played.push(roundId);
      const reply = await walletCall(apps.current, 'bet-win', {
        sessionToken: session.sessionToken,
        transactionId: newId(),
        roundId,
        bet: session.minBet,
        win: index * 10,
        currency: 'UAH',
        details: {
          outcome: { roll: index },
          provablyFair: { serverSeedHash: 'c'.repeat(64), clientSeed: 'mine', nonce: index },
        },
      });
      expect(reply.statusCode, reply.body).toBe(200);
      apps.current.clock.advance(3_000);
    }
    const page = await history(player);
    expect(page.total).toBe(GAME_RECALL_ROUNDS + 2);
    expect(page.items.map((round) => round.roundId)).toEqual(played.slice(2).reverse());
    const [latest] = page.items;
    const last = GAME_RECALL_ROUNDS + 1;
    expect(latest).toMatchObject({
      game: { slug: 'book-of-sevens', kind: 'video-slot' },
      status: 'closed',
      currency: 'UAH',
      stake: session.minBet,
      win: last * 10,
      outcome: { roll: last },
      provablyFair: { serverSeedHash: 'c'.repeat(64), serverSeed: null, clientSeed: 'mine', nonce: last },
    });
    expect(latest?.balanceAfter).toBe((latest?.balanceBefore ?? 0) - session.minBet + last * 10);
    expect(latest?.game.title).not.toBe('');
    const older = await history(player, '?offset=10');
    expect(older.items.map((round) => round.roundId)).toEqual(played.slice(0, 2).reverse());
  });

  it('includes an unfinished round as open and filters by game and status', async () => {
    const { player, session } = await playing(apps.current, 100_000);
    const open = { roundId: newId('round'), transactionId: newId() };
    const bet = { sessionToken: session.sessionToken, amount: session.minBet, currency: 'UAH' };
    expect((await walletCall(apps.current, 'bet', { ...bet, ...open })).statusCode).toBe(200);
    const dice = await realSession(apps.current, player, 'lucky-dice');
    const instant = {
      sessionToken: dice.sessionToken,
      transactionId: newId(),
      roundId: newId('round'),
      bet: dice.minBet,
      win: 0,
      currency: 'UAH',
    };
    expect((await walletCall(apps.current, 'bet-win', instant)).statusCode).toBe(200);
    const all = await history(player);
    expect(all.items.map((round) => round.roundId)).toEqual([instant.roundId, open.roundId]);
    expect(all.items[1]).toMatchObject({ status: 'open', balanceAfter: null, closedAt: null, outcome: null });
    const openOnly = await history(player, '?status=open');
    expect(openOnly.items.map((round) => round.roundId)).toEqual([open.roundId]);
    const diceOnly = await history(player, '?game=lucky-dice');
    expect(diceOnly).toMatchObject({
      total: 1,
      items: [{ roundId: instant.roundId, game: { kind: 'dice' } }],
    });
    expect(await history(player, '?game=no-such-game')).toEqual({ items: [], total: 0 });
  });

  it("names the game in the page's language in the recall and in the account history, a round's stake and win paired", async () => {
    const { player, session } = await playing(apps.current, 100_000);
    const roundId = newId('round');
    const reply = await walletCall(apps.current, 'bet-win', {
      sessionToken: session.sessionToken,
      transactionId: newId(),
      roundId,
      bet: session.minBet,
      win: session.minBet * 3,
      currency: 'UAH',
    });
    expect(reply.statusCode, reply.body).toBe(200);
    const titles = { uk: 'Книга сімок', ru: 'Книга семёрок', en: 'Book of Sevens' };
    for (const [lang, title] of Object.entries(titles)) {
      const recall = await history(player, `?lang=${lang}`);
      expect(recall.items[0]?.game.title, lang).toBe(title);
      const account = await player.get(`/rest/player/transactions/?group=game&lang=${lang}`);
      expect(account.statusCode, account.body).toBe(200);
      const movements = walletTransactionsResponseSchema.parse(account.json()).data.items;
      expect(movements.map((item) => [item.kind, item.amount, item.roundId, item.game?.title])).toEqual([
        ['game_win', session.minBet * 3, roundId, title],
        ['game_bet', -session.minBet, roundId, title],
      ]);
    }
  });

  it('is for signed-in players only', async () => {
    const response = await callApi(apps.current.app, { url: '/rest/games/history/' });
    expect(response.statusCode).toBe(401);
  });
});
