import type { ukSevens } from './sevens-uk.ts';

export const enSevens: typeof ukSevens = {
  badge: 'Must-drop jackpot',
  mustDropBefore: 'Must drop before {{amount}}',
  loadFailed: 'The must-drop jackpot could not be loaded. Please try again later.',
  yourPart: 'Your stakes in this round: {{amount}}',
  signInForPart: 'Sign in to see what your stakes put in.',
  rules:
    '{{share}} of every real-money stake in the jackpot’s games goes into it. A round opens at {{seed}}; the stake that takes the jackpot to its drop point, fixed in advance, wins all of it.',
  commitment: 'This round’s drop point is committed: the SHA-256 of its seed',
  commitmentPending: 'The round opens with the first stake.',
  drops: {
    title: 'Latest drops',
    none: 'The jackpot has not dropped yet.',
    winner: 'Player {{winner}}',
    verify: 'Verify',
    verified: 'The seed gives the hash {{hash}} and the drop point {{amount}}: they match.',
    mismatch: 'The seed does not match the published hash or drop point.',
    seed: 'Seed: {{seed}}',
  },
  won: {
    title: 'The must-drop jackpot is yours!',
    text: 'You won {{amount}}. The money is on your balance.',
    close: 'Great',
  },
};
