import {
  bonusAcknowledgedResponseSchema,
  bonusLanguageQuerySchema,
  bonusResponseSchema,
} from '../bonuses.ts';
import {
  birthdayOfferResponseSchema,
  landingBonusBodySchema,
  lastDailyResponseSchema,
  welcomePackResponseSchema,
} from '../recurring-bonuses.ts';
import { endpoint } from './endpoint.ts';

/**
 * The bonuses a player is given by the calendar or by how they came (decision 027, as built): the birthday bonus,
 * the daily bonus, a landing's no-deposit bonus and the welcome chain. Every call acts on the session's own player;
 * a self-excluded player or one in a time-out is refused (444) by every call that would give.
 */
export const RECURRING_BONUS_ENDPOINTS = {
  birthday: endpoint({
    method: 'GET',
    path: '/rest/bonuses/birthday/',
    auth: 'player',
    summary: 'The birthday bonus the player may take now, with its terms, or null',
    input: { query: bonusLanguageQuerySchema },
    reply: birthdayOfferResponseSchema,
  }),
  applyBirthday: endpoint({
    method: 'POST',
    path: '/rest/bonuses/birthday/apply/',
    auth: 'player',
    summary: 'Takes the birthday bonus: once a year, within its window around the birthday',
    input: { query: bonusLanguageQuerySchema },
    reply: bonusResponseSchema,
  }),
  cancelBirthday: endpoint({
    method: 'POST',
    path: '/rest/bonuses/birthday/cancel/',
    auth: 'player',
    summary: 'Declines the birthday bonus for this year',
    input: {},
    reply: bonusAcknowledgedResponseSchema,
  }),
  lastDaily: endpoint({
    method: 'GET',
    path: '/rest/bonuses/last-daily/',
    auth: 'player',
    summary: 'The daily bonus, when the player last took it and when the next may be taken',
    input: { query: bonusLanguageQuerySchema },
    reply: lastDailyResponseSchema,
  }),
  applyDaily: endpoint({
    method: 'POST',
    path: '/rest/bonuses/daily/apply/',
    auth: 'player',
    summary: "Takes today's daily bonus; a second take the same day is refused with the next time",
    input: { query: bonusLanguageQuerySchema },
    reply: bonusResponseSchema,
  }),
  applyLanding: endpoint({
    method: 'POST',
    path: '/rest/bonuses/nodeposit/apply/',
    auth: 'player',
    summary: 'Takes the no-deposit bonus a landing offers (its slug): once per player',
    input: { body: landingBonusBodySchema, query: bonusLanguageQuerySchema },
    reply: bonusResponseSchema,
  }),
  welcomePack: endpoint({
    method: 'GET',
    path: '/rest/bonuses/welcome-pack/',
    auth: 'player',
    summary: 'The welcome chain: its steps in order, each with whether the player has done it',
    input: { query: bonusLanguageQuerySchema },
    reply: welcomePackResponseSchema,
  }),
};
