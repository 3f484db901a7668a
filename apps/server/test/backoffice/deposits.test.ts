import { randomUUID } from 'node:crypto';
import { oneClickResponseSchema } from '@casino/contracts';
import { depositListResponseSchema } from '@casino/contracts/backoffice';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cashPayments } from '../../src/modules/cash/cash.schema.ts';
import {
  CARDS,
  type CashPlayer,
  cardDeposit,
  cashPlayer,
  cashTestApp,
  depositByCard,
  PASSWORD,
  startDeposit,
} from '../cash/support/cash-app.ts';
import { createPlayer } from '../support/auth-players.ts';
import { type SignedInOperator, signInOperator } from '../support/operators.ts';
import { buildTestApp, type TestApp } from '../support/test-app.ts';

const apps = cashTestApp();
const DEPOSITS = '/backoffice/api/deposits/';

let other: TestApp;
beforeAll(async () => {
  other = await buildTestApp({ database: apps.current.database, env: { RATE_LIMITS: 'off', BRAND: 'vlk' } });
});
afterAll(() => other?.close());

async function list(by: SignedInOperator, query = '') {
  const response = await by.call({ url: `${DEPOSITS}${query}` });
  expect(response.statusCode, response.body).toBe(200);
  return depositListResponseSchema.parse(response.json()).deposits;
}

async function loginOf(player: CashPlayer): Promise<string> {
  return (await player.get('/rest/player/getProfile/')).json().data.main.login;
}

/** A succeeded deposit of another brand's player, on the same database, made now. */
async function foreignDeposit(): Promise<{ id: string; playerId: number }> {
  const player = await createPlayer(other, PASSWORD);
  const id = randomUUID();
  const at = apps.current.clock.now();
  await apps.current.database.db.insert(cashPayments).values({
    id,
    playerId: player.id,
    methodId: 1,
    provider: 'sandbox',
    amount: 5_000,
    currency: 'UAH',
    status: 'succeeded',
    idempotencyKey: `foreign-${id}`,
    fingerprint: 'x',
    createdAt: at,
    updatedAt: at,
    completedAt: at,
  });
  return { id, playerId: player.id };
}

/** A one-click deposit with the player's saved card, credited at once. */
async function tokenPay(player: CashPlayer, amount: number): Promise<string> {
  const [card] = oneClickResponseSchema.parse((await player.get('/rest/cash/one-click/')).json()).data
    .savedCards;
  if (!card) throw new Error('no saved card');
  const started = await startDeposit(
    player,
    cardDeposit(amount, {
      token_id: card.tokenId,
      browser_info: {
        language: 'uk-UA',
        screenWidth: 1920,
        screenHeight: 1080,
        colorDepth: 24,
        timeZoneOffset: -120,
        userAgent: 'test',
        javaEnabled: false,
      },
    }),
    '/rest/cash/token-pay/',
  );
  expect(started.action).toBe('complete');
  await apps.current.deliverNotifications();
  return started.data.payment.id;
}

describe('the deposits list', () => {
  it("lists this brand's deposits newest first, completed and failed, with their method, card and outcome", async () => {
    const testApp = apps.current;
    const payments = await signInOperator(testApp, ['payments']);
    const player = await cashPlayer(testApp);
    const firstAt = testApp.clock.now().toISOString();
    const completed = await depositByCard(testApp, player, 10_000, { saveCard: true });
    testApp.clock.advance(1_000);
    const failedAt = testApp.clock.now().toISOString();
    const failed = await depositByCard(testApp, player, 40_000, { card: CARDS.decline });
    testApp.clock.advance(1_000);
    const oneClick = await tokenPay(player, 25_000);

    const deposits = await list(payments, `?playerId=${player.id}`);
    expect(deposits.map((deposit) => deposit.id)).toEqual([
      oneClick,
      failed.data.payment.id,
      completed.data.payment.id,
    ]);
    const login = await loginOf(player);
    expect(deposits[0]).toMatchObject({
      amount: 25_000,
      status: 'succeeded',
      method: 'card',
      cardLabel: '•••• 4242',
      failureReason: null,
    });
    expect(deposits[1]).toEqual({
      id: failed.data.payment.id,
      playerId: player.id,
      playerLogin: login,
      amount: 40_000,
      currency: 'UAH',
      status: 'failed',
      provider: 'sandbox',
      method: 'card',
      // Typed on the provider's page: no saved card is named on the payment.
      cardLabel: null,
      failureReason: 'declined',
      createdAt: failedAt,
      completedAt: failedAt,
    });
    expect(deposits[2]).toEqual({
      id: completed.data.payment.id,
      playerId: player.id,
      playerLogin: login,
      amount: 10_000,
      currency: 'UAH',
      status: 'succeeded',
      provider: 'sandbox',
      method: 'card',
      cardLabel: null,
      failureReason: null,
      createdAt: firstAt,
      completedAt: firstAt,
    });
  });

  it('filters by status and by player', async () => {
    const testApp = apps.current;
    const payments = await signInOperator(testApp, ['payments']);
    const player = await cashPlayer(testApp);
    const someoneElse = await cashPlayer(testApp);
    const succeeded = await depositByCard(testApp, player, 10_000);
    testApp.clock.advance(1_000);
    const failed = await depositByCard(testApp, player, 20_000, { card: CARDS.insufficientFunds });
    testApp.clock.advance(1_000);
    const open = await startDeposit(player, cardDeposit(30_000));
    const theirs = await depositByCard(testApp, someoneElse, 15_000);

    const ids = (query: string) => list(payments, query).then((rows) => rows.map((row) => row.id));
    expect(await ids(`?playerId=${player.id}&status=succeeded`)).toEqual([succeeded.data.payment.id]);
    expect(await ids(`?playerId=${player.id}&status=failed`)).toEqual([failed.data.payment.id]);
    expect(await ids(`?playerId=${player.id}&status=pending`)).toEqual([open.data.payment.id]);
    expect(await ids(`?playerId=${player.id}&status=created`)).toEqual([]);
    expect(await ids(`?playerId=${someoneElse.id}`)).toEqual([theirs.data.payment.id]);
    expect(await ids(`?playerId=${player.id}&limit=2`)).toEqual([
      open.data.payment.id,
      failed.data.payment.id,
    ]);
    const everyone = await ids('?status=succeeded');
    expect(everyone).toEqual(expect.arrayContaining([succeeded.data.payment.id, theirs.data.payment.id]));
    expect(everyone).not.toContain(failed.data.payment.id);
    expect(await ids('?playerId=999999999')).toEqual([]);
  });

  it("never shows another brand's deposit, even when it is the newest", async () => {
    const testApp = apps.current;
    const payments = await signInOperator(testApp, ['payments']);
    const player = await cashPlayer(testApp);
    // Later than every deposit of the tests before: this brand's newest.
    testApp.clock.advance(1_000);
    const ours = await depositByCard(testApp, player, 10_000);
    testApp.clock.advance(1_000);
    const foreign = await foreignDeposit();

    const all = await list(payments);
    expect(all.map((deposit) => deposit.id)).toContain(ours.data.payment.id);
    expect(all.map((deposit) => deposit.id)).not.toContain(foreign.id);
    expect(await list(payments, `?playerId=${foreign.playerId}`)).toEqual([]);
    // The newest row is the other brand's: the page after it still fills the limit with this brand's.
    expect((await list(payments, '?limit=1')).map((deposit) => deposit.id)).toEqual([ours.data.payment.id]);
  });

  it('refuses operators without payments.read and bad filters', async () => {
    const content = await signInOperator(apps.current, ['content']);
    const refused = await content.call({ url: DEPOSITS });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().error.code).toBe('operator_forbidden');

    const payments = await signInOperator(apps.current, ['payments']);
    for (const query of [
      'status=lost',
      'status=paid',
      'playerId=0',
      'playerId=abc',
      `playerId=${'9'.repeat(30)}`,
      'limit=0',
      'limit=201',
    ]) {
      expect((await payments.call({ url: `${DEPOSITS}?${query}` })).statusCode, query).toBe(422);
    }
  });
});
