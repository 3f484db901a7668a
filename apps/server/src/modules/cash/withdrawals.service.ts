import { createHash, randomUUID } from 'node:crypto';
import {
  CURRENCY_BY_ID,
  type Currency,
  type MethodCheckRequest,
  TAX_ID_EXEMPT_CURRENCIES,
  type Withdrawal,
  type WithdrawalMethodsResponse,
  type WithdrawalRequest,
  type WithdrawalResponse,
} from '@casino/contracts';
import type { Clock } from '../../platform/clock.ts';
import type { Db } from '../../platform/db/database.ts';
import type { WalletService } from '../wallet/index.ts';
import { cashErrors } from './cash.errors.ts';
import type { CashMethodRow, WithdrawalDestination } from './cash.schema.ts';
import { cashEvents } from './cash-events.ts';
import type { CashPlayer, CashPlayers } from './cash-players.ts';
import { PaymentMethodsService } from './payment-methods.service.ts';
import type { PlayerCashRepository } from './player-cash.repository.ts';
import { isUnexpired, usableCards } from './saved-cards.ts';
import { isValidRnokpp } from './tax-id.ts';
import { returnWithdrawal } from './withdrawal-return.ts';
import { toWithdrawal } from './withdrawal-view.ts';
import type { WithdrawalsRepository } from './withdrawals.repository.ts';

export interface WithdrawalsDeps {
  db: Db;
  clock: Clock;
  players: CashPlayers;
  methods: PaymentMethodsService;
  withdrawals: WithdrawalsRepository;
  playerCash: PlayerCashRepository;
  wallet: WalletService;
}

/**
 * The player's side of withdrawals: what they can withdraw with, requests (the amount moves from the principal to
 * hold in the same transaction as the withdrawal row), their list, cancelling a pending one, the payout-cancel
 * popup, and the tax ID some currencies need.
 */
export class WithdrawalsService {
  readonly #deps: WithdrawalsDeps;

  constructor(deps: WithdrawalsDeps) {
    this.#deps = deps;
  }

  async methods(playerId: number): Promise<WithdrawalMethodsResponse['data']> {
    const { methods, playerCash, wallet } = this.#deps;
    const player = await this.#deps.players.atCashDesk(playerId);
    const [offered, cards, needsTaxId, balance] = await Promise.all([
      methods.offered('withdrawal', player.currency),
      playerCash.savedCards(playerId),
      this.#needsTaxId(player),
      wallet.balance(playerId, player.currency),
    ]);
    return {
      methods: offered,
      savedCards: usableCards(cards, this.#deps.clock.now()),
      isVerified: isVerified(player),
      needsTaxId,
      balance,
    };
  }

  /** `POST /rest/cash/output/check/`: the limits an amount must be within, refusing it when it is not. */
  async check(playerId: number, request: MethodCheckRequest) {
    return this.#deps.methods.check('withdrawal', await this.#deps.players.atCashDesk(playerId), request);
  }

  async request(playerId: number, request: WithdrawalRequest): Promise<WithdrawalResponse['data']> {
    const { db, clock, withdrawals, wallet } = this.#deps;
    const player = await this.#deps.players.atCashDesk(playerId);
    if (!isVerified(player)) throw cashErrors.verificationRequired();
    const currency = CURRENCY_BY_ID[request.currency_id];
    const { method, limits } = await this.#deps.methods.choose(
      'withdrawal',
      player,
      request.method_id,
      currency,
    );
    PaymentMethodsService.assertWithinLimits(request.amount, limits);
    if (await this.#needsTaxId(player)) throw cashErrors.taxIdRequired(currency);
    const { destination, label } = await this.#destination(playerId, method, request);
    const fingerprint = fingerprintOf(request);
    const now = clock.now();
    const row = await db.transaction(async (tx) => {
      const stored = await withdrawals.insertOrFind(tx, {
        id: randomUUID(),
        playerId,
        methodId: method.id,
        provider: method.provider,
        amount: request.amount,
        currency,
        status: 'pending',
        destination,
        destinationLabel: label,
        idempotencyKey: request.idempotency_key,
        fingerprint,
        createdAt: now,
        updatedAt: now,
      });
      if (stored.row.fingerprint !== fingerprint) throw cashErrors.idempotencyConflict();
      if (!stored.created) return stored.row;
      // An overdraw throws insufficient_funds with the balance, and the withdrawal row rolls back with it.
      const { transfer } = await wallet.placeHold(
        {
          playerId,
          currency,
          amount: request.amount,
          kind: 'withdrawal',
          idempotencyKey: `withdrawal:${stored.row.id}`,
          metadata: { withdrawalId: stored.row.id },
          events: [cashEvents.withdrawalRequested(stored.row)],
        },
        tx,
      );
      return withdrawals.update(tx, stored.row.id, { holdTransferId: transfer.transferId });
    });
    return { withdrawal: await this.#view(row), balance: await wallet.balance(playerId, currency) };
  }

  async list(playerId: number): Promise<Withdrawal[]> {
    const [rows, slugs] = await Promise.all([
      this.#deps.withdrawals.listByPlayer(playerId),
      this.#deps.methods.slugs(),
    ]);
    return rows.map((row) => toWithdrawal(row, slugs));
  }

  /** Cancels one of the player's pending withdrawals; its amount returns to the principal. */
  async cancel(playerId: number, withdrawalId: string): Promise<WithdrawalResponse['data']> {
    const { db, withdrawals, wallet } = this.#deps;
    const row = await db.transaction(async (tx) => {
      const locked = await withdrawals.lock(tx, withdrawalId, playerId);
      if (!locked) throw cashErrors.withdrawalNotFound();
      if (locked.status !== 'pending') throw cashErrors.withdrawalNotCancelable(locked.status);
      return returnWithdrawal(tx, this.#deps, locked, { status: 'canceled' });
    });
    return {
      withdrawal: await this.#view(row),
      balance: await wallet.balance(playerId, row.currency as Currency),
    };
  }

  /** The payout-cancel popup: the newest pending withdrawal the player has not declined to cancel, or null. */
  async cancelOffer(playerId: number): Promise<{ withdrawal: Withdrawal } | null> {
    const row = await this.#deps.withdrawals.newestCancelOffer(playerId);
    return row ? { withdrawal: await this.#view(row) } : null;
  }

  async dismissCancelOffer(playerId: number, withdrawalId: string): Promise<void> {
    const dismissed = await this.#deps.withdrawals.dismissCancelOffer(
      playerId,
      withdrawalId,
      this.#deps.clock.now(),
    );
    if (!dismissed) throw cashErrors.withdrawalNotFound();
  }

  /** Stores the player's tax ID once its check digit is right. */
  async saveTaxId(playerId: number, taxId: string): Promise<void> {
    await this.#deps.players.get(playerId);
    if (!isValidRnokpp(taxId)) throw cashErrors.invalidTaxId();
    await this.#deps.playerCash.saveTaxId(playerId, taxId, this.#deps.clock.now());
  }

  /** A tax ID is needed for currencies not exempt (spec section 9: RUB, USD) until the player has given one. */
  async #needsTaxId(player: CashPlayer): Promise<boolean> {
    if (TAX_ID_EXEMPT_CURRENCIES.includes(player.currency)) return false;
    return !(await this.#deps.playerCash.hasTaxId(player.row.id));
  }

  /** Where the money goes: one of the player's saved cards, or an IBAN for a bank transfer. */
  async #destination(
    playerId: number,
    method: CashMethodRow,
    request: WithdrawalRequest,
  ): Promise<{ destination: WithdrawalDestination; label: string }> {
    if (method.slug === 'bank_transfer') {
      if (!request.iban) throw cashErrors.destinationRequired('iban');
      return { destination: { iban: request.iban }, label: `IBAN •••• ${request.iban.slice(-4)}` };
    }
    if (!request.token_id) throw cashErrors.destinationRequired('token_id');
    const card = await this.#deps.playerCash.findSavedCard(playerId, request.token_id);
    if (!card) throw cashErrors.unknownCard();
    if (!isUnexpired(card, this.#deps.clock.now())) throw cashErrors.cardExpired();
    return { destination: { cardToken: card.tokenId }, label: `•••• ${card.last4}` };
  }

  async #view(row: Parameters<typeof toWithdrawal>[0]): Promise<Withdrawal> {
    return toWithdrawal(row, await this.#deps.methods.slugs());
  }
}

function isVerified(player: CashPlayer): boolean {
  return player.row.verificationStatus === 'approved';
}

function fingerprintOf(request: WithdrawalRequest): string {
  const asked = [
    request.method_id,
    request.currency_id,
    request.amount,
    request.token_id ?? null,
    request.iban ?? null,
  ];
  return createHash('sha256').update(JSON.stringify(asked)).digest('hex');
}
