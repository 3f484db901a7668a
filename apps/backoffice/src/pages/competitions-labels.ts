import type {
  CompetitionKind,
  CompetitionMode,
  CompetitionProduct,
  CompetitionState,
  RewardType,
} from '@casino/contracts';

/** The console's words for a competition's codes. */
export const KIND_LABELS: Record<CompetitionKind, string> = {
  tournament: 'Tournament',
  race: 'Race',
  'special-race': 'Special race',
  promo: 'Promo tournament',
};

export const PRODUCT_LABELS: Record<CompetitionProduct, string> = {
  casino: 'Casino games',
  sports: 'Sports bets',
};

export const MODE_LABELS: Record<CompetitionMode, string> = {
  wins: 'Wins',
  bets: 'Bets',
  wins_extended: 'Win multipliers',
};

/** What each mode scores, said beside the choice. */
export const MODE_HINTS: Record<CompetitionMode, string> = {
  wins: 'Points are the money won',
  bets: 'Points are the money staked',
  wins_extended: 'Points are each round’s win multiplier',
};

export const STATE_LABELS: Record<CompetitionState, string> = {
  soon: 'Soon',
  active: 'Active',
  closed: 'Closed',
};

export const PRIZE_TYPE_LABELS: Record<RewardType, string> = {
  money: 'Money',
  bonus_fs: 'Free-spin bonus',
  bonus_deposit: 'Deposit bonus',
  lottery_ticket: 'Lottery tickets',
  coins: 'Coins',
  entries: 'Entries',
  rank_league_booster: 'Rank league booster',
  material: 'Material prize',
  none: 'No prize',
};
