import { randomBytes } from 'node:crypto';
import {
  type PlaceSportBetBody,
  type SportBet,
  type SportSelectionRequest,
  sportBetResponseSchema,
} from '@casino/contracts';
import { expect } from 'vitest';
import { fund, type GamePlayer, gamePlayer } from '../games/support/wallet-api.ts';
import { type LIVE, SportMarkets } from '../support/sport-markets.ts';
import type { TestApp } from '../support/test-app.ts';

export const POLICY_NONE = 'none' as const;

/** A selection of a test match's 1X2 (or its total) at the price the slip shows. */
export function pick(
  eventId: string,
  outcome: '1' | 'x' | '2' | 'over' | 'under',
  odds: number,
): SportSelectionRequest {
  const total = outcome === 'over' || outcome === 'under';
  return {
    eventId,
    market: total ? 'total' : '1x2',
    specifiers: total ? { total: '2.5' } : {},
    outcome,
    odds,
  };
}

export function newReference(): string {
  return `ref-${randomBytes(8).toString('hex')}`;
}

/** A single on a selection, with a fresh reference id unless given. */
export function single(
  selection: SportSelectionRequest,
  stake: number,
  overrides: Partial<PlaceSportBetBody> = {},
): PlaceSportBetBody {
  return {
    referenceId: newReference(),
    type: 'single',
    stake,
    oddsPolicy: POLICY_NONE,
    selections: [selection],
    ...overrides,
  };
}

/** An express of the selections (one per match) at the prices the slip shows, with a fresh reference id. */
export function expressOf(selections: SportSelectionRequest[], stake: number): PlaceSportBetBody {
  return { referenceId: newReference(), type: 'express', stake, oddsPolicy: POLICY_NONE, selections };
}

/** A valid Ukrainian RNOKPP: the test brand asks for one before real-money play in UAH. */
const TAX_ID = '1759013776';

/**
 * A signed-in player who may bet for money (registration complete, tax ID given unless told not to) with `balance`
 * on their real balance.
 */
export async function bettor(
  testApp: TestApp,
  balance: number,
  options: { taxId: boolean } = { taxId: true },
): Promise<GamePlayer> {
  const player = await gamePlayer(testApp);
  if (options.taxId) {
    const given = await player.post('/rest/player/tax-id/', { taxId: TAX_ID });
    expect(given.statusCode, given.body).toBe(200);
  }
  if (balance > 0) await fund(testApp, player.id, balance);
  return player;
}

/** Places a bet that the API answers (accepted, pending or rejected) and returns it. */
export async function place(player: GamePlayer, body: PlaceSportBetBody): Promise<SportBet> {
  const response = await player.post('/rest/sports-book/bets/', body);
  expect(response.statusCode, response.body).toBe(200);
  return sportBetResponseSchema.parse(response.json()).data;
}

export async function betOf(player: GamePlayer, id: string): Promise<SportBet> {
  const response = await player.get(`/rest/sports-book/bets/${id}/`);
  expect(response.statusCode, response.body).toBe(200);
  return sportBetResponseSchema.parse(response.json()).data;
}

/** The test app's hand-written feed, with both producers up. */
export async function marketsOf(testApp: TestApp): Promise<SportMarkets> {
  const markets = new SportMarkets(testApp.database.db, testApp.clock.now());
  await markets.producers('up');
  return markets;
}

/**
 * New pre-match (or, with a live state, live) football matches with ids `<prefix>:1`, `<prefix>:2`...: 1X2 priced
 * 2.00 / 3.40 / 3.80 unless told, over and under 2.5 at 1.90. `markets` is read when a match is made (it is built
 * in the file's beforeAll).
 */
export function matchMaker(markets: () => SportMarkets, prefix: string) {
  let made = 0;
  return async (prices = { home: 200, draw: 340, away: 380 }, live?: typeof LIVE) => {
    made += 1;
    const eventId = `${prefix}:${made}`;
    await markets().match(eventId, prices, live);
    return eventId;
  };
}
