import { hmacSha256Hex } from '@casino/game-math';
import { defineModule, servesRequests } from '../../platform/module.ts';
import { chanceRoutes } from './chance.routes.ts';
import { ChanceSeeds } from './chance-seeds.ts';
import { ChestCampaignsAdmin } from './chests/chest-campaigns-admin.ts';
import { chestsFeature } from './chests/chests.feature.ts';
import { DiceRepository } from './dice/dice.repository.ts';
import { seedDiceActivities } from './dice/dice.seed.ts';
import { DiceActivities } from './dice/dice-activities.ts';
import { DiceAdmin } from './dice/dice-admin.ts';
import { DiceTries } from './dice/dice-tries.ts';
import { dropsFeature } from './drops/drops.feature.ts';
import { FairDraws } from './fair-draws.ts';
import { jackpotsFeature } from './jackpots/jackpots.feature.ts';
import { JackpotsRepository } from './jackpots/jackpots.repository.ts';
import { JackpotsAdmin } from './jackpots/jackpots-admin.ts';
import { lotteryFeature } from './lottery/lottery.feature.ts';
import { moneyBoxFeature } from './money-box/money-box.feature.ts';
import { piggyFeature } from './piggy/piggy.feature.ts';
import { PiggyBankAdmin } from './piggy/piggy-admin.ts';
import { jackpotSevensFeature } from './sevens/sevens.feature.ts';
import { SevensAdmin } from './sevens/sevens-admin.ts';
import { GuestWheel } from './wheel/guest-wheel.ts';
import { WheelRepository } from './wheel/wheel.repository.ts';
import { seedWheels } from './wheel/wheel.seed.ts';
import { WheelAdmin } from './wheel/wheel-admin.ts';
import { WheelDeposits } from './wheel/wheel-deposits.ts';
import { WheelOfFortune } from './wheel/wheel-of-fortune.ts';

/**
 * The chance features (decision 036): every draw from the player's provably-fair chance seeds, recorded with the
 * odds in force, prizes through `rewards`. The daily and weekly dice: throws earned by deposits through the outbox
 * reader `dice`. The wheel of fortune: spins free each day and earned by deposits through the reader `wheel`. The
 * lottery: tickets for stars (earned by stakes, reader `lottery-stars`) or money, drawn by the job `lottery-draws`.
 * Progressive jackpots: fed by stakes and drawn per stake through the reader `jackpots`, pools on the ledger.
 * Prize and star drops: drawn per stake through the reader `drops`.
 */
export const chancePlugin = defineModule(
  'chance',
  { dependencies: ['accounts', 'responsible', 'rewards', 'cash', 'wallet'] },
  async (app) => {
    const { db, clock, rng } = app.platform;
    const repository = new DiceRepository(db);
    const secret = app.platform.config.chanceSeedSecret;
    const seeds = new ChanceSeeds({
      db,
      rng,
      clock,
      derive: secret
        ? (clientSeed, generation) => hmacSha256Hex(secret, `${clientSeed}:${generation}`)
        : undefined,
    });
    app.outbox.subscribe(new DiceTries(repository).subscriber);
    const lottery = lotteryFeature(app);
    const chests = chestsFeature(app);
    const drops = dropsFeature(app);
    app.decorate('chance', {
      diceAdmin: new DiceAdmin({ db, repository, clock, rewards: app.rewards }),
      lotteryAdmin: lottery.admin,
      wheelAdmin: new WheelAdmin({ db, clock, rewards: app.rewards }),
      chestCampaignsAdmin: new ChestCampaignsAdmin({ db, clock, rewards: app.rewards }),
      piggyBankAdmin: new PiggyBankAdmin({ db, clock }),
      jackpotsAdmin: new JackpotsAdmin({
        db,
        clock,
        repository: new JackpotsRepository(db),
        wallet: app.wallet,
      }),
      sevensAdmin: new SevensAdmin({ db, clock, wallet: app.wallet }),
      lootBoxAdmin: chests.lootBoxAdmin,
      dropsAdmin: drops.admin,
    });
    app.seeds.add({ name: 'demo-dice', when: 'demo', run: (seedDb) => seedDiceActivities(seedDb, clock) });
    const wheelRepository = new WheelRepository(db);
    app.outbox.subscribe(new WheelDeposits(wheelRepository).subscriber);
    app.seeds.add({ name: 'demo-wheel', when: 'demo', run: (seedDb) => seedWheels(seedDb, clock) });
    piggyFeature(app);
    const draws = new FairDraws({ seeds, clock });
    jackpotsFeature(app, draws);
    jackpotSevensFeature(app);
    drops.start(draws);
    if (!servesRequests(app)) return;
    moneyBoxFeature(app);
    chests.serve(draws);
    lottery.serve(draws);
    const dice = new DiceActivities({
      db,
      clock,
      repository,
      draws,
      rewards: app.rewards,
      players: app.accounts.players,
      protection: app.responsible,
    });
    const wheels = new WheelOfFortune({
      db,
      clock,
      repository: wheelRepository,
      draws,
      rewards: app.rewards,
      players: app.accounts.players,
      protection: app.responsible,
    });
    const guestWheel = new GuestWheel({ repository: wheelRepository, wheels, rng });
    chanceRoutes(app, { dice, seeds, players: app.accounts.players, wheels, guestWheel });
  },
);
