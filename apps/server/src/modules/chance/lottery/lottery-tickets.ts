import type { Language, Lottery, LotteryPayment, LotteryTicket, LotteryTicketKind } from '@casino/contracts';
import type { Clock } from '../../../platform/clock.ts';
import type { Db } from '../../../platform/db/database.ts';
import type { PlayerProtection } from '../../responsible/index.ts';
import type { PrizePayer } from '../../rewards/index.ts';
import type { WalletService } from '../../wallet/index.ts';
import { lotteryErrors } from './lottery.errors.ts';
import type { LotteryRepository } from './lottery.repository.ts';
import type { LotteryRow, LotteryTicketRow } from './lottery.schema.ts';
import type { LotteryPage } from './lottery-page.ts';
import { costView } from './lottery-view.ts';

export interface TicketPurchase {
  kind: LotteryTicketKind;
  payWith: LotteryPayment;
  idempotencyKey: string;
}

/**
 * A player's tickets coming in and going into draws: bought with stars or money, given by a promo code or a prize,
 * entered into the next draw. Every change runs in one transaction that locks what it spends (the player's stars
 * row, the ticket), and buying is keyed by the player's idempotency key, so a double click buys once.
 */
export class LotteryTickets {
  readonly #db: Db;
  readonly #clock: Clock;
  readonly #repository: LotteryRepository;
  readonly #page: LotteryPage;
  readonly #wallet: Pick<WalletService, 'bonusTransfer'>;
  readonly #protection: Pick<PlayerProtection, 'assertNotExcluded'>;

  constructor(deps: {
    db: Db;
    clock: Clock;
    repository: LotteryRepository;
    page: LotteryPage;
    wallet: Pick<WalletService, 'bonusTransfer'>;
    protection: Pick<PlayerProtection, 'assertNotExcluded'>;
  }) {
    this.#db = deps.db;
    this.#clock = deps.clock;
    this.#repository = deps.repository;
    this.#page = deps.page;
    this.#wallet = deps.wallet;
    this.#protection = deps.protection;
  }

  /**
   * Buys a ticket: stars come off the locked stars row, money leaves the real balance in one ledger transfer keyed
   * by the purchase. Short of either, nothing moves (409 stars, 422 money). A repeated key answers its ticket.
   */
  async buy(playerId: number, purchase: TicketPurchase, lang: Language) {
    return this.#changeTicket(playerId, lang, async (tx, lottery, now) => {
      const sourceRef = `purchase:${playerId}:${purchase.idempotencyKey}`;
      const stars = await this.#repository.lockPlayer(tx, playerId, now);
      const bought = await this.#repository.ticketBySource(sourceRef, tx);
      if (bought) return bought;
      const currency = await this.#page.currencyOf(playerId, tx);
      const price = costView(lottery, purchase.kind, currency)[purchase.payWith];
      if (price === null) throw lotteryErrors.notForSale(purchase.kind, purchase.payWith);
      if (purchase.payWith === 'stars' && stars.stars < price)
        throw lotteryErrors.starsInsufficient(stars.stars, price);
      const transfer =
        purchase.payWith === 'money'
          ? await this.#wallet.bonusTransfer(tx, {
              kind: 'lottery_ticket_purchase',
              playerId,
              currency,
              amount: price,
              idempotencyKey: `lottery:${sourceRef}`,
              metadata: { lottery: lottery.slug, ticketKind: purchase.kind },
            })
          : null;
      const [ticket] = await this.#repository.addTickets(tx, [
        {
          lotterySlug: lottery.slug,
          playerId,
          kind: purchase.kind,
          source: purchase.payWith,
          sourceRef,
          transferId: transfer?.transferId ?? null,
          createdAt: now,
        },
      ]);
      if (!ticket) throw new Error(`ticket ${sourceRef} not added`);
      if (purchase.payWith === 'stars') {
        await this.#repository.moveStars(tx, {
          key: `ticket:${ticket.id}`,
          playerId,
          stars: -price,
          stake: 0,
          createdAt: now,
        });
        await this.#repository.savePlayer(tx, playerId, { stars: stars.stars - price, updatedAt: now });
      }
      return ticket;
    });
  }

  /** Enters an unused ticket of the player's into the lottery's scheduled draw, while its sales are open. */
  async apply(playerId: number, ticketId: number, lang: Language) {
    return this.#changeTicket(playerId, lang, async (tx, _lottery, now) => {
      const ticket = await this.#repository.lockTicket(tx, playerId, ticketId);
      if (!ticket) throw lotteryErrors.ticketNotFound();
      if (ticket.drawId !== null) throw lotteryErrors.ticketUnavailable('The ticket is in a draw already');
      if (ticket.spentAt) throw lotteryErrors.ticketUnavailable('The ticket was spent on a prize');
      // Shared with other entries, exclusive against the draw: a ticket cannot slip in while the draw is made.
      const draw = await this.#repository.shareDraw(tx, ticket.lotterySlug);
      if (!draw || draw.drawAt <= now)
        throw lotteryErrors.ticketUnavailable('Sales for the next draw are closed');
      return this.#repository.applyTicket(tx, ticket.id, draw.id, now);
    });
  }

  /** Redeems a promo code for its ticket, once per player. */
  async redeem(playerId: number, code: string, lang: Language) {
    return this.#changeTicket(playerId, lang, async (tx, lottery, now) => {
      const promo = await this.#repository.promoCode(code, tx);
      const valid =
        promo?.enabled && promo.lotterySlug === lottery.slug && (!promo.validUntil || promo.validUntil > now);
      if (!promo || !valid) throw lotteryErrors.promoInvalid();
      const [ticket] = await this.#repository.addTickets(tx, [
        {
          lotterySlug: lottery.slug,
          playerId,
          kind: promo.ticketKind,
          source: 'promo',
          sourceRef: `promo:${promo.code}:${playerId}`,
          createdAt: now,
        },
      ]);
      if (!ticket) throw lotteryErrors.promoUsed();
      return ticket;
    });
  }

  /**
   * Pays `lottery_ticket` prizes for `rewards` (a competition's place, a wheel's segment): the tickets are the
   * player's in the grant's own transaction, once per grant. With no lottery running the grant waits `pending`.
   */
  readonly payPrize: PrizePayer = async (tx, grant) => {
    const { prize } = grant;
    if (prize.type !== 'lottery_ticket') return 'pending';
    const lottery = await this.#repository.running(tx);
    if (!lottery) return 'pending';
    const now = this.#clock.now();
    await this.#repository.addTickets(
      tx,
      Array.from({ length: prize.count }, (_, n) => ({
        lotterySlug: lottery.slug,
        playerId: grant.playerId,
        kind: prize.ticketKind,
        source: 'prize' as const,
        sourceRef: `reward:${grant.id}:${n}`,
        createdAt: now,
      })),
    );
    return 'granted';
  };

  /** One ticket change in one transaction: refused while self-excluded (444), then the lottery as it now stands. */
  async #changeTicket(
    playerId: number,
    lang: Language,
    change: (tx: Db, lottery: LotteryRow, now: Date) => Promise<LotteryTicketRow>,
  ): Promise<{ ticket: LotteryTicket; lottery: Lottery }> {
    const lottery = await this.#page.running();
    const now = this.#clock.now();
    const ticket = await this.#db.transaction(async (transaction) => {
      const tx = transaction as unknown as Db;
      await this.#protection.assertNotExcluded(playerId, tx);
      return change(tx, lottery, now);
    });
    return {
      ticket: await this.#page.ticket(ticket.id, lang),
      lottery: await this.#page.viewOf(lottery, playerId, lang),
    };
  }
}
