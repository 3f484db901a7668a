import type { Clock } from '../../../platform/clock.ts';
import { classifyLogin } from '../players/contacts.ts';
import type { PlayersRepository } from '../players/players.repository.ts';
import type { PlayerRow } from '../players/players.schema.ts';
import { AccountBlockedError, authErrors } from './auth.errors.ts';
import type { LoginLockoutsRepository } from './login-lockouts.repository.ts';
import type { PasswordHasher } from './password-hasher.ts';
import type { SessionsService } from './sessions.service.ts';

/** Wrong passwords in a row from one address that lock that address out of the account, and for how long. */
export const MAX_FAILED_LOGINS = 5;
export const LOGIN_LOCK_MS = 15 * 60 * 1000;
/** How long a quiet account-and-address count is kept: far beyond any lock. */
export const LOGIN_LOCKOUT_MEMORY_MS = 24 * 60 * 60 * 1000;
/** The count of requests whose address is unknown (none reach here over HTTP). */
const UNKNOWN_ADDRESS = 'unknown';

export interface LoginInput {
  login: string;
  password: string;
  kind: 'web' | 'mobile';
  ip: string | null;
  userAgent: string | null;
  /** The session this browser had before, closed on login so a session id never survives a change of player. */
  previousSessionId: string | undefined;
}

/**
 * Checks credentials, counts wrong passwords towards the lock, and opens the session of a successful login. The
 * lock is per account and client address (decision 018): a stranger's guesses lock the stranger out, never the
 * owner signing in from elsewhere.
 */
export class LoginService {
  readonly #players: PlayersRepository;
  readonly #passwords: PasswordHasher;
  readonly #sessions: SessionsService;
  readonly #lockouts: LoginLockoutsRepository;
  readonly #clock: Clock;

  constructor(deps: {
    players: PlayersRepository;
    passwords: PasswordHasher;
    sessions: SessionsService;
    lockouts: LoginLockoutsRepository;
    clock: Clock;
  }) {
    this.#players = deps.players;
    this.#lockouts = deps.lockouts;
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
    const address = input.ip ?? UNKNOWN_ADDRESS;
    const locked = await this.#lockouts.lockedUntil(player.id, address, now);
    const matches = await this.#passwords.verify(input.password, player.passwordHash);
    if (locked) throw new AccountBlockedError(locked);
    if (!matches) return this.#refuse(player, address, now);
    if (player.status === 'blocked') throw new AccountBlockedError(null);
    await this.#lockouts.clear(player.id, address);
    if (input.previousSessionId) await this.#sessions.close(input.previousSessionId);
    const { token } = await this.#sessions.open({
      playerId: player.id,
      kind: input.kind,
      ip: input.ip,
      userAgent: input.userAgent,
    });
    return { player, token };
  }

  /** Counts a wrong password; the one that reaches the limit locks this address out of the account instead. */
  async #refuse(player: PlayerRow, address: string, now: Date): Promise<never> {
    const lockedUntil = await this.#lockouts.recordFailure({
      playerId: player.id,
      address,
      at: now,
      limit: MAX_FAILED_LOGINS,
      lockMs: LOGIN_LOCK_MS,
    });
    if (lockedUntil) throw new AccountBlockedError(lockedUntil);
    throw authErrors.invalidCredentials();
  }
}
