import type {
  BrowserInfo,
  CashLocation,
  CurrencyId,
  DepositRequest,
  Language,
  PaymentMethodSlug,
  SavedCard,
  TokenPayRequest,
} from '@casino/contracts';
import type { ChosenDepositBonus } from './deposit-bonus-choice';

/** What the player asked to pay. */
export interface DepositChoice {
  methodId: number;
  slug: PaymentMethodSlug;
  amount: number;
  card: SavedCard | null;
  saveCard: boolean;
  /** The deposit bonus chosen for this deposit, casino or sport; null for none. */
  bonus: ChosenDepositBonus | null;
}

/** The call a deposit starts with: a saved card pays by its token (one-click), anything else starts a payment. */
export type DepositCall =
  | { kind: 'tokenPay'; request: TokenPayRequest }
  | { kind: 'start'; request: DepositRequest };

/**
 * The bonus's fields of the request (decision 033): a casino bonus as `bonus_id`, a sport one as
 * `sport_betting_bonus_id` with `bonus_id` null, as the spec sends it. Never both: the server refuses them with 422.
 */
function bonusFields(
  bonus: ChosenDepositBonus | null,
): Pick<DepositRequest, 'bonus_id' | 'sport_betting_bonus_id'> {
  if (bonus === null) return {};
  if (bonus.source === 'sport') return { bonus_id: null, sport_betting_bonus_id: bonus.id };
  return { bonus_id: bonus.id };
}

/**
 * The request for the player's choice: the method, the amount, the bonus chosen (left out for none: the server
 * grants it once the deposit is credited), the browser's details for 3-D Secure, the page's language
 * (the provider's card page and challenge speak it) and the call's own idempotency key; a saved card's token, or
 * the wish to save a new card.
 */
export function depositCall(
  choice: DepositChoice,
  context: {
    currencyId: CurrencyId;
    location: CashLocation;
    idempotencyKey: string;
    browserInfo: BrowserInfo;
    lang: Language;
  },
): DepositCall {
  const request: DepositRequest = {
    method_id: choice.methodId,
    currency_id: context.currencyId,
    amount: choice.amount,
    location: context.location,
    idempotency_key: context.idempotencyKey,
    browser_info: context.browserInfo,
    lang: context.lang,
    ...bonusFields(choice.bonus),
  };
  if (choice.card) return { kind: 'tokenPay', request: { ...request, token_id: choice.card.tokenId } };
  return {
    kind: 'start',
    request: { ...request, ...(choice.slug === 'card' ? { save_card: choice.saveCard } : {}) },
  };
}
