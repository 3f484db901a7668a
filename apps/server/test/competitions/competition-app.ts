import {
  type CompetitionPlayerData,
  competitionPlayerResponseSchema,
  competitionResponseSchema,
  DEFAULT_CURRENCY,
  type PushMessageOf,
} from '@casino/contracts';
import { eq } from 'drizzle-orm';
import { expect } from 'vitest';
import type { CompetitionDraft } from '../../src/modules/competitions/index.ts';
import { outboxParkedEvents, outboxPositions } from '../../src/platform/events/events.schema.ts';
import type { BonusTestApp, Player } from '../bonuses/support/bonus-app.ts';
import { drainOutbox } from '../support/drain-outbox.ts';
import { callApi, type TestApp } from '../support/test-app.ts';

const HOUR = 60 * 60 * 1000;
let made = 0;

/** A competition running from an hour ago for a day, with test terms unless the test gives others. */
export async function addCompetition(testApp: TestApp, changes: Partial<CompetitionDraft> = {}) {
  const now = testApp.clock.now().getTime();
  made += 1;
  const draft: CompetitionDraft = {
    slug: `test-competition-${made}-${now}`,
    kind: 'tournament',
    mode: 'wins',
    title: { uk: `Турнір ${made}`, ru: `Турнир ${made}`, en: `Tournament ${made}` },
    description: { uk: 'Опис', ru: 'Описание', en: 'About' },
    brands: [],
    currencies: [],
    currency: DEFAULT_CURRENCY,
    rates: { USD: { num: 40, den: 1 } },
    provider: null,
    gameSlugs: [],
    startsAt: new Date(now - HOUR),
    endsAt: new Date(now + 24 * HOUR),
    autoSubscribe: false,
    minBet: 100,
    maxBet: null,
    countsBonusMoney: false,
    attempts: null,
    attemptRounds: null,
    prizes: [
      { fromPlace: 1, toPlace: 1, prize: { type: 'money', amount: 100_000, currency: 'UAH' } },
      { fromPlace: 2, toPlace: 2, prize: { type: 'money', amount: 50_000, currency: 'UAH' } },
      { fromPlace: 3, toPlace: 3, prize: { type: 'bonus_fs', templateSlug: 'free-spins-20' } },
    ],
    series: null,
    repeatDays: null,
    ...changes,
  };
  return testApp.database.db.transaction((tx) => testApp.app.competitions.admin.create(tx, draft));
}

/** Relays every event, and checks the competitions' reader failed on none. */
export async function relayAll(testApp: TestApp): Promise<void> {
  await drainOutbox(testApp);
  const [position] = await testApp.database.db
    .select({ lastError: outboxPositions.lastError })
    .from(outboxPositions)
    .where(eq(outboxPositions.subscriber, 'competitions'));
  expect(position?.lastError ?? null).toBeNull();
  const parked = await testApp.database.db
    .select()
    .from(outboxParkedEvents)
    .where(eq(outboxParkedEvents.subscriber, 'competitions'));
  expect(parked).toEqual([]);
}

export async function subscribe(
  player: Pick<Player, 'get'>,
  competitionId: number,
): Promise<CompetitionPlayerData> {
  const response = await player.get(`/rest/tournaments/${competitionId}/subscribe/`);
  expect(response.statusCode, response.body).toBe(200);
  return competitionPlayerResponseSchema.parse(response.json()).playerData;
}

/** A competition by its slug as a player (or, given the app, a guest) reads it. */
export async function competitionOf(player: Pick<Player, 'get'> | TestApp, slug: string) {
  const response =
    'get' in player
      ? await player.get(`/rest/tournaments/by-slug/${slug}/`)
      : await callApi(player.app, { url: `/rest/tournaments/by-slug/${slug}/` });
  expect(response.statusCode, response.body).toBe(200);
  return competitionResponseSchema.parse(response.json());
}

/** The tournament messages published to a channel so far. */
export function tournamentMessages(testApp: BonusTestApp, channel: string): PushMessageOf<'tournament'>[] {
  return testApp.published
    .filter((published) => published.channel === channel && published.message.type === 'tournament')
    .map((published) => published.message as PushMessageOf<'tournament'>);
}

/** Where the competitions' reader stands in the outbox. */
export async function scorerPosition(testApp: TestApp) {
  const [row] = await testApp.database.db
    .select({ txId: outboxPositions.txId, eventId: outboxPositions.eventId })
    .from(outboxPositions)
    .where(eq(outboxPositions.subscriber, 'competitions'));
  if (!row) throw new Error('the competitions reader has no position');
  return row;
}

/** Moves the competitions' reader back to `position` and relays: every event after it is handed over again. */
export async function replayScoringFrom(testApp: TestApp, position: { txId: string; eventId: number }) {
  await testApp.database.db
    .update(outboxPositions)
    .set(position)
    .where(eq(outboxPositions.subscriber, 'competitions'));
  await relayAll(testApp);
}
