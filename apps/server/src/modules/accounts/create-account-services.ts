import type { Clock } from '../../platform/clock.ts';
import type { Config } from '../../platform/config.ts';
import type { Db } from '../../platform/db/database.ts';
import type { Rng } from '../../platform/rng.ts';
import type { MessageGateway } from '../messaging/message-gateway.ts';
import { MessagingRepository } from '../messaging/messaging.repository.ts';
import { developmentGateway, MessagingService } from '../messaging/messaging.service.ts';
import { PasswordHasher } from './auth/password-hasher.ts';
import { SessionsRepository } from './auth/sessions.repository.ts';
import { SessionsService } from './auth/sessions.service.ts';
import { PlayersRepository } from './players/players.repository.ts';
import { VerificationRepository } from './verification/verification.repository.ts';
import { VerificationService } from './verification/verification.service.ts';

/** The services player accounts are built from, made once per app and shared by the account modules' routes. */
export interface AccountServices {
  players: PlayersRepository;
  passwords: PasswordHasher;
  sessions: SessionsService;
  verification: VerificationService;
  messaging: MessagingService;
}

export function createAccountServices(deps: {
  db: Db;
  config: Config;
  clock: Clock;
  rng: Rng;
  gateway?: MessageGateway;
  passwords?: PasswordHasher;
}): AccountServices {
  const { db, config, clock, rng } = deps;
  return {
    players: new PlayersRepository(db, config.brand),
    passwords: deps.passwords ?? new PasswordHasher(),
    sessions: new SessionsService({ repository: new SessionsRepository(db), clock }),
    verification: new VerificationService({
      repository: new VerificationRepository(db, config.brand),
      clock,
      rng,
      pepper: config.sessionSecret,
    }),
    messaging: new MessagingService({
      gateway: deps.gateway ?? developmentGateway,
      repository: new MessagingRepository(db, config.brand),
      clock,
    }),
  };
}
