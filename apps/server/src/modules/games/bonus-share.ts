/**
 * The part of a win paid to the bonus balance (decision 027): the round's share of bonus money in its stake,
 * `bonusStake / stake`, rounded down; the rest of the win is real money. Worked in big integers, since a win
 * times a stake may pass the largest safe number.
 */
export function bonusShareOf(win: number, round: { stake: number; bonusStake: number }): number {
  if (round.stake === 0 || round.bonusStake === 0) return 0;
  return Number((BigInt(win) * BigInt(round.bonusStake)) / BigInt(round.stake));
}
