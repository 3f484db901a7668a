import {
  bonusAmountsResponseSchema,
  cashOutQuoteResponseSchema,
  freebetListResponseSchema,
  type PlaceSportBetBody,
  personalChannel,
  sportBetResponseSchema,
} from '@casino/contracts';
import { describe, expect, it } from 'vitest';
import { reconcile } from '../../src/modules/wallet/reconciliation.ts';
import {
  apply,
  balances,
  bonusesTestApp,
  bonusRow,
  deposit,
  eventsOf,
  newPlayer,
  type Player,
  refusedWith,
  relay,
  templateId,
} from '../bonuses/support/bonus-app.ts';
import { cardDeposit } from '../cash/support/cash-app.ts';
import { fund } from '../games/support/wallet-api.ts';
import { LIVE, type SportMarkets } from '../support/sport-markets.ts';
import { marketsOf, matchMaker, pick, single } from './support.ts';

const FREEBET = 10_000;

describe('free bets', () => {
  const app = bonusesTestApp();
  let markets: SportMarkets | undefined;
  const newMatch = matchMaker(() => markets as SportMarkets, 'freebet');
  const match = async (prices?: Parameters<typeof newMatch>[0]) => {
    markets ??= await marketsOf(app.current);
    return newMatch(prices);
  };
  const settle = () => app.current.app.jobs.runNow('sportsbook-settlement');

  /** A new player holding the demo's ₴100 free bet, and its player bonus id. */
  async function playerWithFreebet(): Promise<{ player: Player; freebetId: number }> {
    const player = await newPlayer(app.current);
    const bonus = await apply(player, await templateId(app.current, 'sport-freebet-100'));
    expect(bonus).toMatchObject({ category: 'sport', type: 'freebet', status: 'applied', amount: FREEBET });
    return { player, freebetId: bonus.playerBonusId as number };
  }

  const freebetsOf = async (player: Player) => {
    const response = await player.get('/rest/sports-book/freebets/');
    expect(response.statusCode, response.body).toBe(200);
    return freebetListResponseSchema.parse(response.json()).data;
  };
  const placeWith = (player: Player, body: PlaceSportBetBody) => player.post('/rest/sports-book/bets/', body);
  const placed = async (player: Player, body: PlaceSportBetBody) => {
    const response = await placeWith(player, body);
    expect(response.statusCode, response.body).toBe(200);
    return sportBetResponseSchema.parse(response.json()).data;
  };
  const sportMessagesOf = (playerId: number) =>
    app.current.published
      .filter(
        ({ channel, message }) => channel === personalChannel(playerId) && message.type === 'sportBetting',
      )
      .map(({ message }) => message.action);

  it('stakes the house’s money and pays a win without the stake; the bonus follows its bet to completed', async () => {
    const { player, freebetId } = await playerWithFreebet();
    expect(await freebetsOf(player)).toEqual([
      expect.objectContaining({
        id: freebetId,
        amount: FREEBET,
        minOdds: 150,
        betTypes: ['single', 'express'],
      }),
    ]);
    // A free bet is not money on the bonus balance, and it takes no casino bonus's place.
    expect(await balances(app.current, player.id)).toMatchObject({ real: 0, bonus: 0 });
    const casino = await player.get('/rest/promo-codes/apply/WELCOME50/');
    expect(casino.statusCode, casino.body).toBe(200);
    expect(casino.json().data.status).toBe('applied');

    const game = await match();
    const bet = await placed(player, single(pick(game, '1', 200), FREEBET, { freebetId }));
    expect(bet).toMatchObject({
      status: 'accepted',
      freebet: true,
      stake: FREEBET,
      potentialPayout: FREEBET,
    });
    expect(await freebetsOf(player)).toEqual([]);
    expect((await balances(app.current, player.id)).real).toBe(0);
    await relay(app.current);
    expect((await bonusRow(app.current, freebetId)).status).toBe('rollover');

    // What a free bet wins is not sold back.
    const quote = await player.get(`/rest/sports-book/bets/${bet.id}/cash-out/`);
    expect(cashOutQuoteResponseSchema.parse(quote.json()).data).toMatchObject({
      available: false,
      refusal: 'not_offered',
    });

    await markets?.settle(game, '1');
    await settle();
    // ₴200 returned at 2.00, of which the ₴100 stake was the house's.
    expect((await balances(app.current, player.id)).real).toBe(FREEBET);
    await relay(app.current);
    expect(await bonusRow(app.current, freebetId)).toMatchObject({
      status: 'completed',
      outcome: 'converted',
      convertedAmount: FREEBET,
    });
    expect(sportMessagesOf(player.id)).toEqual(['applied', 'rollover', 'completed']);
    expect((await reconcile(app.current.database.db)).ok).toBe(true);
  });

  it('gives the welcome sport bonus as a free bet of a share of the first deposit chosen with it', async () => {
    const player = await newPlayer(app.current);
    const sportWelcome = await templateId(app.current, 'sport-welcome-100');
    const offered = await player.get('/rest/bonuses/welcome-sport/?amount=50000');
    expect(offered.statusCode, offered.body).toBe(200);
    expect(bonusAmountsResponseSchema.parse(offered.json()).data.bonuses).toEqual([
      expect.objectContaining({
        bonus: expect.objectContaining({ id: sportWelcome, category: 'sport' }),
        calculationFields: expect.objectContaining({ depositAmount: 50_000, bonusAmount: 50_000 }),
      }),
    ]);
    // The casino's bonus choice does not offer it: it is chosen as the deposit's sport bonus.
    const casinoChoice = await player.get('/rest/cash/bonus-amounts/?amount=50000');
    expect(
      casinoChoice.json().data.bonuses.map((entry: { bonus: { id: number } }) => entry.bonus.id),
    ).not.toContain(sportWelcome);

    await deposit(app.current, player, 50_000, sportWelcome, 'sport_betting_bonus_id');
    await relay(app.current);
    const [freebet] = await freebetsOf(player);
    expect(freebet).toMatchObject({ bonusId: sportWelcome, amount: 50_000, minOdds: 170 });
    // The deposit is the player's own money; the free bet put nothing on the bonus balance.
    expect(await balances(app.current, player.id)).toMatchObject({ real: 50_000, bonus: 0 });
    const state = await player.get('/rest/app/init/');
    expect(state.json().appMain.player.hasActiveSportBettingBonus).toBe(true);
  });

  it('does not give a casino bonus sent as the sport bonus, nor a sport bonus sent as the casino one', async () => {
    const player = await newPlayer(app.current);
    const casinoWelcome = await templateId(app.current, 'welcome-100');
    const both = await player.post(
      '/rest/cash/input/',
      cardDeposit(50_000, {
        bonus_id: casinoWelcome,
        sport_betting_bonus_id: await templateId(app.current, 'sport-welcome-100'),
      }),
    );
    expect(both.statusCode).toBe(422);
    await deposit(app.current, player, 50_000, casinoWelcome, 'sport_betting_bonus_id');
    await relay(app.current);
    expect(await eventsOf(app.current, player.id, 'DepositBonusRejected')).toEqual([
      expect.objectContaining({ bonusId: casinoWelcome, reason: 'not_available' }),
    ]);
    expect(await freebetsOf(player)).toEqual([]);
  });

  it('gives the free bet back when its live bet is refused after the delay, and tells the player why', async () => {
    const { player, freebetId } = await playerWithFreebet();
    markets ??= await marketsOf(app.current);
    const game = await newMatch(undefined, LIVE);
    const bet = await placed(player, single(pick(game, '1', 200), FREEBET, { freebetId }));
    expect(bet.status).toBe('pending');
    expect(await freebetsOf(player)).toEqual([]);
    await markets.price(game, { home: 180, draw: 340, away: 420 }, LIVE);
    app.current.clock.advance(5_000);
    await app.current.app.jobs.runNow('sportsbook-pending-bets');
    expect(await freebetsOf(player)).toEqual([expect.objectContaining({ id: freebetId })]);
    await relay(app.current);
    expect((await bonusRow(app.current, freebetId)).status).toBe('applied');
    expect(
      app.current.published
        .filter(
          ({ channel, message }) => channel === personalChannel(player.id) && message.type === 'sportBet',
        )
        .map(({ message }) => message.data),
    ).toEqual([{ betId: bet.id, reason: 'odds_changed' }]);
    expect((await reconcile(app.current.database.db)).ok).toBe(true);
  });

  it('pays nothing for a lost or a void free bet', async () => {
    for (const result of ['lost', 'void'] as const) {
      const { player, freebetId } = await playerWithFreebet();
      const game = await match();
      await placed(player, single(pick(game, '1', 200), FREEBET, { freebetId }));
      if (result === 'lost') await markets?.settle(game, '2');
      else await markets?.cancel(game);
      await settle();
      await relay(app.current);
      expect((await balances(app.current, player.id)).real).toBe(0);
      expect(await bonusRow(app.current, freebetId)).toMatchObject({ status: 'completed', outcome: 'lost' });
    }
  });

  it('refuses a bet its terms do not allow, and changes nothing', async () => {
    const { player, freebetId } = await playerWithFreebet();
    const game = await match({ home: 130, draw: 500, away: 900 });
    // Odds below 1.50, a stake other than the whole free bet, a kind of bet it is not for.
    refusedWith(
      await placeWith(player, single(pick(game, '1', 130), FREEBET, { freebetId })),
      422,
      'freebet_not_applicable',
    );
    refusedWith(
      await placeWith(player, single(pick(game, '2', 900), FREEBET / 2, { freebetId })),
      422,
      'freebet_not_applicable',
    );
    // Four expresses of three: a stake that splits evenly over them.
    const others = [await match(), await match(), await match(), await match()];
    refusedWith(
      await placeWith(player, {
        ...single(pick(game, '2', 900), FREEBET, { freebetId }),
        type: 'system',
        systemSize: 3,
        selections: others.map((other) => pick(other, '1', 200)),
      }),
      422,
      'freebet_not_applicable',
    );
    expect(await freebetsOf(player)).toHaveLength(1);
    expect((await bonusRow(app.current, freebetId)).status).toBe('applied');
  });

  it('places one bet with one free bet, however many ask at once; another player’s is not found', async () => {
    const { player, freebetId } = await playerWithFreebet();
    const game = await match();
    const answers = await Promise.all(
      Array.from({ length: 5 }, () =>
        placeWith(player, single(pick(game, 'x', 340), FREEBET, { freebetId })),
      ),
    );
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 404, 404, 404, 404]);
    const stranger = await newPlayer(app.current);
    await fund(app.current, stranger.id, FREEBET);
    refusedWith(
      await placeWith(stranger, single(pick(game, 'x', 340), FREEBET, { freebetId })),
      404,
      'freebet_not_found',
    );
    expect((await balances(app.current, stranger.id)).real).toBe(FREEBET);
  });

  it('takes back a free bet canceled before it is placed, and refuses to cancel one placed', async () => {
    const first = await playerWithFreebet();
    const canceled = await first.player.delete(`/rest/bonuses/revokebonus/${first.freebetId}/`);
    expect(canceled.statusCode, canceled.body).toBe(200);
    expect(await freebetsOf(first.player)).toEqual([]);
    const game = await match();
    refusedWith(
      await placeWith(first.player, single(pick(game, '1', 200), FREEBET, { freebetId: first.freebetId })),
      404,
      'freebet_not_found',
    );

    const second = await playerWithFreebet();
    await placed(second.player, single(pick(game, '1', 200), FREEBET, { freebetId: second.freebetId }));
    refusedWith(
      await second.player.delete(`/rest/bonuses/revokebonus/${second.freebetId}/`),
      409,
      'bonus_not_cancelable',
    );
  });
});
