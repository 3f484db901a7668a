import { z } from 'zod';
import { GAME_KINDS } from './game-codes.ts';
import { currencySchema, languageSchema } from './schemas.ts';

/**
 * The in-house studio's own HTTP API (`/studio/api/...`), called by its game clients inside the Game modal's
 * iframe. The studio is a provider like any other: it knows players only through the casino's seamless-wallet
 * API. Requests after the session's start carry the studio session token in `x-studio-session`.
 */
export const STUDIO_SESSION_HEADER = 'x-studio-session';

/** The provably-fair state a player plays under: the hash of the secret server seed, their seed, the next nonce. */
export const fairnessSchema = z.object({
  serverSeedHash: z.string(),
  clientSeed: z.string(),
  nonce: z.number().int(),
});
export type Fairness = z.infer<typeof fairnessSchema>;

/** A client seed the player types: 1-64 printable characters without spaces at the ends. */
export const clientSeedSchema = z
  .string()
  .trim()
  .min(1)
  .max(64)
  .regex(/^[\x21-\x7e]+( [\x21-\x7e]+)*$/, 'must be printable characters');

export const studioRoundSchema = z.object({
  roundId: z.string(),
  gameSlug: z.string(),
  bet: z.number().int(),
  win: z.number().int(),
  /** The balance after the round: the playable balance at the casino (real and bonus money), or the demo balance. */
  balance: z.number().int(),
  currency: currencySchema,
  /** The game's outcome in the shape `@casino/game-math` returns for the game's kind. */
  outcome: z.record(z.string(), z.unknown()),
  params: z.record(z.string(), z.unknown()),
  fairness: fairnessSchema,
  /** Always settled: a round is shown only once the casino took its stake and paid its win (decision 017). */
  status: z.literal('settled'),
  playedAt: z.iso.datetime(),
  /** A free round: its stake paid by the casino, its win on the player's bonus balance. */
  freeRound: z.boolean().optional(),
});
export type StudioRound = z.infer<typeof studioRoundSchema>;

/** `POST /studio/api/sessions`: the game client starts with the launch token of its URL. */
export const studioSessionRequestSchema = z.object({ launchToken: z.string().min(16).max(200) });
export const studioSessionSchema = z.object({
  sessionToken: z.string(),
  game: z.object({ slug: z.string(), kind: z.enum(GAME_KINDS), title: z.string() }),
  mode: z.enum(['real', 'demo']),
  currency: currencySchema,
  language: languageSchema,
  balance: z.number().int(),
  betSteps: z.array(z.number().int()),
  minBet: z.number().int(),
  maxBet: z.number().int(),
  minGameCycleMs: z.number().int(),
  fairness: fairnessSchema,
  /** The last round, when it was interrupted: shown to the player before anything else (RTS 10). */
  resumedRound: studioRoundSchema.nullable(),
  /** Free rounds the casino gives the player on this game: how many are left when the session starts, at what stake. */
  freeRounds: z
    .object({ roundsLeft: z.number().int().positive(), stake: z.number().int().positive() })
    .optional(),
});
export type StudioSession = z.infer<typeof studioSessionSchema>;
export const studioSessionResponseSchema = z.object({ success: z.literal(true), data: studioSessionSchema });
export type StudioSessionResponse = z.infer<typeof studioSessionResponseSchema>;

/**
 * `POST /studio/api/play`: one game cycle. `roundKey` makes a retried request play once. `bet` is the total
 * stake; `params` is per kind: video and classic slots none, dice `{ target, direction }`, crash `{ cashOut }`,
 * roulette `{ bets: [{ type, numbers, amount }] }` (their amounts sum to `bet`).
 */
export const studioPlayRequestSchema = z.object({
  roundKey: z.string().regex(/^[A-Za-z0-9_-]{8,64}$/),
  bet: z.number().int().positive().max(Number.MAX_SAFE_INTEGER),
  params: z.record(z.string(), z.unknown()).default({}),
  /** Plays one of the session's free rounds (`freeRounds`): `bet` must be their stake. */
  freeRound: z.boolean().optional(),
});
export type StudioPlayRequest = z.infer<typeof studioPlayRequestSchema>;
/** The play body as the studio reads it: the stake is checked against the session's steps (`bet_invalid`, not a 400). */
export const studioPlayBodySchema = studioPlayRequestSchema.extend({ bet: z.number() });
export const studioRoundResponseSchema = z.object({ success: z.literal(true), data: studioRoundSchema });
export type StudioRoundResponse = z.infer<typeof studioRoundResponseSchema>;

/** `POST /studio/api/seeds/client`: the player's own seed from the next round on. */
export const studioClientSeedRequestSchema = z.object({ clientSeed: clientSeedSchema });
export const studioFairnessResponseSchema = z.object({ success: z.literal(true), data: fairnessSchema });
export type StudioFairnessResponse = z.infer<typeof studioFairnessResponseSchema>;

/** `POST /studio/api/seeds/rotate`: reveals the seed in use and commits to a new one. */
export const studioRotateResponseSchema = z.object({
  success: z.literal(true),
  data: z.object({
    revealed: z.object({
      serverSeed: z.string(),
      serverSeedHash: z.string(),
      clientSeed: z.string(),
      /** Rounds played under it: nonces 0 to nonce - 1. */
      nonce: z.number().int(),
    }),
    current: fairnessSchema,
  }),
});
export type StudioRotateResponse = z.infer<typeof studioRotateResponseSchema>;

/**
 * `GET /studio/api/seeds/{serverSeedHash}/`: public, so a round can be verified by anyone holding its facts:
 * the seed once it has been rotated away, null while it is still in play.
 */
export const studioSeedLookupResponseSchema = z.object({
  success: z.literal(true),
  data: z.object({ serverSeedHash: z.string(), serverSeed: z.string().nullable() }),
});
export type StudioSeedLookupResponse = z.infer<typeof studioSeedLookupResponseSchema>;
/** Any text: a hash that is not one (64 lowercase hex characters) is `seed_not_found`, as an unknown one is. */
export const studioSeedParamsSchema = z.object({ hash: z.string() });

/**
 * `GET /studio/api/rounds/{roundId}/`: public, for the verify page: a settled round with its server seed once
 * that has been rotated away (null while in play). The balance after it only when the `x-studio-session`
 * header names a session of the round's own player.
 */
export const studioRoundLookupResponseSchema = z.object({
  success: z.literal(true),
  data: studioRoundSchema.extend({ balance: z.number().int().optional(), serverSeed: z.string().nullable() }),
});
export type StudioRoundLookupResponse = z.infer<typeof studioRoundLookupResponseSchema>;
export const studioRoundParamsSchema = z.object({ roundId: z.string() });

/** `POST /studio/api/demo/reset`: a demo session's play money filled back up. */
export const studioDemoResetResponseSchema = z.object({
  success: z.literal(true),
  data: z.object({ balance: z.number().int() }),
});
export type StudioDemoResetResponse = z.infer<typeof studioDemoResetResponseSchema>;

/**
 * Messages a game client posts to the page around its iframe (`window.parent.postMessage`), so the Game modal
 * can update the header balance and show the in-game popup states.
 */
export const STUDIO_FRAME_SOURCE = 'casino-studio';
export const studioFrameMessageSchema = z.discriminatedUnion('type', [
  z.object({
    source: z.literal(STUDIO_FRAME_SOURCE),
    type: z.literal('ready'),
    mode: z.enum(['real', 'demo']),
    balance: z.number().int(),
    currency: currencySchema,
    /** The casino's free spins still to play here: an empty balance does not stop a player who has some. */
    freeRoundsLeft: z.number().int().nonnegative().optional(),
  }),
  z.object({
    source: z.literal(STUDIO_FRAME_SOURCE),
    type: z.literal('round'),
    mode: z.enum(['real', 'demo']),
    bet: z.number().int(),
    win: z.number().int(),
    balance: z.number().int(),
    currency: currencySchema,
    freeRoundsLeft: z.number().int().nonnegative().optional(),
    /** One of the casino's free spins: its win went to the bonus balance. */
    freeRound: z.boolean().optional(),
  }),
  /** A bet larger than the balance: nothing was taken. */
  z.object({
    source: z.literal(STUDIO_FRAME_SOURCE),
    type: z.literal('insufficient-funds'),
    mode: z.enum(['real', 'demo']),
    bet: z.number().int(),
    balance: z.number().int(),
    currency: currencySchema,
  }),
  /**
   * The casino refused the stake for the player's own protection: a self-limit (`details` is a SelfLimitBlock), a
   * time-out or self-exclusion (`details.till`), or a reality check waiting to be acknowledged.
   */
  z.object({
    source: z.literal(STUDIO_FRAME_SOURCE),
    type: z.literal('blocked'),
    reason: z.enum(['self-limit', 'self-excluded', 'reality-check']),
    details: z.record(z.string(), z.union([z.string(), z.number(), z.null()])),
  }),
  /** The session is over (expired, or the casino refused it): the modal offers to reopen the game. */
  z.object({ source: z.literal(STUDIO_FRAME_SOURCE), type: z.literal('session-ended'), reason: z.string() }),
]);
export type StudioFrameMessage = z.infer<typeof studioFrameMessageSchema>;
