import {
  type InsuranceInfo,
  insuranceInfoResponseSchema,
  oneClickResponseSchema,
  type PushMessageOf,
} from '@casino/contracts';
import { eq } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { expect } from 'vitest';
import type { InsuranceProgramDraft } from '../../../src/modules/bonuses/index.ts';
import {
  insurancePrograms,
  playerInsurances,
} from '../../../src/modules/bonuses/insurance/insurance.schema.ts';
import { cardDeposit, newKey, payOnHostedPage, startDeposit } from '../../cash/support/cash-app.ts';
import type { TestApp } from '../../support/test-app.ts';
import { type BonusTestApp, bonusMessagesOf, type Player, playerTransfersOf } from './bonus-app.ts';

let programs = 0;

/**
 * Adds an insurance programme for one test, through the app's programme writer: 50% of a lost deposit back as
 * real money, up to 2 000 UAH, for deposits from 200 UAH, lost at 1 UAH or less, covered 7 days; UAH terms only.
 * Each programme added outranks the ones before it, so it is the one offered. Answers its id.
 */
export async function addProgram(testApp: TestApp, changes: Partial<InsuranceProgramDraft> = {}) {
  programs += 1;
  const slug = `insurance-${programs}-${Date.now()}`;
  await testApp.app.bonuses.insurancePrograms.add(testApp.database.db, {
    slug,
    title: { uk: `Страховка ${programs}`, ru: `Страховка ${programs}`, en: `Insurance ${programs}` },
    description: { uk: 'Опис', ru: 'Описание', en: 'Description' },
    percent: 50,
    maxAmount: { UAH: 200_000 },
    minDeposit: { UAH: 20_000 },
    lossThreshold: { UAH: 100 },
    coverageHours: 7 * 24,
    payout: 'real',
    bonusTemplateId: null,
    wageringMultiplier: 0,
    eligibility: { brands: [], currencies: [] },
    priority: 1_000 + programs,
    active: true,
    ...changes,
  });
  const [row] = await testApp.database.db
    .select({ id: insurancePrograms.id })
    .from(insurancePrograms)
    .where(eq(insurancePrograms.slug, slug));
  if (!row) throw new Error(`no programme ${slug}`);
  return row.id;
}

/** A call answered 200 with the insurance info: the info. */
export function infoOf(response: LightMyRequestResponse): InsuranceInfo {
  expect(response.statusCode, response.body).toBe(200);
  return insuranceInfoResponseSchema.parse(response.json()).data;
}

export async function info(player: Player): Promise<InsuranceInfo> {
  return infoOf(await player.get('/rest/insurance/info/'));
}

export async function optIn(player: Player): Promise<InsuranceInfo> {
  return infoOf(await player.post('/rest/insurance/apply/'));
}

/** The player's insurance rows, oldest first. */
export function insuranceRows(testApp: TestApp, playerId: number) {
  return testApp.database.db
    .select()
    .from(playerInsurances)
    .where(eq(playerInsurances.playerId, playerId))
    .orderBy(playerInsurances.id);
}

/** What the player's insurance restores credited to their real balance, by transfer. */
export function restoresOf(testApp: TestApp, playerId: number) {
  return playerTransfersOf(testApp, playerId, 'insurance_payout', 'real');
}

/** The insurance outcomes pushed to the player as `bonus` messages (`restore`, `insurance-reject`). */
export function insuranceMessagesOf(testApp: BonusTestApp, playerId: number) {
  return bonusMessagesOf(testApp, playerId).filter(
    (message): message is Extract<PushMessageOf<'bonus'>, { action: 'restore' | 'insurance-reject' }> =>
      message.action === 'restore' || message.action === 'insurance-reject',
  );
}

/**
 * A card deposit that saves the card, credited through the sandbox, and a withdrawal of `amount` to that card
 * asked for (the player needs an approved verification). Answers the withdrawal request's response.
 */
export async function depositAndWithdraw(
  testApp: BonusTestApp,
  player: Player,
  deposit: number,
  amount: number,
) {
  testApp.clock.advance(1000);
  const started = await startDeposit(player, cardDeposit(deposit, { save_card: true }));
  await payOnHostedPage(testApp, started.data.frameUrl as string, '4242424242424242');
  await testApp.deliverNotifications();
  const [card] = oneClickResponseSchema.parse((await player.get('/rest/cash/one-click/')).json()).data
    .savedCards;
  if (!card) throw new Error('no saved card');
  return player.post('/rest/cash/output/', {
    method_id: 1,
    currency_id: 1,
    amount,
    token_id: card.tokenId,
    idempotency_key: newKey(),
  });
}
