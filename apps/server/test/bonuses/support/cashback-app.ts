import {
  type Cashback,
  cashbackListResponseSchema,
  cashbackOrNoneResponseSchema,
  cashbackResponseSchema,
} from '@casino/contracts';
import { eq } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { expect } from 'vitest';
import { cashbackPrograms, playerCashbacks } from '../../../src/modules/bonuses/cashback/cashback.schema.ts';
import type { CashbackProgramDraft } from '../../../src/modules/bonuses/index.ts';
import type { TestApp } from '../../support/test-app.ts';
import { type Player, playerTransfersOf } from './bonus-app.ts';

let programs = 0;

/**
 * Adds a cashback programme for one test, through the app's programme writer: 10% of a week's net loss on every
 * game, from 100 UAH, up to 5 000 UAH, paid as real money, unless `changes` say otherwise. Answers its id.
 */
export async function addProgram(testApp: TestApp, changes: Partial<CashbackProgramDraft> = {}) {
  programs += 1;
  const slug = `cashback-${programs}-${Date.now()}`;
  await testApp.app.bonuses.cashbackPrograms.add(testApp.database.db, {
    slug,
    title: { uk: `Кешбек ${programs}`, ru: `Кешбэк ${programs}`, en: `Cashback ${programs}` },
    description: { uk: 'Опис', ru: 'Описание', en: 'Description' },
    percent: 10,
    periodDays: 7,
    closesWeekday: 1,
    closesHour: 0,
    minNetLoss: { UAH: 10_000, USD: 300 },
    maxAmount: { UAH: 500_000, USD: 12_500 },
    gameKinds: [],
    payout: 'real',
    bonusTemplateId: null,
    wageringMultiplier: 0,
    eligibility: { brands: [], currencies: [] },
    priority: 0,
    active: true,
    ...changes,
  });
  const [row] = await testApp.database.db
    .select({ id: cashbackPrograms.id })
    .from(cashbackPrograms)
    .where(eq(cashbackPrograms.slug, slug));
  if (!row) throw new Error(`no programme ${slug}`);
  return row.id;
}

/** A call answered 200 with a cashback: the cashback. */
export function cashbackOf(response: LightMyRequestResponse): Cashback {
  expect(response.statusCode, response.body).toBe(200);
  return cashbackResponseSchema.parse(response.json()).data;
}

/** The player's chosen cashback as `GET /rest/cashback/active/` shows it (null: none). */
export async function activeOf(player: Player): Promise<Cashback | null> {
  const response = await player.get('/rest/cashback/active/');
  expect(response.statusCode, response.body).toBe(200);
  return cashbackOrNoneResponseSchema.parse(response.json()).data;
}

/** A cashback list call's items. */
export async function listed(player: Player, url: string): Promise<Cashback[]> {
  const response = await player.get(url);
  expect(response.statusCode, response.body).toBe(200);
  return cashbackListResponseSchema.parse(response.json()).data;
}

/** Chooses a programme. */
export async function choose(player: Player, programId: number): Promise<Cashback> {
  return cashbackOf(await player.post(`/rest/cashback/choose/${programId}/`));
}

/** Moves the clock past the end of a cashback's period and runs the closing job. */
export async function closePeriod(testApp: TestApp, cashback: Cashback) {
  testApp.clock.advance(Date.parse(cashback.periodEnd) - testApp.clock.now().getTime() + 1000);
  await testApp.app.jobs.runNow('cashback-close');
}

/** The player's cashback rows, oldest first. */
export function cashbackRows(testApp: TestApp, playerId: number) {
  return testApp.database.db
    .select()
    .from(playerCashbacks)
    .where(eq(playerCashbacks.playerId, playerId))
    .orderBy(playerCashbacks.id);
}

/** What the player's cashback payouts credited to their real balance, by transfer. */
export function payoutsOf(testApp: TestApp, playerId: number) {
  return playerTransfersOf(testApp, playerId, 'cashback_payout', 'real');
}
