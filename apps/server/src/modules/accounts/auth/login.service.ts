import type { Clock } from '../../../platform/clock.ts';
import { classifyLogin } from '../players/contacts.ts';
import type { PlayersRepository } from '../players/players.repository.ts';
import type { PlayerRow } from '../players/players.schema.ts';
import { AccountBlockedError, authErrors } from './auth.errors.ts';
import type { PasswordHasher } from './password-hasher.ts';
import type { SessionsService } from './sessions.service.ts';

/** Wrong passwords in a row that lock an account, and for how long. */
export const MAX_FAILED_LOGINS = 5;
export const LOGIN_LOCK_MS = 15 * 60 * 1000;

export interface LoginInput {
  login: string;
  password: string;
  kind: 'web' | 'mobile';
  ip: string | null;
  userAgent: string | null;
  /** The session this browser had before, closed on login so a session id never survives a change of player. */
  previousSessionId: string | undefined;
}

/** Checks credentials, counts wrong passwords towards the lock, and opens the session of a successful login. */
export class LoginService {
  readonly #players: PlayersRepository;
  readonly #passwords: PasswordHasher;
  readonly #sessions: SessionsService;
  readonly #clock: Clock;

  constructor(deps: {
    players: PlayersRepository;
    passwords: PasswordHasher;
    sessions: SessionsService;
    clock: Clock;
  }) {
    this.#players = deps.players;
    this.#passwords = deps.passwords;
    this.#sessions = deps.sessions;
    this.#clock = deps.clock;
  }

  async login(input: LoginInput): Promise<{ player: PlayerRow; token: string }> {
    const { kind, value } = classifyLogin(input.login);
    const player = await this.#players.findBy(kind, value);
    if (!player) {
      await this.#passwords.verifyNobody(input.password);
      throw authErrors.invalidCredentials();
    }
    const now = this.#clock.now();
    const locked = player.lockedUntil && player.lockedUntil > now ? player.lockedUntil : null;
    const matches = await this.#passwords.verify(input.password, player.passwordHash);
    if (locked) throw new AccountBlockedError(locked);
    if (!matches) return this.#refuse(player, now);
    if (player.status === 'blocked') throw new AccountBlockedError(null);
    if (player.failedLogins > 0 || player.lockedUntil) {
      await this.#players.update(player.id, { failedLogins: 0, lockedUntil: null }, now);
    }
    if (input.previousSessionId) await this.#sessions.close(input.previousSessionId);
    const { token } = await this.#sessions.open({
      playerId: player.id,
      kind: input.kind,
      ip: input.ip,
      userAgent: input.userAgent,
    });
    return { player, token };
  }

  /** Counts a wrong password; the one that reaches the limit locks the account instead. */
  async #refuse(player: PlayerRow, now: Date): Promise<never> {
    const { lockedUntil } = await this.#players.recordFailedLogin(
      player.id,
      now,
      MAX_FAILED_LOGINS,
      LOGIN_LOCK_MS,
    );
    if (lockedUntil) throw new AccountBlockedError(lockedUntil);
    throw authErrors.invalidCredentials();
  }
}
