import type { Db } from '../../platform/db/database.ts';
import type { RelayedEventOf } from '../../platform/events/relayed-event.ts';
import type { WalletService } from '../wallet/index.ts';
import type { BonusLifecycle } from './bonus-lifecycle.ts';
import { countedStake } from './bonus-terms.ts';
import { isSpinning } from './bonus-view.ts';
import type { BonusesRepository, PlayerBonusRow } from './bonuses.repository.ts';

interface Deps {
  repository: BonusesRepository;
  lifecycle: BonusLifecycle;
  wallet: Pick<WalletService, 'balance'>;
}

/**
 * Wagering from the event stream (decision 027). Each stake made while a bonus is active counts towards it once,
 * weighted by the contribution its own terms give the game kind (a stake whose event carries no game kind counts
 * nothing, and so does a stake made before the bonus was activated, relayed late); a rolled-back bet's stake is
 * taken off again. The stake that wagers a bonus through converts it; a round that leaves an unwagered bonus with
 * nothing on the bonus balance ends it as lost; bonus money landing while no bonus is active (a win or a refund
 * of a bonus canceled mid-round) is forfeited.
 */
export class Wagering {
  readonly #deps: Deps;

  constructor(deps: Deps) {
    this.#deps = deps;
  }

  async staked(tx: Db, event: RelayedEventOf<'BetPlaced'>): Promise<void> {
    const { repository, lifecycle } = this.#deps;
    const { playerId } = event;
    const stake = event.payload;
    // Most stakes are made without a bonus: one read, no lock.
    if (!(await repository.activeBonus(tx, playerId, stake.currency))) return;
    await repository.lockPlayer(tx, playerId);
    const active = await repository.activeBonus(tx, playerId, stake.currency);
    // A free-spin bonus has nothing to wager until its spins end: stakes meanwhile are the player's own.
    if (!active || !isStakeOf(active.bonus, stake.transferId) || isSpinning(active)) return;
    const bonus = await repository.countStake(tx, {
      playerBonusId: active.bonus.id,
      transferId: stake.transferId,
      provider: stake.provider,
      roundId: stake.roundId,
      stake: stake.amount,
      counted: countedStake(stake.amount, active.bonus.contributions, stake.gameKind),
    });
    if (!bonus) return;
    const wagering = await lifecycle.startWagering(tx, { bonus, template: active.template });
    if (bonus.wagered >= bonus.wageringRequired) await lifecycle.complete(tx, wagering);
  }

  /**
   * A bet refunded (one of a round's, or its last): its counted stake comes off the bonus it counted for, and
   * the bonus part of the refund is forfeited when no bonus is active any more.
   */
  async rolledBack(tx: Db, event: RelayedEventOf<'BetRolledBack'>): Promise<void> {
    const { repository, lifecycle } = this.#deps;
    const { playerId } = event;
    const bet = event.payload;
    await repository.lockPlayer(tx, playerId);
    await repository.uncountStake(tx, playerId, bet);
    if (!(await repository.activeBonus(tx, playerId, bet.currency))) {
      await lifecycle.forfeitLateWin(tx, playerId, bet.currency, String(event.id));
    }
  }

  async settled(tx: Db, event: RelayedEventOf<'RoundSettled'>): Promise<void> {
    const { repository, lifecycle, wallet } = this.#deps;
    const { playerId } = event;
    const round = event.payload;
    const bonusMoney = async () => (await wallet.balance(playerId, round.currency, tx)).bonus;
    // Most rounds need nothing, which two reads without the lock tell: played without a bonus and leaving no bonus
    // money, or played while a bonus is active with bonus money left (not lost, no late win). What changes that
    // after these reads comes with events of its own, handed over after this one: a stake spending the bonus money
    // with its round's settlement, a win landing after the bonus closed with its own.
    const bonusActive = (await repository.activeBonus(tx, playerId, round.currency)) !== undefined;
    const bonusMoneyLeft = (await bonusMoney()) > 0;
    if (bonusActive === bonusMoneyLeft) return;
    await repository.lockPlayer(tx, playerId);
    const active = await repository.activeBonus(tx, playerId, round.currency);
    if (!active) {
      await lifecycle.forfeitLateWin(tx, playerId, round.currency, String(event.id));
      return;
    }
    const { bonus } = active;
    if (round.status === 'closed' && bonus.wagered < bonus.wageringRequired && (await bonusMoney()) === 0) {
      await lifecycle.lose(tx, active);
    }
  }
}

/** Whether a stake was made while the bonus was active: after the transfer that granted it its money. */
function isStakeOf(bonus: PlayerBonusRow, transferId: number): boolean {
  return bonus.grantTransferId === null || transferId > bonus.grantTransferId;
}
