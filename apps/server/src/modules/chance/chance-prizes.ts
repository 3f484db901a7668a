import type { ChancePrize, Currency, Prize } from '@casino/contracts';

/** A chance table's prize as the player wins it: a money prize in their currency; null when it has no amount there. */
export function prizeInCurrency(prize: ChancePrize, currency: Currency): Prize | null {
  if (prize.type !== 'money') return prize;
  const amount = prize.amounts[currency];
  return amount ? { type: 'money', amount, currency } : null;
}
