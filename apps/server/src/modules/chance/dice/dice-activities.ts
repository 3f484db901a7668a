import type {
  Currency,
  DiceActivity,
  DiceActivityKind,
  DicePlayResponse,
  Language,
  LocalizedText,
  Prize,
} from '@casino/contracts';
import { fairDiceThrow } from '@casino/game-math';
import type { Clock } from '../../../platform/clock.ts';
import type { Db } from '../../../platform/db/database.ts';
import type { PlayerDirectory } from '../../accounts/index.ts';
import type { PlayerProtection } from '../../responsible/index.ts';
import { prizeTitle, type Rewards } from '../../rewards/index.ts';
import { chanceErrors } from '../chance.errors.ts';
import type { DiceActivityRow } from '../chance.schema.ts';
import type { FairDraws } from '../fair-draws.ts';
import type { DiceRepository } from './dice.repository.ts';
import { dicePeriodOf } from './dice-periods.ts';
import { diceActivityView, sectorPrize, throwsLeft } from './dice-view.ts';

/** The feature name a dice draw and its prize are recorded under. */
export const DICE_FEATURE = 'dice';

function lastThrowOf(outcome: Record<string, unknown> | undefined, drawId: number | undefined) {
  if (!outcome || drawId === undefined) return null;
  const { dice, sector } = outcome as { dice: [number, number]; sector: number };
  return { dice, sector, drawId };
}

/**
 * The daily and weekly dice (spec sections 3 and 4): a throw is a fair draw of two dice from the player's chance
 * seeds; the sector's prize in the operator's table is granted once through `rewards`. The participant row is
 * locked for the throw, so a double click throws once, and the draw, the count and the prize commit together.
 */
export class DiceActivities {
  readonly #db: Db;
  readonly #clock: Clock;
  readonly #repository: DiceRepository;
  readonly #draws: FairDraws;
  readonly #rewards: Pick<Rewards, 'grant' | 'bonusTitle'>;
  readonly #players: Pick<PlayerDirectory, 'findById'>;
  readonly #protection: Pick<PlayerProtection, 'assertNotExcluded'>;

  constructor(deps: {
    db: Db;
    clock: Clock;
    repository: DiceRepository;
    draws: FairDraws;
    rewards: Pick<Rewards, 'grant' | 'bonusTitle'>;
    players: Pick<PlayerDirectory, 'findById'>;
    protection: Pick<PlayerProtection, 'assertNotExcluded'>;
  }) {
    this.#db = deps.db;
    this.#clock = deps.clock;
    this.#repository = deps.repository;
    this.#draws = deps.draws;
    this.#rewards = deps.rewards;
    this.#players = deps.players;
    this.#protection = deps.protection;
  }

  /** The enabled activities keyed by kind, with the signed-in player's throws this period. */
  async participant(playerId: number | undefined, lang: Language) {
    const at = this.#clock.now();
    const activities = (await this.#repository.activities()).filter((row) => row.enabled);
    const player = playerId === undefined ? undefined : await this.#players.findById(playerId);
    const keys = activities.map((row) => ({ kind: row.kind, period: dicePeriodOf(row.kind, at) }));
    const rows = player ? await this.#repository.participants(player.id, keys) : [];
    const titles = await this.#titles(activities);
    const data: Partial<Record<DiceActivityKind, DiceActivity>> = {};
    for (const activity of activities) {
      const found = rows.find((row) => row.participant.kind === activity.kind);
      data[activity.kind] = diceActivityView({
        activity,
        participant: found?.participant,
        signedIn: player !== undefined,
        currency: (player?.currency as Currency | undefined) ?? null,
        lang,
        at,
        titles,
        lastThrow: lastThrowOf(found?.lastDraw?.outcome, found?.lastDraw?.id),
      });
    }
    return data;
  }

  /** One throw: refused while excluded (444), on a day without throws, with none left, or once won. */
  async play(playerId: number, kind: DiceActivityKind, lang: Language): Promise<DicePlayResponse['data']> {
    const at = this.#clock.now();
    // Names read before the transaction: an embedded database has one connection, which the transaction holds.
    const titles = await this.#titles(await this.#repository.activities());
    return this.#db.transaction(async (transaction) => {
      const tx = transaction as unknown as Db;
      const activity = await this.#repository.activity(tx, kind);
      if (!activity?.enabled) throw chanceErrors.diceNotFound(kind);
      await this.#protection.assertNotExcluded(playerId, tx);
      const player = await this.#players.findById(playerId, tx);
      if (!player) throw chanceErrors.diceNotFound(kind);
      const period = dicePeriodOf(kind, at);
      const freeTries = activity.depositsForTry === 0 ? 1 : 0;
      const participant = await this.#repository.lockParticipant(tx, { kind, playerId, period }, freeTries);
      const before = throwsLeft(activity, participant, at);
      if (!before.isAvailable) throw chanceErrors.throwUnavailable(this.#refusal(activity, before));
      const attempt = participant.attempts + 1;
      const draw = await this.#draws.draw(tx, {
        feature: DICE_FEATURE,
        sourceRef: `${kind}:${playerId}:${period}:${attempt}`,
        playerId,
        oddsTable: { kind, prizes: activity.prizes, updatedAt: activity.updatedAt.toISOString() },
        outcome: (seeds) => fairDiceThrow(seeds),
      });
      const { sector, dice } = draw.outcome;
      const currency = player.currency as Currency;
      const prize = sectorPrize(activity, sector, currency);
      const isWin = prize.type !== 'none';
      const saved = await this.#repository.saveParticipant(tx, participant.id, {
        attempts: attempt,
        lastDrawId: draw.row.id,
        state: isWin || kind === 'daily-dice' ? 'winner' : 'active',
      });
      const after = throwsLeft(activity, saved, at);
      const prizes = isWin
        ? [
            await this.#grant(tx, {
              activity,
              playerId,
              sourceRef: draw.row.sourceRef,
              prize,
              sector,
              text: titles(prize)[lang],
            }),
          ]
        : [];
      return {
        triesLeft: after.triesLeft,
        attempts: after.attempts,
        isAvailable: after.isAvailable,
        state: after.state,
        play: { isWin, dice, prizes, draw: draw.view },
      };
    });
  }

  async popupToShow(playerId: number): Promise<boolean> {
    return !(await this.#repository.popupDismissed(playerId));
  }

  async dismissPopup(playerId: number): Promise<void> {
    await this.#repository.dismissPopup(playerId, this.#clock.now());
  }

  #refusal(activity: DiceActivityRow, rules: ReturnType<typeof throwsLeft>): string {
    if (rules.state === 'winner') return 'You have already won this period’s dice';
    if (!rules.isTodayInRange) return 'The weekly dice is thrown on Sundays only';
    if (rules.attempts >= activity.maxTries) return 'No throws are left this period';
    return 'No throws left: a deposit earns the next one';
  }

  async #grant(
    tx: Db,
    input: {
      activity: DiceActivityRow;
      playerId: number;
      sourceRef: string;
      prize: Prize;
      sector: number;
      text: string;
    },
  ) {
    const grant = await this.#rewards.grant(tx, {
      source: DICE_FEATURE,
      sourceRef: input.sourceRef,
      sourceTitle: input.activity.title,
      playerId: input.playerId,
      prize: input.prize,
    });
    const { prize } = input;
    const bonus = prize.type === 'bonus_fs' || prize.type === 'bonus_deposit';
    return {
      sector: input.sector,
      text: input.text,
      type: prize.type,
      amount: prize.type === 'money' ? prize.amount : null,
      currency: prize.type === 'money' ? prize.currency : null,
      bonusId: bonus ? grant.bonusOfferId : null,
      canBeApplied: bonus && grant.bonusOfferId !== null,
    };
  }

  async #titles(activities: DiceActivityRow[]): Promise<(prize: Prize) => LocalizedText> {
    const known = new Map<string, LocalizedText>();
    for (const activity of activities) {
      for (const { prize } of activity.prizes) {
        if (prize.type !== 'bonus_fs' && prize.type !== 'bonus_deposit') continue;
        const title = await this.#rewards.bonusTitle(prize.templateSlug);
        if (title) known.set(prize.templateSlug, title);
      }
    }
    return (prize) => prizeTitle(prize, 'templateSlug' in prize ? known.get(prize.templateSlug) : undefined);
  }
}
