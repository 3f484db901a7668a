import { uniqueViolation } from '../../../platform/db/unique-violation.ts';
import type { Rng } from '../../../platform/rng.ts';
import type { ContactKind } from './contacts.ts';
import type { PlayersRepository } from './players.repository.ts';
import type { NewPlayerRow, PlayerRow } from './players.schema.ts';

/** Generated logins are `player` and this many digits. */
const LOGIN_DIGITS = 9;
/** A clash of random logins is rare; a few fresh draws settle it. */
const LOGIN_ATTEMPTS = 5;

const CONTACT_INDEXES: Record<string, ContactKind> = {
  players_brand_email: 'email',
  players_brand_phone: 'phone',
};

export type NewPlayer = Omit<NewPlayerRow, 'id' | 'brand' | 'login' | 'createdAt' | 'updatedAt'>;

export type CreatePlayerResult = { ok: true; player: PlayerRow } | { ok: false; takenContact: ContactKind };

/**
 * Creates players for registration: draws a unique login and lets the unique indexes decide duplicate contacts,
 * so two registrations racing for one e-mail or phone end with exactly one player.
 */
export class PlayersService {
  readonly #repository: PlayersRepository;
  readonly #rng: Rng;

  constructor(deps: { repository: PlayersRepository; rng: Rng }) {
    this.#repository = deps.repository;
    this.#rng = deps.rng;
  }

  #drawLogin(): string {
    return `player${String(this.#rng.int(10 ** LOGIN_DIGITS)).padStart(LOGIN_DIGITS, '0')}`;
  }

  async create(player: NewPlayer, at: Date): Promise<CreatePlayerResult> {
    for (let attempt = 1; ; attempt += 1) {
      try {
        const created = await this.#repository.insert({
          ...player,
          login: this.#drawLogin(),
          createdAt: at,
          updatedAt: at,
        });
        return { ok: true, player: created };
      } catch (error) {
        const index = uniqueViolation(error);
        const takenContact = index ? CONTACT_INDEXES[index] : undefined;
        if (takenContact) return { ok: false, takenContact };
        if (index !== 'players_brand_login' || attempt >= LOGIN_ATTEMPTS) throw error;
      }
    }
  }
}
