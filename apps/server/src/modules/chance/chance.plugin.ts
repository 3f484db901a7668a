import { hmacSha256Hex } from '@casino/game-math';
import { defineModule, servesRequests } from '../../platform/module.ts';
import { chanceRoutes } from './chance.routes.ts';
import { ChanceSeeds } from './chance-seeds.ts';
import { DiceRepository } from './dice/dice.repository.ts';
import { seedDiceActivities } from './dice/dice.seed.ts';
import { DiceActivities } from './dice/dice-activities.ts';
import { DiceAdmin } from './dice/dice-admin.ts';
import { DiceTries } from './dice/dice-tries.ts';
import { FairDraws } from './fair-draws.ts';

/**
 * The chance features (decision 036): every draw from the player's provably-fair chance seeds, recorded with the
 * odds in force, prizes through `rewards`. The daily and weekly dice: throws earned by deposits through the outbox
 * reader `dice`.
 */
export const chancePlugin = defineModule(
  'chance',
  { dependencies: ['accounts', 'responsible', 'rewards'] },
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
    app.decorate('chance', { diceAdmin: new DiceAdmin({ db, repository, clock, rewards: app.rewards }) });
    app.seeds.add({ name: 'demo-dice', when: 'demo', run: (seedDb) => seedDiceActivities(seedDb, clock) });
    if (!servesRequests(app)) return;
    const dice = new DiceActivities({
      db,
      clock,
      repository,
      draws: new FairDraws({ seeds, clock }),
      rewards: app.rewards,
      players: app.accounts.players,
      protection: app.responsible,
    });
    chanceRoutes(app, { dice, seeds, players: app.accounts.players });
  },
);
