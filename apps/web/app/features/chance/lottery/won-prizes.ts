import type { LotteryPrizeClaim } from '@casino/contracts';

/** What a prize taken for tickets won, for its toast: the prizes' names in the reader's language. */
export function wonPrizesText(claims: readonly Pick<LotteryPrizeClaim, 'prize'>[]): string {
  return claims.map((claim) => claim.prize.title).join(', ');
}
