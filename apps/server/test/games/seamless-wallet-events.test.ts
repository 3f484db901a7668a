import { personalChannel, pushMessageSchema } from '@casino/contracts';
import { and, eq, inArray } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { EVENT_REACTIONS, type ReactionContext } from '../../src/modules/notifications/event-reactions.ts';
import { outboxEvents } from '../../src/platform/events/events.schema.ts';
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

/** The push messages the relay would send for the player's game events. */
async function pushesOf(playerId: number) {
  const db = apps.current.database.db;
  const events = await db
    .select()
    .from(outboxEvents)
    .where(
      and(
        eq(outboxEvents.playerId, playerId),
        inArray(outboxEvents.type, ['BetPlaced', 'RoundSettled', 'GameLaunched']),
      ),
    )
    .orderBy(outboxEvents.id);
  // The game reactions read nothing beyond their event: no balance, no profile.
  const context = { tx: db } as ReactionContext;
  const publications = [];
  for (const event of events) {
    const reaction = EVENT_REACTIONS[event.type];
    if (!reaction?.push) throw new Error(`no push reaction to ${event.type}`);
    publications.push(...(await reaction.push(event, reaction.payload.parse(event.payload), context)));
  }
  return publications;
}

describe('game events as push messages', () => {
  it('tells the player of a real launch, each stake and each settled round on their own channel', async () => {
    const { player, session } = await playing(apps.current, 10_000);
    const roundId = newId('round');
    const reply = await walletCall(apps.current, 'bet-win', {
      sessionToken: session.sessionToken,
      transactionId: newId(),
      roundId,
      bet: session.minBet,
      win: 2 * session.minBet,
      currency: 'UAH',
    });
    expect(reply.statusCode, reply.body).toBe(200);
    const publications = await pushesOf(player.id);
    for (const { channel, message } of publications) {
      expect(channel).toBe(personalChannel(player.id));
      pushMessageSchema.parse(message);
    }
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

  it('announces no demo launch', async () => {
    const player = await gamePlayer(apps.current);
    await giveTaxId(apps.current, player.id);
    await launch(player, apps.current, '?isMoney=0');
    expect(await pushesOf(player.id)).toEqual([]);
  });
});
