import type { Clock } from '../../../platform/clock.ts';
import type { Db } from '../../../platform/db/database.ts';
import type { PrizeFault, PrizePayer } from '../../rewards/index.ts';
import { chestErrors } from './chests.errors.ts';
import type { ChestsRepository } from './chests.repository.ts';
import type { LootBoxRow } from './chests.schema.ts';

/** Who grants a loot box and for what: one box per source and reference. */
export interface LootBoxGrant {
  playerId: number;
  campaignId: string;
  source: string;
  sourceRef: string;
}

/**
 * Gives loot boxes: as the `loot_box` prize of any feature (through `rewards`, on whichever node pays the prize) and
 * by an operator. A box is one pick of chests from a `loot-box` campaign's table, opened later by the player.
 */
export class LootBoxGrants {
  readonly #repository: Pick<ChestsRepository, 'campaign' | 'grantLootBox'>;
  readonly #clock: Clock;

  constructor(deps: { repository: Pick<ChestsRepository, 'campaign' | 'grantLootBox'>; clock: Clock }) {
    this.#repository = deps.repository;
    this.#clock = deps.clock;
  }

  /**
   * Grants a box in the caller's transaction; the same source and reference again gives nothing (undefined). A
   * campaign that is not an enabled loot-box campaign is 404: a box nobody could open is never given.
   */
  async grant(tx: Db, grant: LootBoxGrant): Promise<LootBoxRow | undefined> {
    const campaign = await this.#repository.campaign(grant.campaignId, tx);
    if (campaign?.kind !== 'loot-box' || !campaign.enabled) {
      throw chestErrors.notFound(`loot box campaign ${grant.campaignId}`);
    }
    return this.#repository.grantLootBox(tx, { ...grant, grantedAt: this.#clock.now() });
  }

  /**
   * Pays a `loot_box` prize. A prize table naming a campaign since closed or removed leaves the prize `pending` on
   * the player's record for an operator to make good, rather than failing the spin or draw that won it.
   */
  readonly payPrize: PrizePayer = async (tx, row) => {
    if (row.prize.type !== 'loot_box') throw new Error(`reward ${row.id} is not a loot box`);
    const campaign = await this.#repository.campaign(row.prize.campaignId, tx);
    if (campaign?.kind !== 'loot-box' || !campaign.enabled) return 'pending';
    await this.grant(tx, {
      playerId: row.playerId,
      campaignId: campaign.id,
      source: 'reward',
      sourceRef: `${row.source}:${row.sourceRef}`,
    });
    return 'granted';
  };

  /** A `loot_box` prize in an operator's table must name a loot-box campaign (it may be closed for now). */
  readonly prizeFault: PrizeFault = async (prize) => {
    if (prize.type !== 'loot_box') return undefined;
    const campaign = await this.#repository.campaign(prize.campaignId);
    return campaign?.kind === 'loot-box'
      ? undefined
      : ['campaignId', `no loot-box campaign ${prize.campaignId}`];
  };
}
