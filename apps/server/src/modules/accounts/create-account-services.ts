import type { FastifyBaseLogger } from 'fastify';
import type { Clock } from '../../platform/clock.ts';
import type { Config } from '../../platform/config.ts';
import type { Db } from '../../platform/db/database.ts';
import type { Rng } from '../../platform/rng.ts';
import type { MessagingService } from '../messaging/index.ts';
import { LoginService } from './auth/login.service.ts';
import { LoginLockoutsRepository } from './auth/login-lockouts.repository.ts';
import { PasswordChangeService } from './auth/password-change.service.ts';
import { PasswordHasher } from './auth/password-hasher.ts';
import { PasswordRestoreService } from './auth/password-restore.service.ts';
import { RestoreTokens } from './auth/restore-token.ts';
import { SessionsRepository } from './auth/sessions.repository.ts';
import { SessionsService } from './auth/sessions.service.ts';
import { PlayerAdministration } from './players/player-administration.service.ts';
import { PlayerDevicesRepository } from './players/player-devices.repository.ts';
import { PlayerStateSources } from './players/player-state-sources.ts';
import { PlayersRepository } from './players/players.repository.ts';
import { PlayersService } from './players/players.service.ts';
import type { DepositsFixingCurrency } from './profile/currency-change.ts';
import { PhoneChangeService } from './profile/phone-change.service.ts';
import { PlayerPreferencesService } from './profile/player-preferences.service.ts';
import { ProfileService } from './profile/profile.service.ts';
import { ProfileCashbackSource } from './profile/profile-cashback.ts';
import { PublicProfileService } from './profile/public-profile.service.ts';
import { RegistrationService } from './registration/registration.service.ts';
import { CodeDelivery } from './verification/code-delivery.ts';
import { ContactConfirmationService } from './verification/contact-confirmation.service.ts';
import { VerificationRepository } from './verification/verification.repository.ts';
import { VerificationService } from './verification/verification.service.ts';

/** Everything player accounts are made of, built once per app and handed to the module's routes. */
export interface AccountServices {
  players: PlayersRepository;
  passwords: PasswordHasher;
  sessions: SessionsService;
  verification: VerificationService;
  messaging: MessagingService;
  codes: CodeDelivery;
  /** Other modules' parts of player main data (cash desk, favourites, protection). */
  playerState: PlayerStateSources;
  profileCashback: ProfileCashbackSource;
  logins: LoginService;
  /** Wrong-password counts by account and address; pruned by the `login-lockouts-prune` job. */
  lockouts: LoginLockoutsRepository;
  restore: PasswordRestoreService;
  passwordChange: PasswordChangeService;
  registration: RegistrationService;
  contactConfirmation: ContactConfirmationService;
  profiles: ProfileService;
  phoneChanges: PhoneChangeService;
  preferences: PlayerPreferencesService;
  publicProfiles: PublicProfileService;
  /** The back office's work on accounts: search, review status, blocking, devices. */
  administration: PlayerAdministration;
}

export interface AccountServiceDeps {
  db: Db;
  config: Config;
  clock: Clock;
  rng: Rng;
  log: FastifyBaseLogger;
  messaging: MessagingService;
  /** The cash desk's word on whether deposits fix the player's currency. */
  deposits: DepositsFixingCurrency;
  /** A cheaper hasher in tests; production uses the default cost. */
  passwords?: PasswordHasher | undefined;
}

export function createAccountServices(deps: AccountServiceDeps): AccountServices {
  const { db, config, clock, rng, messaging } = deps;
  const players = new PlayersRepository(db, config.brand);
  const passwords = deps.passwords ?? new PasswordHasher();
  const sessions = new SessionsService({ repository: new SessionsRepository(db), clock });
  const verification = new VerificationService({
    repository: new VerificationRepository(db, config.brand),
    clock,
    rng,
    pepper: config.sessionSecret,
  });
  const codes = new CodeDelivery({ verification, messaging });
  const profileCashback = new ProfileCashbackSource();
  const restoreTokens = new RestoreTokens(config.sessionSecret);
  const lockouts = new LoginLockoutsRepository(db);
  return {
    players,
    passwords,
    sessions,
    verification,
    messaging,
    codes,
    playerState: new PlayerStateSources(),
    logins: new LoginService({ players, passwords, sessions, lockouts, clock }),
    lockouts,
    restore: new PasswordRestoreService({
      players,
      verification,
      messaging,
      restoreTokens,
      clock,
      publicUrl: config.publicUrl,
    }),
    passwordChange: new PasswordChangeService({
      players,
      passwords,
      sessions,
      restoreTokens,
      lockouts,
      clock,
    }),
    registration: new RegistrationService({
      players,
      creator: new PlayersService({ repository: players, rng }),
      passwords,
      codes,
      verification,
      messaging,
      clock,
      rng,
      log: deps.log,
    }),
    contactConfirmation: new ContactConfirmationService({ players, codes, verification, clock }),
    profileCashback,
    profiles: new ProfileService({ players, clock, deposits: deps.deposits, cashback: profileCashback }),
    phoneChanges: new PhoneChangeService({ players, codes, verification, clock, cashback: profileCashback }),
    preferences: new PlayerPreferencesService({ players, devices: new PlayerDevicesRepository(db), clock }),
    publicProfiles: new PublicProfileService({ players }),
    administration: new PlayerAdministration({ db, players, sessions, clock }),
  };
}
