import type { ukDrops } from './drops-uk.ts';

export const enDrops: typeof ukDrops = {
  title: 'Drops',
  lead: 'Every real-money stake in a drop’s games takes part in a provably fair draw of prizes or stars.',
  loadFailed: 'The drops could not be loaded. Please try again later.',
  none: 'There are no drops right now.',
  running: 'Runs until {{date}}',
  upcoming: 'Starts {{date}}',
  prizesLeft: '{{left}} of {{count}} left',
  starsPerDrop: '{{count}} ★ a drop',
  dropsLeft: 'Drops left: {{count}}',
  odds: 'Stakes from {{minStake}} take part; a stake of {{stake}} wins a drop with a chance of {{tickets}} in {{total}}.',
  notInCurrency: 'This drop does not run in your currency.',
  recent: 'Latest drops',
  noDrops: 'Nothing has dropped yet.',
  winner: 'Player {{winner}}',
  stars: '{{count}} ★',
  mine: 'Your drops',
  verify: 'Verify the draw',
  toast: {
    title: 'Prize drop: {{prize}}',
    text: '{{winner}} wins in “{{campaign}}”. Prizes left: {{left}}.',
    ownTitle: 'You won a drop: {{prize}}!',
    ownText: 'The prize from “{{campaign}}” is yours.',
    starsTitle: 'Star drop: +{{stars}} ★',
    starsText: 'You now have {{balance}} ★ for the lottery.',
  },
};
