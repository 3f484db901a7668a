import { type Currency, type MoneyBox, type MoneyBoxChange, personalChannel } from '@casino/contracts';
import type { FastifyBaseLogger } from 'fastify';
import type { Clock } from '../../../platform/clock.ts';
import { AppError } from '../../../platform/http/app-error.ts';
import type { PushPublisher } from '../../../platform/push/push-publisher.ts';
import type { PlayerDirectory } from '../../accounts/index.ts';
import type { PlayerProtection } from '../../responsible/index.ts';
import type { WalletService } from '../../wallet/index.ts';
import { moneyBoxErrors } from './money-box.errors.ts';
import { moneyBoxOf } from './money-box-view.ts';

/** A hold another request closed (or made not due) between our read and our release: skipped, not an error. */
const RACED = new Set(['hold_closed', 'hold_not_found', 'hold_not_due']);

/**
 * The money box (spec sections 3 and 7) over the wallet's balance holds: the box IS the player's holds, so every
 * movement is the wallet's own, with its idempotency — an add by the client's key, a collect or withdraw by the
 * hold (`hold-close:{transfer}`), so a replay moves nothing twice. Money coming back into play is refused to a
 * self-excluded player (444); putting money aside is not. Each change is told to the player's pages by a
 * `moneyBox` push with the whole box.
 */
export class MoneyBoxService {
  readonly #wallet: Pick<WalletService, 'innerBalance' | 'accrualHold' | 'debitPrincipal' | 'debitHold'>;
  readonly #players: Pick<PlayerDirectory, 'findById'>;
  readonly #protection: Pick<PlayerProtection, 'assertNotExcluded'>;
  readonly #publisher: Pick<PushPublisher, 'publish'>;
  readonly #clock: Clock;
  readonly #log: FastifyBaseLogger;

  constructor(deps: {
    wallet: Pick<WalletService, 'innerBalance' | 'accrualHold' | 'debitPrincipal' | 'debitHold'>;
    players: Pick<PlayerDirectory, 'findById'>;
    protection: Pick<PlayerProtection, 'assertNotExcluded'>;
    publisher: Pick<PushPublisher, 'publish'>;
    clock: Clock;
    log: FastifyBaseLogger;
  }) {
    this.#wallet = deps.wallet;
    this.#players = deps.players;
    this.#protection = deps.protection;
    this.#publisher = deps.publisher;
    this.#clock = deps.clock;
    this.#log = deps.log;
  }

  async view(playerId: number): Promise<MoneyBox> {
    const inner = await this.#wallet.innerBalance(playerId, await this.#currencyOf(playerId));
    return moneyBoxOf(inner, this.#clock.now());
  }

  /** Sets `amount` aside until `holdTill`, or with no date; the client's key makes a retry add it once. */
  async add(
    playerId: number,
    input: { amount: number; holdTill: Date | null; idempotencyKey: string },
  ): Promise<MoneyBoxChange> {
    const currency = await this.#currencyOf(playerId);
    // Prefixed with the player and the feature: one player's key never replays another's, nor an inner-balance call.
    const key = `player:${playerId}:money-box:${input.idempotencyKey}`;
    const { transactionId } = input.holdTill
      ? await this.#wallet.accrualHold(playerId, currency, input.amount, input.holdTill, key)
      : await this.#wallet.debitPrincipal(playerId, currency, input.amount, key);
    return this.#changed(playerId, `add-${transactionId}`, 0);
  }

  /** Brings one due held amount back (404 for another player's or a withdrawal's, 409 once collected). */
  async collect(playerId: number, transactionId: number): Promise<MoneyBoxChange> {
    await this.#protection.assertNotExcluded(playerId);
    const { hold, transactionId: closedBy } = await this.#wallet.debitHold(playerId, transactionId);
    return this.#changed(playerId, `collect-${closedBy}`, hold.amount);
  }

  /** Brings every due held amount back, each by its own idempotent release; dated ones wait for their date. */
  async withdraw(playerId: number): Promise<MoneyBoxChange> {
    await this.#protection.assertNotExcluded(playerId);
    const due = (await this.view(playerId)).holdAmounts.filter((hold) => hold.due);
    let returned = 0;
    const released: number[] = [];
    for (const { transactionId } of due) {
      try {
        const { hold, transactionId: closedBy } = await this.#wallet.debitHold(playerId, transactionId);
        returned += hold.amount;
        released.push(closedBy);
      } catch (error) {
        if (!(error instanceof AppError && RACED.has(error.code))) throw error;
      }
    }
    if (released.length === 0) throw moneyBoxErrors.nothingDue();
    return this.#changed(playerId, `withdraw-${released.join('-')}`, returned);
  }

  /** The box after a change, pushed to the player's pages (a lost push only leaves a page to its next read). */
  async #changed(playerId: number, change: string, returned: number): Promise<MoneyBoxChange> {
    const box = await this.view(playerId);
    await this.#publisher
      .publish(personalChannel(playerId), {
        id: `money-box-${playerId}-${change}`.slice(0, 128),
        type: 'moneyBox',
        action: 'update',
        data: box,
      })
      .catch((error: unknown) => this.#log.warn({ err: error }, 'money box push failed'));
    return { box, returned };
  }

  async #currencyOf(playerId: number): Promise<Currency> {
    const player = await this.#players.findById(playerId);
    if (!player) throw new AppError('unauthorized', 'No such player');
    return player.currency as Currency;
  }
}
