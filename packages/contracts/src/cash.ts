import { z } from 'zod';
import {
  DEPOSIT_ACTIONS,
  DEPOSIT_BUTTON_PLACEMENTS,
  PAYMENT_FAILURE_REASONS,
  PAYMENT_METHOD_SLUGS,
  PAYMENT_STATUSES,
  WITHDRAWAL_STATUSES,
} from './cash-codes.ts';
import { CURRENCY_IDS } from './profile-options.ts';
import { currencySchema, languageSchema } from './schemas.ts';
import { idempotencyKeySchema, minorAmountSchema, playerBalanceSchema } from './wallet.ts';

export const currencyIdSchema = z.literal(CURRENCY_IDS);
export const cashLocationSchema = z.enum(['deposit_menu', 'registration', 'open-by-hash-link']);
export type CashLocation = z.infer<typeof cashLocationSchema>;

/** Limits of one method in one currency, in minor units. */
export const methodCurrencySchema = z.object({
  id: currencyIdSchema,
  iso: currencySchema,
  min: z.number().int(),
  max: z.number().int(),
  /** Preset amount chips. */
  presets: z.array(z.number().int()),
});

/** A deposit or withdrawal method (spec section 3, Payment method). */
export const paymentMethodSchema = z.object({
  id: z.number().int(),
  slug: z.enum(PAYMENT_METHOD_SLUGS),
  title: z.string(),
  /** Which provider processes it (`sandbox` in development). */
  provider: z.string(),
  currencies: z.array(methodCurrencySchema).min(1),
  /** ISO 3166-1 alpha-2 countries where the method is offered. */
  countries: z.array(z.string().length(2)),
  addFields: z.object({
    google: z
      .object({
        merchantId: z.string(),
        merchantName: z.string(),
        environment: z.enum(['TEST', 'PRODUCTION']),
      })
      .optional(),
  }),
});
export type PaymentMethod = z.infer<typeof paymentMethodSchema>;

/** `GET /rest/cash/methods/?currencyId=&country=`: deposit methods offered in a currency (and country). */
export const depositMethodsQuerySchema = z.object({
  currencyId: z.coerce.number().pipe(currencyIdSchema),
  country: z.string().length(2).optional(),
});
export const paymentMethodsResponseSchema = z.object({
  success: z.literal(true),
  data: z.array(paymentMethodSchema),
});
export type PaymentMethodsResponse = z.infer<typeof paymentMethodsResponseSchema>;

/** `GET /rest/cash/countries/?lang=`: names in `lang`, else the signed-in player's language, else the site's. */
export const cashCountriesQuerySchema = z.object({ lang: languageSchema.optional() });
/** `GET /rest/cash/countries/`: countries with at least one deposit method. */
export const cashCountriesResponseSchema = z.object({
  success: z.literal(true),
  data: z.array(z.object({ iso: z.string().length(2), name: z.string() })),
});

/** `POST /rest/cash/method/check/` and `POST /rest/cash/output/check/`: would this amount be accepted? */
export const methodCheckRequestSchema = z.object({
  method_id: z.number().int().positive(),
  currency_id: currencyIdSchema,
  amount: minorAmountSchema,
});
export type MethodCheckRequest = z.infer<typeof methodCheckRequestSchema>;
export const methodCheckResponseSchema = z.object({
  success: z.literal(true),
  data: z.object({ min: z.number().int(), max: z.number().int(), fee: z.number().int() }),
});

/** A card the provider tokenized for one-click deposits: only the masked number and expiry are kept. */
export const savedCardSchema = z.object({
  tokenId: z.string(),
  brand: z.string(),
  last4: z.string().length(4),
  expiryMonth: z.number().int(),
  expiryYear: z.number().int(),
});
export type SavedCard = z.infer<typeof savedCardSchema>;

/** `GET /rest/cash/one-click/` (spec section 3, One-click deposit). */
export const oneClickResponseSchema = z.object({
  success: z.literal(true),
  data: z.object({
    currencyPreset: z.array(z.number().int()),
    savedCards: z.array(savedCardSchema),
    lastPayProvider: z.object({ methodId: z.number().int(), tokenId: z.string().nullable() }).nullable(),
  }),
});
export type OneClickResponse = z.infer<typeof oneClickResponseSchema>;

/** What the browser tells the provider for 3-D Secure 2 risk checks. */
export const browserInfoSchema = z.object({
  language: z.string().max(35),
  screenWidth: z.number().int().min(0).max(100_000),
  screenHeight: z.number().int().min(0).max(100_000),
  colorDepth: z.number().int().min(0).max(64),
  timeZoneOffset: z.number().int().min(-1440).max(1440),
  userAgent: z.string().max(2048),
  javaEnabled: z.boolean().default(false),
});
export type BrowserInfo = z.infer<typeof browserInfoSchema>;

/**
 * `POST /rest/cash/input/` (also `POST /rest/cash/`): starts a deposit. A sport-betting bonus is sent as
 * `sport_betting_bonus_id` with `bonus_id` null. `token_id` pays with a saved card (one-click); `save_card` asks the
 * provider to tokenize a new card. The same `idempotency_key` returns the same payment.
 */
const depositFieldsSchema = z.object({
  method_id: z.number().int().positive(),
  currency_id: currencyIdSchema,
  amount: minorAmountSchema,
  bonus_id: z.number().int().positive().nullable().optional(),
  sport_betting_bonus_id: z.number().int().positive().nullable().optional(),
  token_id: z.string().min(1).max(128).optional(),
  save_card: z.boolean().optional(),
  browser_info: browserInfoSchema.optional(),
  location: cashLocationSchema.optional(),
  /** The page's language: the provider's pages (card form, 3-D Secure) speak it; else the player's language. */
  lang: languageSchema.optional(),
  idempotency_key: idempotencyKeySchema,
});

/** A deposit takes a casino bonus or a sport bonus, not both. */
function oneBonusAtMost(request: {
  bonus_id?: number | null;
  sport_betting_bonus_id?: number | null;
}): boolean {
  return !(request.bonus_id && request.sport_betting_bonus_id);
}
const ONE_BONUS_AT_MOST = {
  message: 'a deposit takes a casino bonus or a sport bonus, not both',
  path: ['sport_betting_bonus_id'],
};

export const depositRequestSchema = depositFieldsSchema.refine(oneBonusAtMost, ONE_BONUS_AT_MOST);
export type DepositRequest = z.infer<typeof depositRequestSchema>;

export const paymentSchema = z.object({
  id: z.uuid(),
  status: z.enum(PAYMENT_STATUSES),
  methodId: z.number().int(),
  methodSlug: z.enum(PAYMENT_METHOD_SLUGS),
  amount: z.number().int(),
  currency: currencySchema,
  failureReason: z.enum(PAYMENT_FAILURE_REASONS).nullable(),
  createdAt: z.iso.datetime(),
  completedAt: z.iso.datetime().nullable(),
});
export type Payment = z.infer<typeof paymentSchema>;

/** 3-D Secure challenge to show in a frame; the provider returns to the cash desk when it is done. */
export const authPayloadSchema = z.object({ url: z.string(), paymentId: z.uuid() });
export type AuthPayload = z.infer<typeof authPayloadSchema>;

/**
 * The reply of a deposit start and of a payment status read. `action` says what the cash desk does next:
 * pay-frame (show `data.frameUrl`), 3dsResult (show `authPayload.url`), complete, failed-complete. Google Pay
 * answers `data.form` (paymentId, gatewayMerchantId); Apple Pay `data.payment.id`; a bank transfer
 * `data.bankTransfer` (where and with which reference to pay).
 */
export const depositResponseSchema = z.object({
  success: z.literal(true),
  action: z.enum(DEPOSIT_ACTIONS).nullable(),
  authPayload: authPayloadSchema.optional(),
  data: z.object({
    payment: paymentSchema,
    frameUrl: z.string().optional(),
    form: z.object({ paymentId: z.uuid(), gatewayMerchantId: z.string() }).optional(),
    bankTransfer: z
      .object({
        iban: z.string(),
        beneficiary: z.string(),
        reference: z.string(),
        instructionsUrl: z.string(),
      })
      .optional(),
    balance: playerBalanceSchema.optional(),
  }),
});
export type DepositResponse = z.infer<typeof depositResponseSchema>;

/** `POST /rest/cash/token-pay/`: pays with a saved card (card token and browser info). */
export const tokenPayRequestSchema = depositFieldsSchema
  .extend({ token_id: z.string().min(1).max(128) })
  .refine(oneBonusAtMost, ONE_BONUS_AT_MOST);
export type TokenPayRequest = z.infer<typeof tokenPayRequestSchema>;

/** `POST /trackers/deposits/track/`: which deposit button was pressed, where. */
export const depositTrackRequestSchema = z.object({
  cash_button_name: z.string().min(1).max(64),
  bonus_id: z.number().int().positive().nullable().optional(),
  button_placement: z.enum(DEPOSIT_BUTTON_PLACEMENTS),
});
export type DepositTrackRequest = z.infer<typeof depositTrackRequestSchema>;

export const withdrawalSchema = z.object({
  id: z.uuid(),
  status: z.enum(WITHDRAWAL_STATUSES),
  methodId: z.number().int(),
  methodSlug: z.enum(PAYMENT_METHOD_SLUGS),
  amount: z.number().int(),
  currency: currencySchema,
  /** Where the money goes, masked: `•••• 4242` or the IBAN's last digits. */
  destination: z.string(),
  rejectionReason: z.string().nullable(),
  createdAt: z.iso.datetime(),
  updatedAt: z.iso.datetime(),
});
export type Withdrawal = z.infer<typeof withdrawalSchema>;

/** `GET /rest/cash/output/methods/`: withdrawal methods in the player's currency, with their limits. */
export const withdrawalMethodsResponseSchema = z.object({
  success: z.literal(true),
  data: z.object({
    methods: z.array(paymentMethodSchema),
    savedCards: z.array(savedCardSchema),
    /** Identity verification is approved; withdrawals need it. */
    isVerified: z.boolean(),
    /** A tax ID is needed for this currency and the player has not given one. */
    needsTaxId: z.boolean(),
    balance: playerBalanceSchema,
  }),
});
export type WithdrawalMethodsResponse = z.infer<typeof withdrawalMethodsResponseSchema>;

/**
 * `POST /rest/cash/output/`: requests a withdrawal; the amount moves from the principal to hold at once. Card
 * withdrawals name a saved card (`token_id`), bank transfers an `iban`.
 */
export const withdrawalRequestSchema = z.object({
  method_id: z.number().int().positive(),
  currency_id: currencyIdSchema,
  amount: minorAmountSchema,
  token_id: z.string().min(1).max(128).optional(),
  iban: z
    .string()
    .regex(/^[A-Z]{2}[0-9]{2}[A-Z0-9]{11,30}$/, 'must be an IBAN without spaces')
    .optional(),
  idempotency_key: idempotencyKeySchema,
});
export type WithdrawalRequest = z.infer<typeof withdrawalRequestSchema>;

export const withdrawalResponseSchema = z.object({
  success: z.literal(true),
  data: z.object({ withdrawal: withdrawalSchema, balance: playerBalanceSchema }),
});
export type WithdrawalResponse = z.infer<typeof withdrawalResponseSchema>;

/** `GET /rest/cash/withdrawals/`: the player's withdrawals, newest first. */
export const withdrawalsResponseSchema = z.object({
  success: z.literal(true),
  data: z.array(withdrawalSchema),
});

/** `POST /rest/player/tax-id/`: the player's tax ID (Ukrainian RNOKPP: 10 digits with a check digit). */
export const taxIdRequestSchema = z.object({ taxId: z.string().regex(/^[0-9]{10}$/, 'must be 10 digits') });

/** `{success: true}`: the reply of calls that only acknowledge (tax ID saved, click tracked, popup dismissed). */
export const cashAcknowledgedResponseSchema = z.object({ success: z.literal(true) });

/** `GET /rest/cash/payments/{id}/` and `POST /rest/cash/withdrawals/{id}/cancel/`: a payment or withdrawal id. */
export const cashRecordParamsSchema = z.object({ id: z.uuid() });

/**
 * `GET /rest/cash/app/` (spec: get app cash): everything the cash desk shows first, in the player's currency —
 * the deposit methods, preset chips, one-click data, the balance and the smallest amount any method accepts
 * (null when no method is offered).
 */
export const appCashResponseSchema = z.object({
  success: z.literal(true),
  data: z.object({
    currency: currencySchema,
    currencyId: currencyIdSchema,
    methods: z.array(paymentMethodSchema),
    presets: z.array(z.number().int()),
    oneClick: oneClickResponseSchema.shape.data,
    balance: playerBalanceSchema,
    minDeposit: z.number().int().nullable(),
  }),
});
export type AppCashResponse = z.infer<typeof appCashResponseSchema>;

/**
 * `GET /rest/popups/player/show/payout-cancel/`: the newest pending withdrawal the player has not dismissed the
 * offer to cancel, or null.
 */
export const payoutCancelPopupResponseSchema = z.object({
  success: z.literal(true),
  data: z.object({ withdrawal: withdrawalSchema }).nullable(),
});
export type PayoutCancelPopupResponse = z.infer<typeof payoutCancelPopupResponseSchema>;

/**
 * `POST /rest/popups/player/reject/payout-cancel/` (do not offer it again) and
 * `POST /rest/popups/player/apply/payout-cancel/` (cancel the withdrawal; answers `withdrawalResponseSchema`).
 */
export const payoutCancelDecisionRequestSchema = z.object({ withdrawalId: z.uuid() });
export type PayoutCancelDecisionRequest = z.infer<typeof payoutCancelDecisionRequestSchema>;

const countryCodeSchema = z
  .string()
  .regex(/^[A-Z]{2}$/, 'must be an ISO 3166-1 alpha-2 code')
  .default('UA');
const walletButtonCurrencySchema = currencySchema.default('UAH');

/**
 * `GET /fiserv/google-pay-button/` (spec section 7): the Google Pay button page shown in an iframe for payment
 * `id`. Country and currency default to UA and UAH (spec section 5); the page shows the payment's own amount.
 */
export const googlePayButtonQuerySchema = z.object({
  id: z.uuid(),
  countryCode: countryCodeSchema,
  currencyCode: walletButtonCurrencySchema,
  amount: z.string().max(32).optional(),
  location: cashLocationSchema.optional(),
  merchantName: z.string().max(128).optional(),
  environment: z.enum(['TEST', 'PRODUCTION']).optional(),
  merchantId: z.string().max(128).optional(),
});
export type GooglePayButtonQuery = z.input<typeof googlePayButtonQuerySchema>;

/** `GET /fiserv/apple-pay-button/` (spec section 7): the Apple Pay button page (53 px high) for payment `id`. */
export const applePayButtonQuerySchema = z.object({
  id: z.uuid(),
  countryCode: countryCodeSchema,
  currencyCode: walletButtonCurrencySchema,
  amount: z.string().max(32).optional(),
  location: cashLocationSchema.optional(),
  nameProject: z.string().max(128).optional(),
});
export type ApplePayButtonQuery = z.input<typeof applePayButtonQuerySchema>;
