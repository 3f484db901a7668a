import { type Currency, type PiggyBank, type PiggyBankBreak, personalChannel } from '@casino/contracts';
import type { FastifyBaseLogger } from 'fastify';
import type { Clock } from '../../../platform/clock.ts';
import type { Db } from '../../../platform/db/database.ts';
import { AppError } from '../../../platform/http/app-error.ts';
import type { PushPublisher } from '../../../platform/push/push-publisher.ts';
import type { PlayerDirectory } from '../../accounts/index.ts';
import type { PlayerProtection } from '../../responsible/index.ts';
import type { Rewards } from '../../rewards/index.ts';
import { piggyErrors } from './piggy.errors.ts';
import type { PiggyRepository } from './piggy.repository.ts';
import type { PiggyBankBreakRow } from './piggy.schema.ts';
import { PIGGY_BANK_TITLE, piggyBoundsOf, piggyView } from './piggy-view.ts';

/** The source a broken piggy bank's payment is granted under, once per player and fill. */
export const PIGGY_BANK_SOURCE = 'piggy-bank';
/** The breaks the page data lists, newest first. */
const BREAK_LIST_LIMIT = 20;

/**
 * The piggy bank (spec sections 3, 4 and 7): read it, break it, read its page. Breaking locks the player's piggy
 * bank, pays its amount as real money through the one prize step (`rewards`, keyed by player and fill, so a
 * fill is paid once even if asked twice at once) and starts the next fill empty, all in one transaction.
 */
export class PiggyBankService {
  readonly #db: Db;
  readonly #clock: Clock;
  readonly #repository: PiggyRepository;
  readonly #rewards: Pick<Rewards, 'grant'>;
  readonly #players: Pick<PlayerDirectory, 'findById'>;
  readonly #protection: Pick<PlayerProtection, 'assertNotExcluded'>;
  readonly #publisher: Pick<PushPublisher, 'publish'>;
  readonly #log: FastifyBaseLogger;

  constructor(deps: {
    db: Db;
    clock: Clock;
    repository: PiggyRepository;
    rewards: Pick<Rewards, 'grant'>;
    players: Pick<PlayerDirectory, 'findById'>;
    protection: Pick<PlayerProtection, 'assertNotExcluded'>;
    publisher: Pick<PushPublisher, 'publish'>;
    log: FastifyBaseLogger;
  }) {
    this.#db = deps.db;
    this.#clock = deps.clock;
    this.#repository = deps.repository;
    this.#rewards = deps.rewards;
    this.#players = deps.players;
    this.#protection = deps.protection;
    this.#publisher = deps.publisher;
    this.#log = deps.log;
  }

  async info(playerId: number): Promise<PiggyBank> {
    const currency = await this.#currencyOf(playerId);
    const [terms, row] = await Promise.all([this.#repository.terms(), this.#repository.piggyBank(playerId)]);
    return piggyView(terms, row, currency);
  }

  async page(playerId: number) {
    const [piggyBank, breaks] = await Promise.all([
      this.info(playerId),
      this.#repository.breaks(playerId, BREAK_LIST_LIMIT),
    ]);
    return { piggyBank, breaks: breaks.map(breakView) };
  }

  /** Pays the piggy bank once: refused (444) while self-excluded, 409 when neither full nor at its minimum. */
  async break(playerId: number): Promise<{ paid: PiggyBankBreak; piggyBank: PiggyBank }> {
    const currency = await this.#currencyOf(playerId);
    const now = this.#clock.now();
    const { paid, piggyBank } = await this.#db.transaction(async (transaction) => {
      const tx = transaction as unknown as Db;
      await this.#protection.assertNotExcluded(playerId, tx);
      const terms = await this.#repository.terms(tx);
      if (!piggyBoundsOf(terms, currency)) throw piggyErrors.unavailable();
      const piggy = await this.#repository.lock(tx, playerId, now);
      if (!piggyView(terms, piggy, currency).breakable) throw piggyErrors.notBreakable();
      const grant = await this.#rewards.grant(tx, {
        source: PIGGY_BANK_SOURCE,
        sourceRef: `${playerId}:${piggy.fill}`,
        sourceTitle: PIGGY_BANK_TITLE,
        playerId,
        prize: { type: 'money', amount: piggy.amount, currency },
      });
      const row: PiggyBankBreakRow = {
        playerId,
        fill: piggy.fill,
        amount: piggy.amount,
        currency,
        rewardGrantId: grant.id,
        brokenAt: now,
      };
      await this.#repository.recordBreak(tx, row);
      const next = await this.#repository.save(tx, playerId, {
        fill: piggy.fill + 1,
        amount: 0,
        delayedAmount: 0,
        updatedAt: now,
      });
      return { paid: breakView(row), piggyBank: piggyView(terms, next, currency) };
    });
    await this.#publisher
      .publish(personalChannel(playerId), {
        id: `piggy-bank-${playerId}-break-${paid.fill}`,
        type: 'moneyBox',
        action: 'piggyBank',
        data: piggyBank,
      })
      .catch((error: unknown) => this.#log.warn({ err: error }, 'piggy bank push failed'));
    return { paid, piggyBank };
  }

  async #currencyOf(playerId: number): Promise<Currency> {
    const player = await this.#players.findById(playerId);
    if (!player) throw new AppError('unauthorized', 'No such player');
    return player.currency as Currency;
  }
}

function breakView(row: PiggyBankBreakRow): PiggyBankBreak {
  return {
    fill: row.fill,
    amount: row.amount,
    currency: row.currency as Currency,
    brokenAt: row.brokenAt.toISOString(),
  };
}
