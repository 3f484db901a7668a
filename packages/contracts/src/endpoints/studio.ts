import {
  studioClientSeedRequestSchema,
  studioDemoResetResponseSchema,
  studioFairnessResponseSchema,
  studioPlayBodySchema,
  studioRotateResponseSchema,
  studioRoundLookupResponseSchema,
  studioRoundParamsSchema,
  studioRoundResponseSchema,
  studioSeedLookupResponseSchema,
  studioSeedParamsSchema,
  studioSessionRequestSchema,
  studioSessionResponseSchema,
} from '../studio.ts';
import {
  crashBetRequestSchema,
  crashCashOutRequestSchema,
  crashLiveStateResponseSchema,
  crashOwnBetResponseSchema,
} from '../studio-crash.ts';
import { endpoint } from './endpoint.ts';

/**
 * The in-house studio's own API, called by its game clients and the verify page. The studio is a provider of its
 * own and knows no casino session: every endpoint is `public` here, and the calls after the session's start name
 * the studio session in the `x-studio-session` header, which the studio checks itself (`invalid_session`). The
 * seed and round lookups are open to anyone; a round's balance after it is shown only to its own player's session.
 */
export const STUDIO_ENDPOINTS = {
  startSession: endpoint({
    method: 'POST',
    path: '/studio/api/sessions',
    auth: 'public',
    summary:
      "Trades the game's one-time launch token for a studio session, with the game's stakes and balance",
    input: { body: studioSessionRequestSchema },
    reply: studioSessionResponseSchema,
  }),
  play: endpoint({
    method: 'POST',
    path: '/studio/api/play',
    auth: 'public',
    summary: 'Plays one game cycle; the same round key sent again answers with the same round',
    input: { body: studioPlayBodySchema },
    reply: studioRoundResponseSchema,
  }),
  resetDemo: endpoint({
    method: 'POST',
    path: '/studio/api/demo/reset',
    auth: 'public',
    summary: "Fills a demo session's play money back up",
    input: {},
    reply: studioDemoResetResponseSchema,
  }),
  setClientSeed: endpoint({
    method: 'POST',
    path: '/studio/api/seeds/client',
    auth: 'public',
    summary: "Sets the player's own client seed, used from the next round on",
    input: { body: studioClientSeedRequestSchema },
    reply: studioFairnessResponseSchema,
  }),
  rotateSeeds: endpoint({
    method: 'POST',
    path: '/studio/api/seeds/rotate',
    auth: 'public',
    summary: 'Reveals the server seed in use and commits to a new one',
    input: {},
    reply: studioRotateResponseSchema,
  }),
  lookUpSeed: endpoint({
    method: 'GET',
    path: '/studio/api/seeds/:hash/',
    auth: 'public',
    summary: 'The server seed behind a hash once it was rotated away, null while it is still in play',
    input: { params: studioSeedParamsSchema },
    reply: studioSeedLookupResponseSchema,
  }),
  lookUpRound: endpoint({
    method: 'GET',
    path: '/studio/api/rounds/:roundId/',
    auth: 'public',
    summary:
      "A settled round with its seeds, for verifying it; the balance after it for its own player's session",
    input: { params: studioRoundParamsSchema },
    reply: studioRoundLookupResponseSchema,
  }),
  crashState: endpoint({
    method: 'GET',
    path: '/studio/api/crash/state',
    auth: 'public',
    summary: 'The live crash round now: its phase and times, the bets in it and the recent crash points',
    input: {},
    reply: crashLiveStateResponseSchema,
  }),
  crashBet: endpoint({
    method: 'POST',
    path: '/studio/api/crash/bets',
    auth: 'public',
    summary: "A stake in the live crash round, accepted only while it takes bets (the server's clock)",
    input: { body: crashBetRequestSchema },
    reply: crashOwnBetResponseSchema,
  }),
  crashCashOut: endpoint({
    method: 'POST',
    path: '/studio/api/crash/cash-out',
    auth: 'public',
    summary:
      "Cashes the session's stake out at the multiplier of the server's time, only while the rocket flies",
    input: { body: crashCashOutRequestSchema },
    reply: crashOwnBetResponseSchema,
  }),
};
