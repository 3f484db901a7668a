import type { Db } from '../../../platform/db/database.ts';
import type { PlayerDirectory } from '../../accounts/index.ts';
import type { PlayerProtection } from '../../responsible/index.ts';
import { chestErrors } from './chests.errors.ts';
import type { ChestsRepository } from './chests.repository.ts';
import type { ChestCampaignRow, LootBoxRow } from './chests.schema.ts';
import type { LootBoxGrants } from './loot-box-grants.ts';

/** The source an operator's grant is recorded under; its reference is the console's request id. */
const OPERATOR_SOURCE = 'operator';

/**
 * Loot boxes as operators give them (decision 036): a box of an enabled loot-box campaign to a player, once per
 * console request, with the caller's audit record in the same transaction. A self-excluded player is given nothing:
 * no promotion reaches them.
 */
export class LootBoxAdmin {
  readonly #db: Db;
  readonly #repository: Pick<ChestsRepository, 'lootBoxCampaigns' | 'lootBoxGivenBy'>;
  readonly #grants: Pick<LootBoxGrants, 'grant'>;
  readonly #players: Pick<PlayerDirectory, 'findById'>;
  readonly #protection: Pick<PlayerProtection, 'assertNotExcluded'>;

  constructor(deps: {
    db: Db;
    repository: Pick<ChestsRepository, 'lootBoxCampaigns' | 'lootBoxGivenBy'>;
    grants: Pick<LootBoxGrants, 'grant'>;
    players: Pick<PlayerDirectory, 'findById'>;
    protection: Pick<PlayerProtection, 'assertNotExcluded'>;
  }) {
    this.#db = deps.db;
    this.#repository = deps.repository;
    this.#grants = deps.grants;
    this.#players = deps.players;
    this.#protection = deps.protection;
  }

  campaigns(): Promise<ChestCampaignRow[]> {
    return this.#repository.lootBoxCampaigns();
  }

  /**
   * Gives the box and writes the caller's record of it; the same request again answers the box it gave, writing
   * nothing. An unknown player or campaign is 404, nothing written.
   */
  grant(
    input: { playerId: number; campaignId: string; requestId: string },
    record: (tx: Db, box: LootBoxRow) => Promise<void>,
  ): Promise<{ box: LootBoxRow; granted: boolean }> {
    return this.#db.transaction(async (transaction) => {
      const tx = transaction as unknown as Db;
      const given = await this.#repository.lootBoxGivenBy(tx, OPERATOR_SOURCE, input.requestId);
      if (given) return { box: given, granted: false };
      if (!(await this.#players.findById(input.playerId, tx))) {
        throw chestErrors.notFound(`player ${input.playerId}`);
      }
      await this.#protection.assertNotExcluded(input.playerId, tx);
      const box = await this.#grants.grant(tx, {
        playerId: input.playerId,
        campaignId: input.campaignId,
        source: OPERATOR_SOURCE,
        sourceRef: input.requestId,
      });
      if (!box) {
        // The same request sent twice at once: this one waited for the other's box to commit, and answers it.
        const other = await this.#repository.lootBoxGivenBy(tx, OPERATOR_SOURCE, input.requestId);
        if (!other) throw new Error(`loot box of request ${input.requestId} neither given nor found`);
        return { box: other, granted: false };
      }
      await record(tx, box);
      return { box, granted: true };
    });
  }
}
