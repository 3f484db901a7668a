/**
 * The accounts module's facade: players, their sessions, contacts, profiles and identity documents. Other modules
 * read players through `app.accounts.players` (never the players tables), learn who is signed in from the
 * request, and provide their parts of player main data.
 */

import type { SessionsService } from './auth/sessions.service.ts';
import type { DocumentsService } from './documents/documents.service.ts';
import type { PlayerAdministration } from './players/player-administration.service.ts';
import type { PlayerDirectory } from './players/player-directory.ts';
import type { PlayerStateSources } from './players/player-state-sources.ts';
import type { ProfileCashbackSource } from './profile/profile-cashback.ts';

export { currentPlayerId, endpointSessions, signedInPlayerId } from './auth/authentication.ts';
export { PasswordHasher } from './auth/password-hasher.ts';
export { secureCookies } from './auth/session.routes.ts';
export { hashSessionToken, looksLikeSessionToken, newSessionToken } from './auth/session-token.ts';
export type { DocumentsService } from './documents/documents.service.ts';
export { answerLanguage } from './players/answer-language.ts';
export type {
  PlayerAdministration,
  PlayerDevice,
  PlayerSession,
} from './players/player-administration.service.ts';
export type { PlayerDirectory } from './players/player-directory.ts';
export {
  isMobileAgent,
  type PlayerMainState,
  playerMainData,
  welcomePackageOf,
} from './players/player-main-data.ts';
export type { PlayerStateSources } from './players/player-state-sources.ts';
export type { PlayerRow } from './players/players.schema.ts';
export { referencesPlayer } from './players/players.schema.ts';

/** What `app.accounts` offers the other modules. */
export interface Accounts {
  players: PlayerDirectory;
  /** Login sessions: how long a player has been signed in (player protection measures play time by them). */
  sessions: Pick<SessionsService, 'loggedInMinutes' | 'currentSessionStart'>;
  /**
   * Identity documents: the verification data a real-money game launch checks; the back office's queue, a
   * player's documents, a document's file and the decision on it.
   */
  documents: Pick<DocumentsService, 'verificationData' | 'queue' | 'forPlayer' | 'file' | 'decide'>;
  /** The back office's work on accounts: search, review status, blocking (ending sessions), devices. */
  administration: PlayerAdministration;
  /** Where other modules add their parts of player main data. */
  playerState: Pick<PlayerStateSources, 'provide' | 'playerState'>;
  /** Where the bonuses module provides the profile's cashback. */
  profileCashback: Pick<ProfileCashbackSource, 'provide'>;
}

declare module 'fastify' {
  interface FastifyInstance {
    accounts: Accounts;
  }
}
