import type {
  BrowserInfo,
  Currency,
  Language,
  PaymentFailureReason,
  PaymentMethodSlug,
  SavedCard,
} from '@casino/contracts';

/**
 * What the cash desk needs from a payment service provider. The sandbox implements it over HTTP
 * (`providers/sandbox-client.ts`); a real provider plugs in behind the same interface. Card numbers never reach
 * the casino: they are typed into the provider's hosted page, and saved cards come back as tokens.
 */
export interface PaymentProvider {
  /** The provider's name in the ledger (its clearing account) and in method configuration. */
  readonly id: string;

  /** Starts a deposit. The casino's payment id is the provider's merchant reference and idempotency key. */
  startPayment(request: StartPaymentRequest): Promise<PaymentStart>;

  /**
   * Checks a notification's signature over the raw body and parses it. Throws `ProviderSignatureError` when the
   * signature is missing, wrong or stale: nothing may be credited from it.
   */
  verifyNotification(
    rawBody: Buffer,
    headers: Record<string, string | string[] | undefined>,
  ): PaymentNotification;

  /** Sends a paid withdrawal out. The casino's withdrawal id is the idempotency key: a retry pays once. */
  payout(request: PayoutRequest): Promise<PayoutResult>;

  /**
   * Returns a succeeded deposit to where it came from, by the provider's payment id; a repeat is a no-op. Throws
   * when the provider did not do it (the caller retries).
   */
  refund(providerPaymentId: string): Promise<void>;
}

export interface StartPaymentRequest {
  /** The casino's payment id (uuid). */
  paymentId: string;
  method: PaymentMethodSlug;
  amount: number;
  currency: Currency;
  playerId: number;
  /** A saved card to charge (one-click, token pay). */
  cardToken?: string;
  /** Ask the provider to tokenize the card typed on its hosted page. */
  saveCard: boolean;
  browserInfo?: BrowserInfo;
  /** The language the provider's pages (card form, 3-D Secure, wallet sheet) speak to the player. */
  language: Language;
  /** Where the provider's pages send the browser when the payment ends (the casino's success or fail route). */
  returnUrls: { success: string; fail: string };
  /** Where the provider posts its notifications. */
  notificationUrl: string;
}

/** How a deposit continues after the start. */
export type PaymentStart =
  | { kind: 'hosted-page'; providerPaymentId: string; url: string }
  | { kind: 'challenge'; providerPaymentId: string; url: string }
  /** Google Pay or Apple Pay: the wallet sheet at `url` authorizes the payment. */
  | { kind: 'wallet'; providerPaymentId: string; gatewayMerchantId: string; url: string }
  | {
      kind: 'bank-transfer';
      providerPaymentId: string;
      iban: string;
      beneficiary: string;
      reference: string;
      instructionsUrl: string;
    }
  /** Decided at once (a saved card without a challenge); the notification still carries the credit. */
  | {
      kind: 'decided';
      providerPaymentId: string;
      status: 'succeeded' | 'failed';
      failureReason?: PaymentFailureReason;
    };

/** A signed notification: the only thing that can complete a deposit. */
export interface PaymentNotification {
  /** The provider's notification id: the same notification may arrive many times. */
  notificationId: string;
  paymentId: string;
  providerPaymentId: string;
  status: 'succeeded' | 'failed' | 'pending';
  amount: number;
  currency: Currency;
  failureReason?: PaymentFailureReason;
  /** A card the provider tokenized during this payment, when the player asked to save it. */
  savedCard?: SavedCard;
  /** When the provider produced it; notifications may arrive out of order. */
  occurredAt: Date;
}

export interface PayoutRequest {
  withdrawalId: string;
  amount: number;
  currency: Currency;
  destination: { cardToken: string } | { iban: string };
}

export type PayoutResult =
  | { status: 'paid'; providerPayoutId: string }
  | { status: 'failed'; reason: string };

/** A notification whose signature does not verify: answered 401, never credited. */
export class ProviderSignatureError extends Error {
  constructor(reason: string) {
    super(`Notification signature refused: ${reason}`);
    this.name = 'ProviderSignatureError';
  }
}
