import type { Language, LocalizedText, PlayerPrize, Prize, RewardStatus } from '@casino/contracts';
import { and, desc, eq } from 'drizzle-orm';
import type { Clock } from '../../platform/clock.ts';
import type { Db } from '../../platform/db/database.ts';
import type { Bonuses } from '../bonuses/index.ts';
import type { WalletService } from '../wallet/index.ts';
import { prizeTitle, prizeView } from './prize-texts.ts';
import { type RewardGrantRow, rewardGrants } from './rewards.schema.ts';

/** A bonus prize may be accepted for this long after it was won. */
const BONUS_PRIZE_VALID_MS = 14 * 24 * 60 * 60 * 1000;
/** The player's prize list shows this many, newest first. */
const PRIZE_LIST_LIMIT = 100;

/** A prize to grant: who, what, and the source and reference that make it once only. */
export interface RewardGrant {
  source: string;
  sourceRef: string;
  sourceTitle: LocalizedText;
  playerId: number;
  /** A money prize is in the player's currency: the feature converts before it grants. */
  prize: Prize;
}

/**
 * How a feature pays a prize type of its own (the lottery its tickets): inside the grant's transaction, answering
 * where the grant stands.
 */
export type PrizePayer = (tx: Db, grant: RewardGrantRow) => Promise<RewardStatus>;

/** What is wrong with a prize only its paying feature can tell (the loot-box campaign it names does not exist). */
export type PrizeFault = (prize: Prize) => Promise<PrizeFaultFound | undefined>;
/** The prize's field at fault and why. */
export type PrizeFaultFound = [field: string, message: string];

/**
 * The one prize step (decision 034): grants a prize once per source and reference, in the caller's transaction.
 * Money goes through the ledger as real money (a marketing cost, like cashback), a bonus is offered through the
 * bonus engine (the player accepts it on the bonuses page), a material prize becomes a claim an operator fulfils;
 * lottery tickets are given by the lottery and loot boxes by the chests (`payWith`); coins, entries and boosters wait `pending` until their
 * features pay them from this record.
 */
export class Rewards {
  readonly #clock: Clock;
  readonly #wallet: Pick<WalletService, 'bonusTransfer'>;
  readonly #bonuses: Pick<Bonuses, 'personalOffers' | 'templateTitle'>;
  readonly #db: Db;
  readonly #payers = new Map<Prize['type'], PrizePayer>();
  readonly #faults = new Map<Prize['type'], PrizeFault>();

  constructor(deps: {
    db: Db;
    clock: Clock;
    wallet: Pick<WalletService, 'bonusTransfer'>;
    bonuses: Pick<Bonuses, 'personalOffers' | 'templateTitle'>;
  }) {
    this.#db = deps.db;
    this.#clock = deps.clock;
    this.#wallet = deps.wallet;
    this.#bonuses = deps.bonuses;
  }

  /**
   * A feature that pays a prize type itself registers here, once, while the app is built (rewards cannot import
   * it), with the check of what such a prize names, if it names something of the feature's.
   */
  payWith(type: 'lottery_ticket' | 'loot_box', payer: PrizePayer, fault?: PrizeFault): void {
    if (this.#payers.has(type)) throw new Error(`prizes of type ${type} already have a payer`);
    this.#payers.set(type, payer);
    if (fault) this.#faults.set(type, fault);
  }

  /**
   * What an operator's prize table cannot pay, checked when the table is saved: a bonus prize's template or a loot
   * box's campaign that does not exist. Undefined when the prize can be paid.
   */
  async prizeFault(prize: Prize | { type: 'money' }): Promise<PrizeFaultFound | undefined> {
    if (prize.type === 'bonus_fs' || prize.type === 'bonus_deposit') {
      if ((await this.bonusTitle(prize.templateSlug)) !== undefined) return undefined;
      return ['templateSlug', `no bonus template ${prize.templateSlug}`];
    }
    if (prize.type === 'money') return undefined;
    return this.#faults.get(prize.type)?.(prize);
  }

  /** Grants the prize unless this source and reference granted one before; answers the grant's record either way. */
  async grant(tx: Db, grant: RewardGrant): Promise<RewardGrantRow> {
    const now = this.#clock.now();
    const [inserted] = await tx
      .insert(rewardGrants)
      .values({ ...grant, status: 'pending', createdAt: now })
      .onConflictDoNothing()
      .returning();
    if (!inserted) {
      const [existing] = await tx
        .select()
        .from(rewardGrants)
        .where(and(eq(rewardGrants.source, grant.source), eq(rewardGrants.sourceRef, grant.sourceRef)));
      if (!existing) throw new Error(`reward ${grant.source}/${grant.sourceRef} neither inserted nor found`);
      return existing;
    }
    const paid = await this.#pay(tx, inserted, now);
    const [updated] = await tx
      .update(rewardGrants)
      .set(paid)
      .where(eq(rewardGrants.id, inserted.id))
      .returning();
    return updated ?? inserted;
  }

  async #pay(
    tx: Db,
    row: RewardGrantRow,
    now: Date,
  ): Promise<{ status: RewardStatus; transferId?: number; bonusOfferId?: number }> {
    const { prize } = row;
    switch (prize.type) {
      case 'none':
        return { status: 'granted' };
      case 'money': {
        const transfer = await this.#wallet.bonusTransfer(tx, {
          kind: 'prize_payout',
          playerId: row.playerId,
          currency: prize.currency,
          amount: prize.amount,
          idempotencyKey: `reward:${row.source}:${row.sourceRef}`,
          metadata: { source: row.source, sourceRef: row.sourceRef },
        });
        return { status: 'granted', transferId: transfer.transferId };
      }
      case 'bonus_fs':
      case 'bonus_deposit': {
        const offer = await this.#bonuses.personalOffers.offer(
          row.playerId,
          prize.templateSlug,
          {
            source: 'prize',
            sourceRef: `${row.source}:${row.sourceRef}`,
            validUntil: new Date(now.getTime() + BONUS_PRIZE_VALID_MS),
          },
          tx,
        );
        // A player who may not be offered it now (in a time-out) keeps the prize on record.
        return offer ? { status: 'granted', bonusOfferId: offer.id } : { status: 'pending' };
      }
      case 'material':
        return { status: 'claim' };
      default: {
        const payer = this.#payers.get(prize.type);
        return { status: payer ? await payer(tx, row) : 'pending' };
      }
    }
  }

  /** A prize's name in every language (a bonus by its template's title). */
  async titleOf(prize: Prize): Promise<LocalizedText> {
    const bonus =
      prize.type === 'bonus_fs' || prize.type === 'bonus_deposit'
        ? await this.bonusTitle(prize.templateSlug)
        : undefined;
    return prizeTitle(prize, bonus);
  }

  /** A bonus template's title in every language, for naming a bonus prize (undefined: no such template). */
  bonusTitle(templateSlug: string): Promise<LocalizedText | undefined> {
    return this.#bonuses.templateTitle(templateSlug);
  }

  /** The player's prizes, newest first, as the prize list shows them. */
  async prizesOf(playerId: number, lang: Language): Promise<PlayerPrize[]> {
    const rows = await this.#db
      .select()
      .from(rewardGrants)
      .where(eq(rewardGrants.playerId, playerId))
      .orderBy(desc(rewardGrants.createdAt), desc(rewardGrants.id))
      .limit(PRIZE_LIST_LIMIT);
    return Promise.all(
      rows.map(async (row) => ({
        id: row.id,
        source: row.source,
        sourceTitle: row.sourceTitle[lang],
        prize: prizeView(row.prize, await this.titleOf(row.prize), lang),
        status: row.status,
        bonusOfferId: row.bonusOfferId,
        createdAt: row.createdAt.toISOString(),
      })),
    );
  }
}
