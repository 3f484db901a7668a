import {
  moneyBoxAddBodySchema,
  moneyBoxChangeResponseSchema,
  moneyBoxCollectBodySchema,
  moneyBoxResponseSchema,
  piggyBankBreakResponseSchema,
  piggyBankInfoResponseSchema,
  piggyBankPageResponseSchema,
} from '../money-box.ts';
import { endpoint } from './endpoint.ts';

/**
 * The money box (spec section 7: get data, collect by transaction id, add a held amount, withdraw) over the
 * wallet's balance holds, and the piggy bank (info, break, page data). The spec names the calls, not their paths:
 * these are ours. Collecting, withdrawing and breaking answer 444 to a self-excluded player.
 */
export const MONEY_BOX_ENDPOINTS = {
  moneyBox: endpoint({
    method: 'GET',
    path: '/rest/money-box/',
    auth: 'player',
    summary: 'The money box: the held amounts with their dates, their sum and how many may be held at once',
    input: {},
    reply: moneyBoxResponseSchema,
  }),
  moneyBoxAdd: endpoint({
    method: 'POST',
    path: '/rest/money-box/add/',
    auth: 'player',
    summary: 'Sets an amount of the playable money aside in the box, until a date or until collected',
    input: { body: moneyBoxAddBodySchema },
    reply: moneyBoxChangeResponseSchema,
  }),
  moneyBoxCollect: endpoint({
    method: 'POST',
    path: '/rest/money-box/collect/',
    auth: 'player',
    summary: 'Brings one due held amount back to the playable money, by its transaction id (once)',
    input: { body: moneyBoxCollectBodySchema },
    reply: moneyBoxChangeResponseSchema,
  }),
  moneyBoxWithdraw: endpoint({
    method: 'POST',
    path: '/rest/money-box/withdraw/',
    auth: 'player',
    summary: 'Brings every due held amount back to the playable money',
    input: {},
    reply: moneyBoxChangeResponseSchema,
  }),
};

export const PIGGY_BANK_ENDPOINTS = {
  piggyBankInfo: endpoint({
    method: 'GET',
    path: '/rest/piggy-bank/info/',
    auth: 'player',
    summary: 'The piggy bank: its games, status, amount, bounds and latest top-up',
    input: {},
    reply: piggyBankInfoResponseSchema,
  }),
  piggyBankBreak: endpoint({
    method: 'POST',
    path: '/rest/piggy-bank/break/',
    auth: 'player',
    summary:
      'Breaks the piggy bank when full or at its minimum: its amount paid as real money, once per fill',
    input: {},
    reply: piggyBankBreakResponseSchema,
  }),
  piggyBankPage: endpoint({
    method: 'GET',
    path: '/rest/piggy-bank/page/',
    auth: 'player',
    summary: 'The piggy bank with the player’s latest breaks',
    input: {},
    reply: piggyBankPageResponseSchema,
  }),
};
