import { defineModule, servesRequests } from '../../platform/module.ts';
import { registerAuthentication } from './auth/authentication.ts';
import { LOGIN_LOCKOUT_MEMORY_MS } from './auth/login.service.ts';
import { passwordRoutes } from './auth/password.routes.ts';
import type { PasswordHasher } from './auth/password-hasher.ts';
import { sessionRoutes } from './auth/session.routes.ts';
import { createAccountServices } from './create-account-services.ts';
import { createDocumentsService } from './documents/create-documents-service.ts';
import { documentsRoutes } from './documents/documents.routes.ts';
import { seedDemoPlayers } from './players/demo-players.ts';
import { PlayerDirectory } from './players/player-directory.ts';
import { profileRoutes } from './profile/profile.routes.ts';
import { registrationRoutes } from './registration/registration.routes.ts';
import { verificationRoutes } from './verification/verification.routes.ts';

export interface AccountsOptions {
  /** A cheaper password hasher (tests); production hashes at the default cost. */
  passwords?: PasswordHasher | undefined;
}

/**
 * Player accounts: registration, contacts and their confirmation, sessions and login, passwords, the profile and
 * identity documents. Every request learns its session here (`request.currentSession()`).
 */
export const accountsPlugin = defineModule<AccountsOptions>(
  'accounts',
  { dependencies: ['messaging', 'captcha', 'audit'] },
  async (app, options) => {
    const { db, config, clock, rng } = app.platform;
    const accounts = createAccountServices({
      db,
      config,
      clock,
      rng,
      log: app.log,
      messaging: app.messaging,
      // The cash desk is built on accounts; it is asked only when a player changes currency.
      deposits: { depositsFixingCurrency: (playerId) => app.cash.depositsFixingCurrency(playerId) },
      passwords: options.passwords,
    });
    const documents = createDocumentsService({ db, config, clock });
    registerAuthentication(app, accounts.sessions, new URL(config.publicUrl).origin);
    app.decorate('accounts', {
      players: new PlayerDirectory(accounts.players, accounts.profileCashback),
      sessions: accounts.sessions,
      documents,
      playerState: accounts.playerState,
      profileCashback: accounts.profileCashback,
      administration: accounts.administration,
    });
    app.jobs.periodic({
      name: 'login-lockouts-prune',
      cron: '23 * * * *',
      run: () => accounts.lockouts.prune(new Date(clock.now().getTime() - LOGIN_LOCKOUT_MEMORY_MS)),
    });
    app.seeds.add({
      name: 'demo-players',
      when: 'demo',
      run: (seedDb, seedConfig) => seedDemoPlayers(seedDb, seedConfig.brand),
    });
    if (!servesRequests(app)) return;
    const { captcha } = app;
    sessionRoutes(app, { accounts, config, clock, captcha });
    passwordRoutes(app, { accounts, config, clock });
    registrationRoutes(app, { accounts, config, captcha });
    verificationRoutes(app, accounts);
    profileRoutes(app, { accounts, config });
    documentsRoutes(app, documents);
  },
);
