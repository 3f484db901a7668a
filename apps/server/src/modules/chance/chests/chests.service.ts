import { type Chests, type Currency, DEFAULT_CURRENCY, type Language } from '@casino/contracts';
import type { Clock } from '../../../platform/clock.ts';
import type { Db } from '../../../platform/db/database.ts';
import type { PlayerDirectory } from '../../accounts/index.ts';
import type { Cash } from '../../cash/index.ts';
import type { PlayerProtection } from '../../responsible/index.ts';
import type { Rewards } from '../../rewards/index.ts';
import { chestPeriodOf, chestResetAt } from './chest-periods.ts';
import { type ChestPicks, drawnPrize } from './chest-pick.ts';
import { chestPrizeTitles } from './chest-prize-titles.ts';
import { pickView } from './chest-view.ts';
import { chestErrors } from './chests.errors.ts';
import type { ChestsRepository } from './chests.repository.ts';
import type { ChestCampaignRow, ChestParticipantRow } from './chests.schema.ts';

/** The feature name a chest's draw and its prize are recorded under. */
export const CHESTS_FEATURE = 'chests';

type Player = { id: number; currency: string };

/** The opens counted in the period a moment falls in: a count kept for an earlier period reads as 0. */
function opensIn(campaign: ChestCampaignRow, participant: ChestParticipantRow | undefined, at: Date) {
  const period = chestPeriodOf(campaign.openPeriod, at);
  return { period, opens: participant?.openPeriod === period ? participant.periodOpens : 0 };
}

/**
 * The chests (spec sections 3, 4 and 7): chests earned by progress are opened one pick at a time, at most
 * `openLimit` a period; the opened chest's prize is granted at once and shown until the player receives it. The
 * participant row is locked for an open, so a double click opens once.
 */
export class ChestsService {
  readonly #db: Db;
  readonly #clock: Clock;
  readonly #repository: ChestsRepository;
  readonly #picks: ChestPicks;
  readonly #rewards: Pick<Rewards, 'bonusTitle'>;
  readonly #players: Pick<PlayerDirectory, 'findById'>;
  readonly #protection: Pick<PlayerProtection, 'assertNotExcluded'>;
  readonly #cash: Pick<Cash, 'lastDepositAt'>;

  constructor(deps: {
    db: Db;
    clock: Clock;
    repository: ChestsRepository;
    picks: ChestPicks;
    rewards: Pick<Rewards, 'bonusTitle'>;
    players: Pick<PlayerDirectory, 'findById'>;
    protection: Pick<PlayerProtection, 'assertNotExcluded'>;
    cash: Pick<Cash, 'lastDepositAt'>;
  }) {
    this.#db = deps.db;
    this.#clock = deps.clock;
    this.#repository = deps.repository;
    this.#picks = deps.picks;
    this.#rewards = deps.rewards;
    this.#players = deps.players;
    this.#protection = deps.protection;
    this.#cash = deps.cash;
  }

  /** The running campaign as the reader sees it; null when none runs. A self-excluded player is refused (444). */
  async view(playerId: number | undefined, lang: Language): Promise<Chests | null> {
    const campaign = await this.#repository.runningCampaign();
    if (!campaign) return null;
    if (playerId !== undefined) await this.#protection.assertNotExcluded(playerId);
    return this.#viewOf(campaign, playerId, lang);
  }

  /** Opens the chest picked: refused while excluded (444), with a prize to receive, over the limit or with none. */
  async open(playerId: number, input: { chestsId: string; chestNumber: number }, lang: Language) {
    const campaign = await this.#repository.campaign(input.chestsId);
    if (campaign?.kind !== 'chests' || !campaign.enabled) throw chestErrors.notFound('chests');
    if (input.chestNumber > campaign.chestCount) throw chestErrors.numberInvalid(campaign.chestCount);
    const at = this.#clock.now();
    await this.#db.transaction(async (transaction) => {
      const tx = transaction as unknown as Db;
      await this.#protection.assertNotExcluded(playerId, tx);
      const player = await this.#players.findById(playerId, tx);
      if (!player) throw chestErrors.notFound('chests');
      const participant = await this.#repository.lockParticipant(tx, { campaignId: campaign.id, playerId });
      if (participant.pendingDrawId !== null)
        throw chestErrors.openUnavailable('The opened chest’s prize is still to be received');
      const { period, opens } = opensIn(campaign, participant, at);
      if (opens >= campaign.openLimit) throw chestErrors.limitExceeded(chestResetAt(campaign.openPeriod, at));
      if (participant.chestsEarned <= participant.chestsOpened)
        throw chestErrors.openUnavailable('No chest to open: the next one is earned by progress');
      const opened = participant.chestsOpened + 1;
      const draw = await this.#picks.open(tx, {
        feature: CHESTS_FEATURE,
        sourceRef: `${campaign.id}:${playerId}:${opened}`,
        campaign,
        playerId,
        currency: player.currency as Currency,
        chestNumber: input.chestNumber,
      });
      await this.#repository.saveParticipant(tx, participant.id, {
        chestsOpened: opened,
        openPeriod: period,
        periodOpens: opens + 1,
        pendingDrawId: draw.id,
      });
    });
    return this.#viewOf(campaign, playerId, lang);
  }

  /** The player has seen the opened chest's prize (it was granted when opened): the step moves on. */
  async receive(playerId: number, chestsId: string, lang: Language) {
    const campaign = await this.#repository.campaign(chestsId);
    if (campaign?.kind !== 'chests') throw chestErrors.notFound('chests');
    await this.#db.transaction(async (transaction) => {
      const tx = transaction as unknown as Db;
      const participant = await this.#repository.lockParticipant(tx, { campaignId: campaign.id, playerId });
      if (participant.pendingDrawId !== null)
        await this.#repository.saveParticipant(tx, participant.id, { pendingDrawId: null });
    });
    return this.#viewOf(campaign, playerId, lang);
  }

  async #viewOf(campaign: ChestCampaignRow, playerId: number | undefined, lang: Language): Promise<Chests> {
    const at = this.#clock.now();
    const player: Player | undefined =
      playerId === undefined ? undefined : await this.#players.findById(playerId);
    const currency = (player?.currency as Currency | undefined) ?? DEFAULT_CURRENCY;
    const participant = player
      ? await this.#repository.participant({ campaignId: campaign.id, playerId: player.id })
      : undefined;
    const pending = participant?.pendingDrawId
      ? await this.#repository.drawWithSeed(participant.pendingDrawId)
      : null;
    const pendingPrize = pending ? drawnPrize(pending.draw) : undefined;
    const titles = await chestPrizeTitles(this.#rewards, [
      ...campaign.prizes.map((row) => row.prize),
      ...(pendingPrize ? [pendingPrize] : []),
    ]);
    const target = campaign.progressTarget[currency];
    const chestsToOpen = participant ? participant.chestsEarned - participant.chestsOpened : 0;
    return {
      id: campaign.id,
      available: player !== undefined && target !== undefined,
      ...pickView({ campaign, currency, lang, titles, opened: pending ?? null }),
      nextChestProgress:
        player && target !== undefined && chestsToOpen === 0
          ? { currentProgress: participant?.progress ?? 0, target, currency }
          : null,
      earnBy: campaign.earnBy,
      chestsToOpen,
      bonusEnabled: campaign.prizes.some(
        ({ prize }) => prize.type === 'bonus_fs' || prize.type === 'bonus_deposit',
      ),
      hasDeposits: player ? (await this.#cash.lastDepositAt(this.#db, player.id)) !== null : false,
      currentOpenCount: opensIn(campaign, participant, at).opens,
      totalOpenCount: campaign.openLimit,
      resetOpenCountDate: chestResetAt(campaign.openPeriod, at).toISOString(),
    };
  }
}
