import {
  appCashResponseSchema,
  cashAcknowledgedResponseSchema,
  cashCountriesQuerySchema,
  cashCountriesResponseSchema,
  cashRecordParamsSchema,
  depositMethodsQuerySchema,
  depositRequestSchema,
  depositResponseSchema,
  depositTrackRequestSchema,
  methodCheckRequestSchema,
  methodCheckResponseSchema,
  oneClickResponseSchema,
  paymentMethodsResponseSchema,
  tokenPayRequestSchema,
} from '../cash.ts';
import { endpoint } from './endpoint.ts';

/**
 * The deposit side of the cash desk: the methods and countries anyone may see, then for the signed-in player the
 * amount check, one-click data, the desk's opening data, starting a deposit (`/rest/cash/input/` and `/rest/cash/`
 * are the same call under the spec's two names; token pay with a saved card) and reading a payment while the desk
 * waits for it. Another player's payment id is 404. Beside them, the tracker of pressed deposit buttons, which
 * records guests' presses too.
 */
export const CASH_DEPOSIT_ENDPOINTS = {
  methods: endpoint({
    method: 'GET',
    path: '/rest/cash/methods/',
    auth: 'public',
    summary: 'The deposit methods offered in a currency, and in a country when one is given',
    input: { query: depositMethodsQuerySchema },
    reply: paymentMethodsResponseSchema,
  }),
  countries: endpoint({
    method: 'GET',
    path: '/rest/cash/countries/',
    auth: 'public',
    summary: "The countries with a deposit method, named in the asked language or else the player's",
    input: { query: cashCountriesQuerySchema },
    reply: cashCountriesResponseSchema,
  }),
  check: endpoint({
    method: 'POST',
    path: '/rest/cash/method/check/',
    auth: 'player',
    summary: 'Whether an amount can be deposited by a method, with its limits and fee',
    input: { body: methodCheckRequestSchema },
    reply: methodCheckResponseSchema,
  }),
  oneClick: endpoint({
    method: 'GET',
    path: '/rest/cash/one-click/',
    auth: 'player',
    summary: "The preset amounts, the player's saved cards and the method they last paid with",
    input: {},
    reply: oneClickResponseSchema,
  }),
  desk: endpoint({
    method: 'GET',
    path: '/rest/cash/app/',
    auth: 'player',
    summary:
      'Everything the cash desk shows first: methods, presets, one-click data, balance, smallest deposit',
    input: {},
    reply: appCashResponseSchema,
  }),
  start: endpoint({
    method: 'POST',
    path: '/rest/cash/input/',
    auth: 'player',
    summary:
      'Starts a deposit; the reply says what comes next (payment page, 3-D Secure, bank details, result)',
    input: { body: depositRequestSchema },
    reply: depositResponseSchema,
  }),
  startAtRoot: endpoint({
    method: 'POST',
    path: '/rest/cash/',
    auth: 'player',
    summary: 'Starts a deposit, as /rest/cash/input/ does',
    input: { body: depositRequestSchema },
    reply: depositResponseSchema,
  }),
  tokenPay: endpoint({
    method: 'POST',
    path: '/rest/cash/token-pay/',
    auth: 'player',
    summary: 'Starts a deposit paid with a saved card',
    input: { body: tokenPayRequestSchema },
    reply: depositResponseSchema,
  }),
  payment: endpoint({
    method: 'GET',
    path: '/rest/cash/payments/:id/',
    auth: 'player',
    summary: "One of the player's payments, with the step the deposit is at now",
    input: { params: cashRecordParamsSchema },
    reply: depositResponseSchema,
  }),
  trackDepositButton: endpoint({
    method: 'POST',
    path: '/trackers/deposits/track/',
    auth: 'optional',
    summary: 'Records a pressed deposit button and where it sits, by the signed-in player or a guest',
    input: { body: depositTrackRequestSchema },
    reply: cashAcknowledgedResponseSchema,
  }),
};
