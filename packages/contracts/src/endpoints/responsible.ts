import { z } from 'zod';
import { okResponseSchema } from '../api-error.ts';
import {
  excludeRequestSchema,
  exclusionSchema,
  playerLimitsInfoResponseSchema,
  realityCheckRequestSchema,
  sessionFiguresResponseSchema,
  updateLimitsRequestSchema,
} from '../responsible.ts';
import { endpoint } from './endpoint.ts';

/**
 * Self-limits (spec section 7: `player-info`, `update-limits`), time-outs and self-exclusion, reality checks and
 * the session's figures. Each acts on the signed-in player only: no call names a player.
 */
export const RESPONSIBLE_ENDPOINTS = {
  playerInfo: endpoint({
    method: 'GET',
    path: '/rest/self-limits/player-info/',
    auth: 'player',
    summary: 'Every limit with its use, the exclusion and the reality-check interval',
    input: {},
    reply: playerLimitsInfoResponseSchema,
  }),
  updateLimits: endpoint({
    method: 'POST',
    path: '/rest/self-limits/update-limits/',
    auth: 'player',
    summary: 'Sets, changes or removes limits, all or none',
    input: { body: updateLimitsRequestSchema },
    reply: playerLimitsInfoResponseSchema,
  }),
  exclude: endpoint({
    method: 'POST',
    path: '/rest/self-limits/exclude/',
    auth: 'player',
    summary: 'A time-out or self-exclusion, in force at once and never lifted early',
    input: { body: excludeRequestSchema },
    reply: z.object({ success: z.literal(true), data: exclusionSchema }),
  }),
  setRealityCheck: endpoint({
    method: 'POST',
    path: '/rest/self-limits/reality-check/',
    auth: 'player',
    summary: 'How often to be reminded of the time and money played, or never',
    input: { body: realityCheckRequestSchema },
    reply: okResponseSchema,
  }),
  acknowledgeRealityCheck: endpoint({
    method: 'POST',
    path: '/rest/self-limits/reality-check/ack/',
    auth: 'player',
    summary: 'The player read the reality check; play goes on',
    input: {},
    reply: okResponseSchema,
  }),
  sessionFigures: endpoint({
    method: 'GET',
    path: '/rest/self-limits/session/',
    auth: 'player',
    summary: "The session's time, stakes and wins so far",
    input: {},
    reply: sessionFiguresResponseSchema,
  }),
};
