import type { BalanceHold, Currency, MoneyBox } from '@casino/contracts';

/** What the wallet's inner balance `show` answers: the balance with every active hold. */
export interface InnerBalance {
  currency: Currency;
  principal: number;
  holds: readonly BalanceHold[];
  holdTransactionLimit: number;
}

/**
 * The money box as the player sees it: their balance holds (dated or parked), never a withdrawal's hold, which
 * belongs to the cash desk. A held amount is due once its date has passed; a parked one is due at any time.
 */
export function moneyBoxOf(inner: InnerBalance, now: Date): MoneyBox {
  const holdAmounts = inner.holds
    .filter((hold) => hold.kind !== 'withdrawal' && hold.status === 'active')
    .map((hold) => ({
      transactionId: hold.transactionId,
      amount: hold.amount,
      holdTill: hold.holdTill,
      createdAt: hold.createdAt,
      due: hold.holdTill === null || Date.parse(hold.holdTill) <= now.getTime(),
    }));
  return {
    currency: inner.currency,
    balance: holdAmounts.reduce((sum, hold) => sum + hold.amount, 0),
    principal: inner.principal,
    holdAmounts,
    holdTransactionLimit: inner.holdTransactionLimit,
  };
}
