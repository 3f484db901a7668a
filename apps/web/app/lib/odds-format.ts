/** Decimal odds as betting slips write them: the contracts' one writing, shared by the sportsbook and the bonuses. */
export { formatOdds } from '@casino/contracts';
