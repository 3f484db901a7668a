import { availableBonusesResponseSchema, bonusListResponseSchema } from '@casino/contracts';
import { beforeEach, describe, expect, it } from 'vitest';
import { TEST_START } from '../support/test-app.ts';
import {
  balances,
  bonusesTestApp,
  bonusOf,
  newPlayer,
  type Player,
  refusedWith,
  templateId,
} from './support/bonus-app.ts';

const app = bonusesTestApp();

beforeEach(() => app.current.clock.set(TEST_START));

/** A player who registered with a friend's referral code. */
function referredPlayer() {
  return newPlayer(app.current, { invitedBy: 'FRIEND-42' });
}

/** What the bonuses page offers the player, on both its tabs (casino and sport). */
async function offeredSlugs(player: Player): Promise<number[]> {
  const tabs = await Promise.all(
    ['?tab=casino', '?tab=sport'].map((tab) => player.get(`/rest/bonuses/${tab}`)),
  );
  return tabs.flatMap((response) => {
    expect(response.statusCode, response.body).toBe(200);
    return bonusListResponseSchema.parse(response.json()).data.available.map((bonus) => bonus.id);
  });
}

async function available(player: Player) {
  const response = await player.post('/rest/bonuses/availableBonus/');
  expect(response.statusCode, response.body).toBe(200);
  return availableBonusesResponseSchema.parse(response.json()).data;
}

function choose(player: Player, bonusId: unknown) {
  return player.post('/rest/referrals/choose-bonus/', { bonusId });
}

describe("a friend's gifts", () => {
  it('are offered only to a player who registered with a referral code', async () => {
    const gift = await templateId(app.current, 'friend-gift-money');
    const stranger = await newPlayer(app.current);
    expect(await offeredSlugs(stranger)).not.toContain(gift);
    refusedWith(await choose(stranger, gift), 409, 'bonus_not_available');

    const referred = await referredPlayer();
    expect(await offeredSlugs(referred)).toContain(gift);
  });

  it('give one chosen gift; the other is then no longer offered and cannot be taken', async () => {
    const money = await templateId(app.current, 'friend-gift-money');
    const spins = await templateId(app.current, 'friend-gift-spins');
    const player = await referredPlayer();

    const taken = bonusOf(await choose(player, money));
    expect(taken).toMatchObject({ id: money, status: 'applied', amount: 10_000 });
    expect(await balances(app.current, player.id)).toEqual({ real: 0, bonus: 10_000 });

    const offered = await offeredSlugs(player);
    expect(offered).not.toContain(money);
    expect(offered).not.toContain(spins);
    refusedWith(await choose(player, spins), 409, 'referral_gift_chosen');
    refusedWith(await player.get(`/rest/bonus/${spins}/apply/`), 409, 'referral_gift_chosen');
  });

  it('chosen twice at once: one gift is given', async () => {
    const money = await templateId(app.current, 'friend-gift-money');
    const spins = await templateId(app.current, 'friend-gift-spins');
    const player = await referredPlayer();

    const answers = await Promise.all([choose(player, money), choose(player, spins)]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 409]);
    const listed = bonusListResponseSchema.parse((await player.get('/rest/bonuses/')).json()).data;
    const gifts = [listed.active, ...listed.queued].filter(
      (bonus) => bonus && [money, spins].includes(bonus.id),
    );
    expect(gifts).toHaveLength(1);
  });

  it('refuses a bonus that is no gift, an unknown id and a malformed one', async () => {
    const player = await referredPlayer();
    const welcome = await templateId(app.current, 'welcome-100');
    refusedWith(await choose(player, welcome), 404, 'bonus_not_found');
    refusedWith(await choose(player, 999_999), 404, 'bonus_not_found');
    expect((await choose(player, 'one')).statusCode).toBe(422);
    expect((await choose(player, 2 ** 40)).statusCode).toBe(422);
  });
});

describe('the available bonuses count', () => {
  it('counts what the bonuses page offers the player, and drops a bonus once taken', async () => {
    const player = await referredPlayer();
    const before = await available(player);
    expect(before.bonusIds.sort()).toEqual((await offeredSlugs(player)).sort());
    expect(before.count).toBe(before.bonusIds.length);

    const money = await templateId(app.current, 'friend-gift-money');
    bonusOf(await choose(player, money));
    const after = await available(player);
    expect(after.bonusIds).not.toContain(money);
    expect(after.count).toBe(before.count - 2);
  });

  it('is refused to a player in a time-out', async () => {
    const player = await newPlayer(app.current);
    const excluded = await player.post('/rest/self-limits/exclude/', { kind: 'timeout', period: '24h' });
    expect(excluded.statusCode, excluded.body).toBe(200);
    expect((await player.post('/rest/bonuses/availableBonus/')).statusCode).toBe(444);
  });
});
