import type { PaymentFailureReason } from '@casino/contracts';

/** How a card answers a charge in the sandbox. Kept with a saved card instead of its number. */
export type CardBehaviour = 'approve' | 'challenge' | 'decline' | 'insufficient_funds';

/** A documented test card; the pages say what it does in the payment's language. */
export interface TestCard {
  number: string;
  behaviour: CardBehaviour;
}

/** The documented test cards (any future expiry, any CVV); every other Luhn-valid number is approved. */
export const TEST_CARDS: readonly TestCard[] = [
  { number: '4242424242424242', behaviour: 'approve' },
  { number: '4000000000003220', behaviour: 'challenge' },
  { number: '4000000000000002', behaviour: 'decline' },
  { number: '4000000000009995', behaviour: 'insufficient_funds' },
];

/** Cards a simulated Google Pay or Apple Pay sheet offers: wallets authenticate on the device, not by 3-D Secure. */
export const WALLET_CARDS: readonly TestCard[] = TEST_CARDS.filter((card) => card.behaviour !== 'challenge');

/** The one code the sandbox's 3-D Secure challenge accepts. */
export const CHALLENGE_CODE = '1234';

export function behaviourOf(cardNumber: string): CardBehaviour {
  return TEST_CARDS.find((card) => card.number === cardNumber)?.behaviour ?? 'approve';
}

/** What charging a card of this behaviour leads to. */
export type ChargeOutcome =
  | { state: 'succeeded' }
  | { state: 'requires_challenge' }
  | { state: 'failed'; reason: PaymentFailureReason };

export function chargeOutcome(behaviour: CardBehaviour): ChargeOutcome {
  switch (behaviour) {
    case 'approve':
      return { state: 'succeeded' };
    case 'challenge':
      return { state: 'requires_challenge' };
    case 'decline':
      return { state: 'failed', reason: 'declined' };
    case 'insufficient_funds':
      return { state: 'failed', reason: 'insufficient_funds' };
  }
}
