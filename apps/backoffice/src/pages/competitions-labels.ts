import type {
  CompetitionKind,
  CompetitionMode,
  CompetitionProduct,
  CompetitionState,
} from '@casino/contracts';
import type { PrizeList } from './competitions-form';

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

/**
 * Each list of prize places: its card's title, what its rows and their places are called (the inputs' names), and
 * when it is paid.
 */
export const PRIZE_LIST_LABELS: Record<
  PrizeList,
  { title: string; rows: string; place: string; hint?: string }
> = {
  prizes: { title: 'Prizes', rows: 'Prize places', place: 'place' },
  stagePrizes: {
    title: 'Stage prizes',
    rows: 'Stage prize places',
    place: 'stage place',
    hint: 'Paid to the places of each stage as it closes',
  },
  stageLotteryTicketPrizes: {
    title: 'Stage lottery tickets',
    rows: 'Stage ticket places',
    place: 'stage ticket place',
    hint: 'Lottery tickets for the places of each stage as it closes, on top of its prizes',
  },
  additionalPrizes: {
    title: 'Prizes for the biggest multiplier',
    rows: 'Multiplier prize places',
    place: 'multiplier place',
    hint: 'Paid at the close by the board of each player’s best single-round multiplier',
  },
};
