import type { PaymentFailureReason } from '@casino/contracts';
import type { CardFieldError } from '../../card-validation.ts';
import type { CardBehaviour } from '../../test-cards.ts';

/**
 * Everything the payer's pages say, in one language. The provider owns these words: it is a separate company in
 * spirit and speaks the language the merchant named for the payment, not through the casino's catalogues.
 */
export interface PageTexts {
  /** The header's badge on the provider's and the bank's pages, and on the simulated wallet sheets. */
  testModeBadge: string;
  simulatedBadge: string;
  footer: string;
  amount: string;
  card: string;
  /** A card whose brand the provider does not know. */
  unknownBrand: string;
  /** The accessible name of the amount box. */
  paymentSummary: string;
  order: (reference: string) => string;
  cardPage: {
    title: string;
    amountToPay: string;
    checkFields: string;
    number: string;
    expiry: string;
    expiryPlaceholder: string;
    securityCode: string;
    holder: string;
    holderPlaceholder: string;
    willBeSaved: string;
    pay: (amount: string) => string;
    testCards: string;
    testCardsHint: string;
  };
  cardErrors: Record<CardFieldError, string>;
  /** What each test card does, beside it on the card page and the wallet sheets. */
  testCards: Record<CardBehaviour, string>;
  challenge: {
    heading: string;
    intro: string;
    date: string;
    code: string;
    confirm: string;
    cancel: string;
    enterCode: string;
    hint: string;
  };
  wallet: {
    payee: string;
    payWithCard: string;
    pay: (wallet: string) => string;
    cancel: string;
    hint: (wallet: string) => string;
  };
  bank: {
    title: string;
    heading: string;
    intro: string;
    beneficiary: string;
    reference: string;
    payBy: string;
    simulate: string;
    hint: string;
  };
  done: {
    succeeded: string;
    failed: string;
    thanks: string;
    failures: Record<PaymentFailureReason, string>;
    returning: string;
    continue: string;
  };
  notFound: { title: string; text: string };
}
