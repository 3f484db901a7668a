import type { Clock } from '../../platform/clock.ts';
import type { Db } from '../../platform/db/database.ts';
import type { Cash } from '../cash/index.ts';
import type { WalletService } from '../wallet/index.ts';
import type { BonusPlayer } from './bonus-players.ts';
import { amountIn } from './bonus-terms.ts';
import { bonusErrors } from './bonuses.errors.ts';
import type { BonusTemplateRow, PlayerBonusRow } from './bonuses.repository.ts';

const DAY_MS = 24 * 60 * 60 * 1000;

export interface ActivationSources {
  clock: Clock;
  wallet: Pick<WalletService, 'balance'>;
  deposits: Pick<Cash, 'lastDepositAt'>;
}

/**
 * What a template asks of the player at the moment its bonus is taken or activated (spec section 7, apply cash
 * bonus): real money no higher than its balance limit (the balance-limit modal), and a deposit within its days
 * (the deposit-required popup).
 */
export async function assertMayActivate(
  sources: ActivationSources,
  executor: Db,
  player: Pick<BonusPlayer, 'id' | 'currency'>,
  template: BonusTemplateRow,
): Promise<void> {
  const { clock, wallet, deposits } = sources;
  const { maxBalanceForActivation, daysSinceLastDeposit } = template.eligibility;
  const maxBalance = amountIn(maxBalanceForActivation, player.currency);
  if (maxBalance !== null) {
    const { principal } = await wallet.balance(player.id, player.currency, executor);
    if (principal > maxBalance) throw bonusErrors.balanceTooHigh(maxBalance);
  }
  if (daysSinceLastDeposit !== null) {
    const last = await deposits.lastDepositAt(executor, player.id);
    const since = clock.now().getTime() - daysSinceLastDeposit * DAY_MS;
    if (!last || last.getTime() < since) throw bonusErrors.requiresDeposit(daysSinceLastDeposit);
  }
}

/**
 * A deposit bonus allowed after its deposit (`AllowedWithDeposit`) is activated only while the deposit is still
 * on the real balance: a player may not play the deposit first and ask for its bonus once it went well or badly.
 */
export async function assertDepositUnplayed(
  wallet: Pick<WalletService, 'balance'>,
  executor: Db,
  bonus: Pick<PlayerBonusRow, 'playerId' | 'currency' | 'source' | 'depositAmount'>,
): Promise<void> {
  if (bonus.source !== 'deposit') return;
  const { principal } = await wallet.balance(bonus.playerId, bonus.currency, executor);
  if (principal < bonus.depositAmount) throw bonusErrors.depositPlayed();
}
