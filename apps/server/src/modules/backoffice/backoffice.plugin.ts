import type { FastifyInstance } from 'fastify';
import { errorBody, sendError } from '../../platform/http/error-handler.ts';
import { defineModule, servesRequests } from '../../platform/module.ts';
import { PasswordHasher, secureCookies } from '../accounts/index.ts';
import { AuditTrail } from '../audit/index.ts';
import { addressAllowList } from './address-allow-list.ts';
import { AdjustmentsRepository } from './adjustments/adjustments.repository.ts';
import { adjustmentRoutes } from './adjustments/adjustments.routes.ts';
import { AdjustmentsService } from './adjustments/adjustments.service.ts';
import { backofficeErrors } from './backoffice.errors.ts';
import { unknownCatalogueGames } from './catalogue-games.ts';
import { chestCampaignRoutes } from './chests/chest-campaigns.routes.ts';
import { competitionRoutes } from './competitions/competitions.routes.ts';
import { CONSOLE_BUILD_DIR, registerConsolePages } from './console-pages.ts';
import { contentRoutes } from './content/content.routes.ts';
import { seedDemoOperators } from './demo-operators.ts';
import { diceRoutes } from './dice/dice.routes.ts';
import { dropsRoutes } from './drops/drops.routes.ts';
import { gameTaxonomyRoutes } from './games/game-taxonomy.routes.ts';
import { gameRoutes } from './games/games.routes.ts';
import { jackpotSevensRoutes } from './jackpot-sevens/jackpot-sevens.routes.ts';
import { jackpotRoutes } from './jackpots/jackpots.routes.ts';
import { kycRoutes } from './kyc/kyc.routes.ts';
import { reconciliationRoutes } from './ledger/reconciliation.routes.ts';
import { lootBoxRoutes } from './loot-boxes/loot-boxes.routes.ts';
import { lotteryRoutes } from './lottery/lottery.routes.ts';
import { OperatorAccountsService } from './operator-accounts.service.ts';
import { OperatorAuthService } from './operator-auth.service.ts';
import { OperatorsRepository } from './operators.repository.ts';
import { operatorRoutes } from './operators.routes.ts';
import { depositRoutes } from './payments/deposits.routes.ts';
import { withdrawalRoutes } from './payments/withdrawals.routes.ts';
import { piggyBankRoutes } from './piggy/piggy-bank.routes.ts';
import { playerActivityRoutes } from './players/player-activity.routes.ts';
import { PlayerNotesRepository } from './players/player-notes.repository.ts';
import { playerRoutes } from './players/players.routes.ts';
import { bonusTemplateRoutes } from './promotions/bonus-templates.routes.ts';
import { reportRoutes } from './reports/reports.routes.ts';
import type { OperatorGuard } from './serve-operator-endpoints.ts';
import { sessionRoutes } from './session.routes.ts';
import { sportsbookRoutes } from './sportsbook/sportsbook.routes.ts';
import { TotpSecrets } from './totp-secrets.ts';
import { wheelRoutes } from './wheel/wheel.routes.ts';

export interface BackofficePluginOptions {
  /** A cheaper hasher in tests. */
  passwords?: PasswordHasher | undefined;
}

/** Answers every back-office address (the console's pages and its API) only from the allowed addresses. */
function guardAddresses(app: FastifyInstance, allowed: (address: string) => boolean): void {
  app.addHook('onRequest', async (request, reply) => {
    if (!request.url.startsWith('/backoffice')) return;
    if (allowed(request.ip)) return;
    const refusal = backofficeErrors.addressRefused();
    return sendError(reply, errorBody(refusal.code, refusal.message));
  });
}

/**
 * The back office (issue 20, decision 030): operators' accounts, sessions and permissions, and the console's API
 * over the other modules' services. Operators are a realm of their own: their own table, cookie and sign-in
 * with a one-time code.
 */
export const backofficePlugin = defineModule<BackofficePluginOptions>(
  'backoffice',
  {
    dependencies: [
      'audit',
      'accounts',
      'wallet',
      'responsible',
      'cash',
      'games',
      'bonuses',
      'competitions',
      'chance',
      'content',
      'sportsbook',
    ],
  },
  async (app, options) => {
    const { config, db, clock } = app.platform;
    const operators = new OperatorsRepository(db);
    const audit = new AuditTrail({ db, clock });
    const passwords = options.passwords ?? new PasswordHasher();
    const idleMs = config.backoffice.idleMs;
    const secrets = new TotpSecrets(config.backoffice.secret);
    const auth = new OperatorAuthService({ db, operators, passwords, audit, clock, idleMs, secrets });
    const accounts = new OperatorAccountsService({ db, operators, passwords, audit, clock, idleMs, secrets });
    app.decorate('backoffice', { operators: accounts });
    app.seeds.add({
      name: 'demo-operators',
      when: 'demo',
      run: (seedDb) => seedDemoOperators(seedDb, clock.now(), secrets),
    });
    if (!servesRequests(app)) return;
    guardAddresses(app, addressAllowList(config.backoffice.allowedIps));
    const guard: OperatorGuard = { auth, audit, db };
    sessionRoutes(app, guard, secureCookies(config));
    operatorRoutes(app, guard, accounts);
    // The console's pages, on the nodes that serve pages.
    if (config.roles.has('web')) registerConsolePages(app, CONSOLE_BUILD_DIR);
    const adjustmentsRepository = new AdjustmentsRepository(db);
    const adjustments = new AdjustmentsService({
      db,
      adjustments: adjustmentsRepository,
      wallet: app.wallet,
      players: app.accounts.players,
      audit,
      clock,
      threshold: config.backoffice.fourEyesThreshold,
    });
    adjustmentRoutes(app, guard, {
      adjustments,
      repository: adjustmentsRepository,
      players: app.accounts.players,
    });
    playerRoutes(app, guard, {
      accounts: app.accounts,
      wallet: app.wallet,
      protection: app.responsible,
      cash: () => app.cash,
      notes: new PlayerNotesRepository(db),
      clock,
    });
    playerActivityRoutes(app, guard, { accounts: app.accounts, games: app.games, clock });
    kycRoutes(app, guard, { documents: app.accounts.documents });
    withdrawalRoutes(app, guard, {
      cash: () => app.cash,
      players: app.accounts.players,
      facts: {
        devicesFirstSeen: async (playerId) =>
          (await app.accounts.administration.devices(playerId)).map((device) => device.firstSeenAt),
        lastDepositBefore: (playerId, before) => app.cash.lastCreditedDepositBefore(playerId, before),
        realStakesBetween: async (playerId, from, to) =>
          (await app.wallet.playTotalsBetween(playerId, from, to)).stakes,
        limitChangesBetween: (playerId, from, to) => app.responsible.limitChangesBetween(playerId, from, to),
      },
    });
    depositRoutes(app, guard, { cash: () => app.cash, players: app.accounts.players });
    reconciliationRoutes(app, guard, {
      reconciliations: app.ledgerReconciliations,
      operatorLogin: async (id) => (await operators.byId(id))?.login,
    });
    reportRoutes(app, guard, {
      ledger: app.ledgerReport,
      players: app.accounts.players,
      games: app.games,
      brand: config.brand,
    });
    gameRoutes(app, guard, { games: app.games, players: app.accounts.players });
    gameTaxonomyRoutes(app, guard, app.games);
    contentRoutes(app, guard, app.contentAdmin);
    bonusTemplateRoutes(app, guard, { templates: app.bonuses.templateAdmin, clock });
    competitionRoutes(app, guard, {
      admin: app.competitions.admin,
      bonuses: app.bonuses,
      catalogue: app.games.catalogueAdmin,
      clock,
    });
    diceRoutes(app, guard, app.chance.diceAdmin);
    lotteryRoutes(app, guard, app.chance.lotteryAdmin);
    dropsRoutes(app, guard, app.chance.dropsAdmin);
    wheelRoutes(app, guard, app.chance.wheelAdmin);
    chestCampaignRoutes(app, guard, app.chance.chestCampaignsAdmin);
    const unknownGames = unknownCatalogueGames(app.games.catalogueAdmin);
    piggyBankRoutes(app, guard, { admin: app.chance.piggyBankAdmin, unknownGames });
    jackpotRoutes(app, guard, { admin: app.chance.jackpotsAdmin, unknownGames });
    jackpotSevensRoutes(app, guard, { admin: app.chance.sevensAdmin, unknownGames });
    lootBoxRoutes(app, guard, app.chance.lootBoxAdmin);
    sportsbookRoutes(app, guard, {
      admin: app.sportsbook.admin,
      players: app.accounts.players,
      brand: config.brand,
      clock,
    });
    app.all('/backoffice/api/*', async (request, reply) =>
      reply
        .status(404)
        .send(
          errorBody('not_found', `No back-office endpoint ${request.method} ${request.url.split('?')[0]}`),
        ),
    );
  },
);
