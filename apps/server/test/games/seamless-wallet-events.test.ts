import { personalChannel, pushMessageSchema } from '@casino/contracts';
import { and, eq, inArray } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { type ReactionContext, reactionTo } from '../../src/modules/notifications/event-reactions.ts';
import { outboxEvents } from '../../src/platform/events/events.schema.ts';
import { OutboxRelay, type RelayedEvent } from '../../src/platform/events/relay.ts';
import { parseOutboxRow } from '../../src/platform/events/relayed-event.ts';
import {
  gamePlayer,
  gamesTestApp,
  giveTaxId,
  launch,
  newId,
  playing,
  walletCall,
} from './support/wallet-api.ts';

const apps = gamesTestApp();

/** The player's game events as the relay hands them over: parsed against the catalogue. */
async function gameEventsOf(playerId: number) {
  const rows = await apps.current.database.db
    .select()
    .from(outboxEvents)
    .where(
      and(
        eq(outboxEvents.playerId, playerId),
        inArray(outboxEvents.type, ['BetPlaced', 'RoundSettled', 'GameLaunched']),
      ),
    )
    .orderBy(outboxEvents.id);
  return rows.map((row) => {
    const parsed = parseOutboxRow({
      ...row,
      tx_id: row.txId,
      player_id: row.playerId,
      created_at: row.createdAt,
    });
    if (parsed.error !== undefined) throw new Error(parsed.error);
    return parsed.event;
  });
}

/** The push messages the relay would send for the player's game events, as the publisher sends them. */
async function pushesOf(playerId: number) {
  // The game reactions read nothing beyond their event: no balance, no profile.
  const context = { tx: apps.current.database.db } as ReactionContext;
  const publications = [];
  for (const event of await gameEventsOf(playerId)) {
    const push = reactionTo(event)?.push;
    if (!push) throw new Error(`no push reaction to ${event.type}`);
    for (const { channel, message } of await push(event, context)) {
      publications.push({ channel, message: pushMessageSchema.parse(message) });
    }
  }
  return publications;
}

/** A bet-and-win of the session's smallest stake on a new round; resolves with the round's and the call's ids. */
async function betAndWin(session: Awaited<ReturnType<typeof playing>>['session'], win: number) {
  const ids = { roundId: newId('round'), transactionId: newId() };
  const reply = await walletCall(apps.current, 'bet-win', {
    sessionToken: session.sessionToken,
    ...ids,
    bet: session.minBet,
    win,
    currency: 'UAH',
  });
  expect(reply.statusCode, reply.body).toBe(200);
  return ids;
}

describe('game events as push messages', () => {
  it('tells the player of a real launch, each stake and each settled round on their own channel', async () => {
    const { player, session } = await playing(apps.current, 10_000);
    const { roundId } = await betAndWin(session, 2 * session.minBet);
    const publications = await pushesOf(player.id);
    for (const { channel } of publications) expect(channel).toBe(personalChannel(player.id));
    expect(publications.map(({ message }) => [message.type, message.action, message.data])).toEqual([
      ['game', 'launched', { slug: 'book-of-sevens', isMoney: true }],
      ['betData', 'placed', { roundId, gameSlug: 'book-of-sevens', amount: session.minBet, currency: 'UAH' }],
      [
        'gameplay',
        'round-settled',
        {
          roundId,
          gameSlug: 'book-of-sevens',
          stake: session.minBet,
          win: 2 * session.minBet,
          currency: 'UAH',
          status: 'closed',
        },
      ],
    ]);
  });

  it('gives the stake and the settlement what engagement features need: player, money, round and ids', async () => {
    const { player, session } = await playing(apps.current, 10_000);
    const { roundId, transactionId } = await betAndWin(session, 3 * session.minBet);
    const events = (await gameEventsOf(player.id)).filter((event) => event.type !== 'GameLaunched');
    const round = {
      provider: expect.any(String),
      roundId,
      gameId: expect.any(Number),
      gameSlug: 'book-of-sevens',
      gameKind: 'video-slot',
      occurredAt: apps.current.clock.now().toISOString(),
    };
    expect(events).toEqual([
      expect.objectContaining({
        type: 'BetPlaced',
        version: 1,
        playerId: player.id,
        payload: {
          ...round,
          currency: 'UAH',
          amount: session.minBet,
          real: session.minBet,
          bonus: 0,
          transactionId,
          transferId: expect.any(Number),
        },
      }),
      expect.objectContaining({
        type: 'RoundSettled',
        version: 1,
        playerId: player.id,
        payload: {
          ...round,
          currency: 'UAH',
          stake: session.minBet,
          win: 3 * session.minBet,
          status: 'closed',
          transactionId,
          transferId: expect.any(Number),
        },
      }),
    ]);
  });

  it('hands a stake and its settlement to a subscriber typed, as they were produced, stored and relayed', async () => {
    const { player, session } = await playing(apps.current, 10_000);
    const received: RelayedEvent[] = [];
    const relay = new OutboxRelay({
      db: apps.current.database.db,
      log: apps.current.app.log,
      subscribers: [
        {
          name: 'test-wagering',
          async handle(event) {
            if (event.playerId === player.id) received.push(event);
          },
        },
      ],
    });
    await relay.prepare();
    const { roundId } = await betAndWin(session, 0);
    const deadline = Date.now() + 5000;
    while (!received.some((event) => event.type === 'RoundSettled') && Date.now() < deadline)
      await relay.runOnce();
    const stakes = received.flatMap((event) => (event.type === 'BetPlaced' ? [event.payload.real] : []));
    const settled = received.flatMap((event) => (event.type === 'RoundSettled' ? [event.payload] : []));
    expect(stakes).toEqual([session.minBet]);
    expect(settled).toEqual([
      expect.objectContaining({ roundId, stake: session.minBet, win: 0, transferId: null }),
    ]);
    expect(received.map((event) => event.type)).toEqual(['BalanceChanged', 'BetPlaced', 'RoundSettled']);
  });

  it('announces no demo launch', async () => {
    const player = await gamePlayer(apps.current);
    await giveTaxId(apps.current, player.id);
    await launch(player, apps.current, '?isMoney=0');
    expect(await pushesOf(player.id)).toEqual([]);
  });
});
