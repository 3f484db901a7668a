import { CURRENCIES, type Currency } from '@casino/contracts';
import { AppError } from '../../platform/http/app-error.ts';
import type { PlayerDirectory, PlayerRow } from '../accounts/index.ts';
import { cashErrors } from './cash.errors.ts';

/** A player as the cash desk needs them: their account currency and whether they may use the desk. */
export interface CashPlayer {
  row: PlayerRow;
  currency: Currency;
}

/** Reads players through the players module and applies the cash desk's entry rule. */
export class CashPlayers {
  readonly #players: PlayerDirectory;

  constructor(players: PlayerDirectory) {
    this.#players = players;
  }

  async get(playerId: number): Promise<CashPlayer> {
    const row = await this.#players.findById(playerId);
    // A session whose player is gone (another brand, a deleted row) is treated as no session.
    if (!row) throw new AppError('unauthorized', 'Sign in to continue');
    const currency = CURRENCIES.find((code) => code === row.currency);
    if (!currency) throw new Error(`player ${playerId} has an unknown currency ${row.currency}`);
    return { row, currency };
  }

  /** The player, when registration is complete: the cash desk opens for no one else (spec section 2). */
  async atCashDesk(playerId: number): Promise<CashPlayer> {
    const player = await this.get(playerId);
    if (!player.row.registrationComplete) throw cashErrors.registrationIncomplete();
    return player;
  }
}
