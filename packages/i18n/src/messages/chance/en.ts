import { enChests } from './chests-en.ts';
import { enDrops } from './drops-en.ts';
import { enJackpots } from './jackpots-en.ts';
import { enLottery } from './lottery-en.ts';
import { enMoneyBox } from './money-box-en.ts';
import { enSevens } from './sevens-en.ts';
import type { ukChance } from './uk.ts';
import { enWheel } from './wheel-en.ts';

export const enChance: typeof ukChance = {
  chests: enChests,
  drops: enDrops,
  jackpots: enJackpots,
  lottery: enLottery,
  moneyBox: enMoneyBox,
  sevens: enSevens,
  dice: {
    title: 'Dice',
    open: 'Dice',
    tabs: { label: 'Dice game', 'daily-dice': 'Daily', 'weekly-dice': 'Sundays' },
    lead: {
      'daily-dice': 'One free throw every day: every total has its prize.',
      'weekly-dice':
        'Every deposit of {{amount}} or more earns a throw. Roll a seven on Sunday and the prize is yours.',
    },
    throw: 'Throw the dice',
    throwing: 'Throwing…',
    deposit: 'Deposit to earn a throw',
    register: 'Sign up and throw',
    notSunday: 'Throws on Sundays only',
    nextIn: 'Next throw: {{when}}',
    triesLeft: 'Throws left: {{count}}',
    attempts: 'Throws made: {{attempts}} of {{max}}',
    depositsToGo: 'Deposits to the next throw: {{count}}',
    won: 'This week’s prize is yours',
    dailyDone: 'Today’s throw is done',
    sum: 'Total: {{sector}}',
    dieLabel: 'Die: {{value}}',
    info: {
      title: 'How to play',
      rules: {
        'daily-dice':
          'Every day you have one throw of two dice. The total decides the prize in the table below.',
        'weekly-dice':
          'Every {{count}} deposit(s) of {{amount}} or more in a week earn a throw, up to {{max}} throws. You throw on Sundays only; a seven wins the prize.',
      },
      fair: 'Every throw is fair and verifiable: it is computed from your seed committed before the throw, and once you change your seed you can check it on the verify page.',
      ok: 'Got it',
      odds: 'Odds and prizes',
      sector: 'Total',
      chance: 'Chance',
      chanceValue: '{{pairs}} in 36',
      prize: 'Prize',
      expected: 'Average money win per throw: {{amount}}',
    },
    result: {
      rewardTitle: 'You won!',
      noPrizeTitle: 'No prize this time',
      claimMoney: 'The money is on your balance',
      toBonuses: 'To my bonuses',
      toCash: 'Deposit with the bonus',
      depositTitle: 'No throws left',
      depositText: 'Make a deposit to earn another throw — up to {{max}} a week.',
      limitTitle: 'All of this week’s throws are used',
      limitText: 'You have used all {{max}} throws. New ones count from Monday; throw again on Sunday.',
      retryTitle: 'Not a seven',
      retryText: 'Throws left: {{count}}. Try again!',
      retry: 'Throw again',
      close: 'Close',
      verify: 'Verify this throw',
      fairness: 'Server seed hash {{hash}}, nonce {{nonce}}',
    },
    loadFailed: 'The dice could not be loaded. Please try again later.',
  },
  verify: {
    title: 'Verify a chance draw',
    lead: 'A throw of the daily or Sunday dice is the first two values of HMAC-SHA256(server seed, "client seed:nonce:0"). A wheel’s spin and a chest’s prize are a ticket drawn from the same stream below the odds table’s total weight: the segment, or the prize line, that owns the ticket wins; a jackpot’s trigger is a ticket below 1,000,000,000, won when the stake holds it. Paste the draw’s seeds and nonce, or, signed in, reveal your server seed with the button below.',
    kind: {
      label: 'What to verify',
      dice: 'Dice',
      wheel: 'Wheel',
      chest: 'Chest',
      jackpot: 'Jackpot',
      drop: 'Drop',
    },
    weights: 'Weights of the odds table',
    weightsHint: 'In the table’s order, separated by commas, as the wheel or the chest publishes them.',
    weightsError: 'Whole numbers from 1, at least two, separated by commas.',
    tickets: 'Tickets the stake held',
    ticketsHint:
      'Of 1,000,000,000, as the jackpot draw records them: the stake in minor units times the jackpot’s tickets per minor unit.',
    ticketsError: 'A whole number from 0 to 1,000,000,000.',
    prizesLeft: 'Prizes left per line',
    prizesLeftHint: 'As the drop’s draw recorded them, in the table’s order; empty for a star drop.',
    prizesLeftError: 'Whole numbers from 0, separated by commas.',
    outcome: {
      wheel: 'Segment {{segment}}: ticket {{ticket}} of {{total}}',
      chest: 'Prize line {{segment}}: ticket {{ticket}} of {{total}}',
      jackpotWon: 'Ticket {{ticket}} of 1,000,000,000 is below {{tickets}}: the stake won the jackpot',
      jackpotLost: 'Ticket {{ticket}} of 1,000,000,000 is not below {{tickets}}: no jackpot',
      dropWon: 'Ticket {{ticket}} of 1,000,000,000 is below {{tickets}}: the stake won a drop',
      dropLost: 'Ticket {{ticket}} of 1,000,000,000 is not below {{tickets}}: no drop',
      dropPick: 'Prize line {{line}}: ticket {{ticket}} of the {{total}} prizes left',
    },
    reveal: 'Reveal my server seed',
    revealNote: {
      idle: 'If the seed is still in play it is revealed, and your next throws come from a new seed.',
      revealing: 'Revealing…',
      revealed: 'The server seed is filled in and checked.',
      'not-yours': 'This hash is not one of your seeds.',
      failed: 'The seed could not be revealed. Please try again.',
    },
    drawPrefill: {
      loading: 'Loading your draw…',
      loaded: 'Your draw is filled in. If its server seed is still in play, reveal it to check the result.',
      'sign-in': 'Sign in to verify your draw: its seeds are yours alone.',
      'not-found': 'This draw is not one of yours.',
      failed: 'Your draw could not be loaded. Please try again.',
    },
  },
  wheel: enWheel,
  errors: {
    dice_throw_unavailable: 'You cannot throw right now.',
    dice_activity_not_found: 'This game is not available right now.',
    wheel_no_spins: 'Today’s spins are done.',
    wheel_not_found: 'The wheel is not available right now.',
    wheel_prize_not_found: 'This prize was not found.',
    unknown: 'Something went wrong. Please try again.',
  },
};
