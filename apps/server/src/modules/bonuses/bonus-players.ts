import { type BrandId, type Currency, DEFAULT_LANGUAGE, isLanguage, type Language } from '@casino/contracts';
import type { Db } from '../../platform/db/database.ts';
import { AppError } from '../../platform/http/app-error.ts';
import type { PlayerDirectory } from '../accounts/index.ts';
import type { PlayerProtection } from '../responsible/index.ts';

/** A player as bonuses see them: whom a bonus is for (brand, currency) and the language its texts are shown in. */
export interface BonusPlayer {
  id: number;
  brand: BrandId;
  currency: Currency;
  lang: Language;
  /** `YYYY-MM-DD` from the profile, or null: the birthday bonus's day. */
  birthDate: string | null;
  /** Registered with a friend's referral code: the friend's gifts are offered. */
  referred: boolean;
  /** Where the player registered from (`partner`, `landing`...): a campaign may be for one source only. */
  registrationSource: string | null;
}

/** Reads players through the accounts module, and keeps bonuses away from those who chose not to play. */
export class BonusPlayers {
  readonly #players: Pick<PlayerDirectory, 'findById'>;
  readonly #protection: Pick<PlayerProtection, 'assertNotExcluded' | 'activeExclusion'>;

  constructor(deps: {
    players: Pick<PlayerDirectory, 'findById'>;
    protection: Pick<PlayerProtection, 'assertNotExcluded' | 'activeExclusion'>;
  }) {
    this.#players = deps.players;
    this.#protection = deps.protection;
  }

  /** The player, in any transaction; undefined when the player is gone. */
  async find(playerId: number, tx?: Db): Promise<BonusPlayer | undefined> {
    const row = await this.#players.findById(playerId, tx);
    if (!row) return undefined;
    return {
      id: row.id,
      brand: row.brand as BrandId,
      currency: row.currency as Currency,
      lang: isLanguage(row.language) ? row.language : DEFAULT_LANGUAGE,
      birthDate: row.birthDate,
      referred: row.invitedBy !== null,
      registrationSource: row.registration.source,
    };
  }

  /** Whether a time-out or self-exclusion is in force for the player, in any transaction. */
  async isExcluded(playerId: number, tx?: Db): Promise<boolean> {
    return (await this.#protection.activeExclusion(playerId, tx)) !== null;
  }

  /**
   * The signed-in player a bonus call is for: a self-excluded player or one in a time-out is offered nothing and
   * takes nothing (444, with the end of the exclusion). Texts are shown in `lang`, the page's, when the call
   * names one (a player of the Ukrainian site reading `/en/bonuses/`), else in the player's own language.
   */
  async caller(playerId: number, lang?: Language): Promise<BonusPlayer> {
    await this.#protection.assertNotExcluded(playerId);
    const player = await this.find(playerId);
    // A session whose player is gone (another brand, a deleted row) is treated as no session.
    if (!player) throw new AppError('unauthorized', 'Sign in to continue');
    return lang ? { ...player, lang } : player;
  }
}
