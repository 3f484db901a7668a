import type { ChangePasswordRequest } from '@casino/contracts';
import type { Clock } from '../../../platform/clock.ts';
import type { PlayersRepository } from '../players/players.repository.ts';
import type { PlayerRow } from '../players/players.schema.ts';
import { AccountBlockedError, authErrors } from './auth.errors.ts';
import type { LoginLockoutsRepository } from './login-lockouts.repository.ts';
import type { PasswordHasher } from './password-hasher.ts';
import type { RestoreTokens } from './restore-token.ts';
import type { ActiveSession, SessionsService } from './sessions.service.ts';

/**
 * Changes a password, proven by the old one (logged in) or by a restore token. Every session of the player ends,
 * whoever holds them, every wrong-password lock is lifted, and the client that changed it gets a fresh session.
 */
export class PasswordChangeService {
  readonly #players: PlayersRepository;
  readonly #passwords: PasswordHasher;
  readonly #sessions: SessionsService;
  readonly #restoreTokens: RestoreTokens;
  readonly #lockouts: LoginLockoutsRepository;
  readonly #clock: Clock;

  constructor(deps: {
    players: PlayersRepository;
    passwords: PasswordHasher;
    sessions: SessionsService;
    restoreTokens: RestoreTokens;
    lockouts: LoginLockoutsRepository;
    clock: Clock;
  }) {
    this.#lockouts = deps.lockouts;
    this.#players = deps.players;
    this.#passwords = deps.passwords;
    this.#sessions = deps.sessions;
    this.#restoreTokens = deps.restoreTokens;
    this.#clock = deps.clock;
  }

  async change(input: {
    request: ChangePasswordRequest;
    session: ActiveSession | null;
    kind: 'web' | 'mobile';
    ip: string | null;
    userAgent: string | null;
  }): Promise<{ player: PlayerRow; token: string }> {
    const player = await this.#provenPlayer(input.request, input.session);
    if (player.status === 'blocked') throw new AccountBlockedError(null);
    const now = this.#clock.now();
    const updated = await this.#players.update(
      player.id,
      {
        passwordHash: await this.#passwords.hash(input.request.password),
        hasAutoPassword: false,
      },
      now,
    );
    if (!updated) throw authErrors.unauthorized();
    await this.#lockouts.clearAll(player.id);
    await this.#sessions.closeAll(player.id);
    const { token } = await this.#sessions.open({
      playerId: player.id,
      kind: input.kind,
      ip: input.ip,
      userAgent: input.userAgent,
    });
    return { player: updated, token };
  }

  async #provenPlayer(request: ChangePasswordRequest, session: ActiveSession | null): Promise<PlayerRow> {
    if ('restoreToken' in request) {
      const restore = this.#restoreTokens.read(request.restoreToken, this.#clock.now());
      const player = restore && (await this.#players.findById(restore.playerId));
      if (!player || !this.#restoreTokens.matchesPassword(restore.passwordFingerprint, player.passwordHash)) {
        throw authErrors.restoreExpired();
      }
      return player;
    }
    const player = session && (await this.#players.findById(session.playerId));
    if (!player) throw authErrors.unauthorized();
    if (!(await this.#passwords.verify(request.oldPassword, player.passwordHash))) {
      throw authErrors.invalidCredentials();
    }
    return player;
  }
}
