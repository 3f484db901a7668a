import {
  type AppCashResponse,
  DEPOSIT_PRESETS,
  type DepositTrackRequest,
  type OneClickResponse,
} from '@casino/contracts';
import type { Clock } from '../../platform/clock.ts';
import type { WalletService } from '../wallet/index.ts';
import type { CashPlayers } from './cash-players.ts';
import { currencyIdOf, type PaymentMethodsService } from './payment-methods.service.ts';
import type { PaymentsRepository } from './payments.repository.ts';
import type { PlayerCashRepository } from './player-cash.repository.ts';
import { usableCards } from './saved-cards.ts';

/** What other modules read about a player's cash: player main data and the profile's currency lock. */
export interface PlayerCashState {
  /** Completed deposits. */
  depositsCount: number;
  /** The player has an unexpired saved card, so deposits can be one click (spec: isTokenizeCash). */
  isTokenizeCash: boolean;
}

/** Reads a player's cash state: what player main data needs from the cash desk. */
export interface PlayerCashReader {
  playerCashState(playerId: number): Promise<PlayerCashState>;
}

/** The cash desk's overview reads: what it shows when it opens, one-click data, and the player's cash state. */
export class CashDeskService implements PlayerCashReader {
  readonly #players: CashPlayers;
  readonly #methods: PaymentMethodsService;
  readonly #payments: PaymentsRepository;
  readonly #playerCash: PlayerCashRepository;
  readonly #wallet: WalletService;
  readonly #clock: Clock;

  constructor(deps: {
    clock: Clock;
    players: CashPlayers;
    methods: PaymentMethodsService;
    payments: PaymentsRepository;
    playerCash: PlayerCashRepository;
    wallet: WalletService;
  }) {
    this.#players = deps.players;
    this.#methods = deps.methods;
    this.#payments = deps.payments;
    this.#playerCash = deps.playerCash;
    this.#wallet = deps.wallet;
    this.#clock = deps.clock;
  }

  /** Records a deposit button press; guests' presses count too, without a player. */
  trackClick(playerId: number | null, click: DepositTrackRequest): Promise<void> {
    return this.#playerCash.recordClick(playerId, click, this.#clock.now());
  }

  /** `GET /rest/cash/app/`: methods, presets, one-click data, balance and minimum deposit in one answer. */
  async appCash(playerId: number): Promise<AppCashResponse['data']> {
    const { currency } = await this.#players.atCashDesk(playerId);
    const [methods, oneClick, balance, minDeposit] = await Promise.all([
      this.#methods.offered('deposit', currency),
      this.oneClick(playerId),
      this.#wallet.balance(playerId, currency),
      this.#methods.minDeposit(currency),
    ]);
    return {
      currency,
      currencyId: currencyIdOf(currency),
      methods,
      presets: [...DEPOSIT_PRESETS[currency]],
      oneClick,
      balance,
      minDeposit,
    };
  }

  /** One-click deposit (spec section 3): preset chips, saved cards and the last method used successfully. */
  async oneClick(playerId: number): Promise<OneClickResponse['data']> {
    const { currency } = await this.#players.atCashDesk(playerId);
    const [cards, last] = await Promise.all([
      this.#playerCash.savedCards(playerId),
      this.#payments.lastSucceeded(playerId),
    ]);
    return {
      currencyPreset: [...DEPOSIT_PRESETS[currency]],
      savedCards: usableCards(cards, this.#clock.now()),
      lastPayProvider: last ? { methodId: last.methodId, tokenId: last.tokenId } : null,
    };
  }

  async playerCashState(playerId: number): Promise<PlayerCashState> {
    const [depositsCount, cards] = await Promise.all([
      this.#payments.countSucceeded(playerId),
      this.#playerCash.savedCards(playerId),
    ]);
    return { depositsCount, isTokenizeCash: usableCards(cards, this.#clock.now()).length > 0 };
  }

  /**
   * Deposits that fix the account currency: completed ones, and open ones, which may still be credited in the
   * currency they were made in. A failed deposit leaves the currency free.
   */
  depositsFixingCurrency(playerId: number): Promise<number> {
    return this.#payments.countNotFailed(playerId);
  }
}
