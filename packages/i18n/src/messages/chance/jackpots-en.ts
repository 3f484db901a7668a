import type { ukJackpots } from './jackpots-uk.ts';

export const enJackpots: typeof ukJackpots = {
  title: 'Jackpots',
  lead: 'Every real-money stake in a jackpot’s games grows it, and may win all of it.',
  loadFailed: 'The jackpots could not be loaded. Please try again later.',
  none: 'There is no jackpot in your currency right now.',
  live: 'In the jackpot now',
  rules: {
    title: 'Rules',
    share: '{{share}} of every real-money stake goes into the jackpot.',
    seed: 'After a win the jackpot starts again from {{amount}}.',
    odds: 'A stake of {{stake}} wins the jackpot with a chance of {{tickets}} in {{total}}; a bigger stake has a proportionally bigger chance.',
    fair: 'Every stake gets its own provably fair draw from your seeds: check it on the verify page.',
    games: 'Jackpot games',
  },
  wins: {
    title: 'Latest wins',
    none: 'Nobody has won the jackpot yet.',
    winner: 'Player {{winner}}',
  },
  ticker: 'Jackpot: {{amount}}',
  won: {
    title: 'You won the jackpot: {{amount}}!',
    text: 'The whole pool is on your balance. Your stake’s draw decided it: check it yourself.',
    verify: 'Verify the draw',
  },
};
