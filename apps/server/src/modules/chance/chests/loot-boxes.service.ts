import { type Currency, DEFAULT_CURRENCY, type Language, type LootBox } from '@casino/contracts';
import type { Clock } from '../../../platform/clock.ts';
import type { Db } from '../../../platform/db/database.ts';
import type { PlayerDirectory } from '../../accounts/index.ts';
import type { PlayerProtection } from '../../responsible/index.ts';
import type { Rewards } from '../../rewards/index.ts';
import { type ChestPicks, drawnPrize } from './chest-pick.ts';
import { chestPrizeTitles } from './chest-prize-titles.ts';
import { pickView } from './chest-view.ts';
import { chestErrors } from './chests.errors.ts';
import type { ChestsRepository } from './chests.repository.ts';
import type { ChestCampaignRow, LootBoxRow } from './chests.schema.ts';

/** The feature name a loot box's draw and its prize are recorded under. */
export const LOOT_BOX_FEATURE = 'loot-box';

/**
 * Loot boxes (spec: "loot boxes get data (id)", "open chest"): one pick of chests granted to one player from a
 * `loot-box` campaign's table, opened once. Another player's box reads as none (404), so ids cannot be guessed.
 */
export class LootBoxesService {
  readonly #db: Db;
  readonly #clock: Clock;
  readonly #repository: ChestsRepository;
  readonly #picks: ChestPicks;
  readonly #rewards: Pick<Rewards, 'bonusTitle'>;
  readonly #players: Pick<PlayerDirectory, 'findById'>;
  readonly #protection: Pick<PlayerProtection, 'assertNotExcluded'>;

  constructor(deps: {
    db: Db;
    clock: Clock;
    repository: ChestsRepository;
    picks: ChestPicks;
    rewards: Pick<Rewards, 'bonusTitle'>;
    players: Pick<PlayerDirectory, 'findById'>;
    protection: Pick<PlayerProtection, 'assertNotExcluded'>;
  }) {
    this.#db = deps.db;
    this.#clock = deps.clock;
    this.#repository = deps.repository;
    this.#picks = deps.picks;
    this.#rewards = deps.rewards;
    this.#players = deps.players;
    this.#protection = deps.protection;
  }

  async unopened(playerId: number, lang: Language) {
    const rows = await this.#repository.unopenedLootBoxes(playerId);
    return rows.map(({ box, campaign }) => ({ id: box.id, title: campaign.title[lang] }));
  }

  async view(playerId: number, id: number, lang: Language): Promise<LootBox> {
    await this.#protection.assertNotExcluded(playerId);
    const { box, campaign } = await this.#owned(playerId, id);
    return this.#viewOf(box, campaign, lang);
  }

  /** Opens the chest picked, once: refused while excluded (444), for another's box (404), or when opened. */
  async open(playerId: number, id: number, chestNumber: number, lang: Language): Promise<LootBox> {
    const { campaign } = await this.#owned(playerId, id);
    if (!campaign.enabled) throw chestErrors.openUnavailable('These loot boxes are closed');
    if (chestNumber > campaign.chestCount) throw chestErrors.numberInvalid(campaign.chestCount);
    await this.#db.transaction(async (transaction) => {
      const tx = transaction as unknown as Db;
      await this.#protection.assertNotExcluded(playerId, tx);
      const player = await this.#players.findById(playerId, tx);
      const box = await this.#repository.lockLootBox(tx, playerId, id);
      if (!player || !box) throw chestErrors.notFound(`loot box ${id}`);
      if (box.openedAt) throw chestErrors.openUnavailable('This loot box is opened');
      const draw = await this.#picks.open(tx, {
        feature: LOOT_BOX_FEATURE,
        sourceRef: String(box.id),
        campaign,
        playerId,
        currency: player.currency as Currency,
        chestNumber,
      });
      await this.#repository.saveLootBox(tx, box.id, { openedAt: this.#clock.now(), drawId: draw.id });
    });
    const { box } = await this.#owned(playerId, id);
    return this.#viewOf(box, campaign, lang);
  }

  async #owned(playerId: number, id: number) {
    const box = await this.#repository.lootBox(playerId, id);
    const campaign = box && (await this.#repository.campaign(box.campaignId));
    if (!box || !campaign) throw chestErrors.notFound(`loot box ${id}`);
    return { box, campaign };
  }

  async #viewOf(box: LootBoxRow, campaign: ChestCampaignRow, lang: Language): Promise<LootBox> {
    const player = await this.#players.findById(box.playerId);
    const currency = (player?.currency as Currency | undefined) ?? DEFAULT_CURRENCY;
    const opened = box.drawId ? ((await this.#repository.drawWithSeed(box.drawId)) ?? null) : null;
    const openedPrize = opened ? drawnPrize(opened.draw) : undefined;
    const titles = await chestPrizeTitles(this.#rewards, [
      ...campaign.prizes.map((row) => row.prize),
      ...(openedPrize ? [openedPrize] : []),
    ]);
    return {
      id: box.id,
      available: campaign.enabled,
      ...pickView({ campaign, currency, lang, titles, opened }),
      openedAt: box.openedAt?.toISOString() ?? null,
    };
  }
}
