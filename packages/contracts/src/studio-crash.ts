import { z } from 'zod';
import { currencySchema } from './schemas.ts';

/**
 * The live crash game (one shared round for every player): its state as every client sees it, the stake and the
 * cash-out. Multipliers are hundredths (150 = 1.50x), amounts minor units of the bet's currency. The studio
 * streams the state at `GET /studio/api/crash/stream` (server-sent events, one `state` event per change).
 */
export const CRASH_STREAM_PATH = '/studio/api/crash/stream';

export const crashPhaseSchema = z.enum(['betting', 'flying', 'crashed']);
export type CrashPhase = z.infer<typeof crashPhaseSchema>;

export const crashLiveBetSchema = z.object({
  id: z.string(),
  /** The player as others see them: masked. */
  nickname: z.string(),
  stake: z.number().int(),
  currency: currencySchema,
  status: z.enum(['open', 'cashed', 'lost']),
  cashOut: z.number().int().nullable(),
  win: z.number().int().nullable(),
});
export type CrashLiveBet = z.infer<typeof crashLiveBetSchema>;

export const crashLiveRoundSchema = z.object({
  id: z.string(),
  number: z.number().int(),
  phase: crashPhaseSchema,
  /** Published before betting opens: SHA-256 of the round's server seed. */
  serverSeedHash: z.string(),
  /** The seed and the crash point, revealed once the rocket has crashed. */
  serverSeed: z.string().nullable(),
  crashPoint: z.number().int().nullable(),
  /** The client seed of the crash formula (public); the nonce is the round's number. */
  salt: z.string(),
  bettingOpensAt: z.iso.datetime(),
  takesOffAt: z.iso.datetime(),
  /** Known to clients once crashed; null while it may still fly. */
  crashedAt: z.iso.datetime().nullable(),
});
export type CrashLiveRound = z.infer<typeof crashLiveRoundSchema>;

export const crashHistoryEntrySchema = z.object({
  number: z.number().int(),
  crashPoint: z.number().int(),
  serverSeed: z.string(),
  serverSeedHash: z.string(),
});
export type CrashHistoryEntry = z.infer<typeof crashHistoryEntrySchema>;

export const crashLiveStateSchema = z.object({
  /** The server's time of the state, for the client to align its clock with the round's times. */
  serverTime: z.iso.datetime(),
  /** The published curve: multiplier = floor(100 * e^(growthPerSecond * seconds since take-off)). */
  growthPerSecond: z.number().positive(),
  /** Null only before the first round of the game was scheduled. */
  round: crashLiveRoundSchema.nullable(),
  bets: z.array(crashLiveBetSchema),
  /** Recent crash points, newest first. */
  history: z.array(crashHistoryEntrySchema),
});
export type CrashLiveState = z.infer<typeof crashLiveStateSchema>;
export const crashLiveStateResponseSchema = z.object({
  success: z.literal(true),
  data: crashLiveStateSchema,
});

/** `POST /studio/api/crash/bets`: a stake in the round now taking bets, with an optional automatic cash-out. */
export const crashBetRequestSchema = z.object({
  roundId: z.string(),
  stake: z.number(),
  autoCashOut: z.number().int().optional(),
});
export type CrashBetRequest = z.infer<typeof crashBetRequestSchema>;

/** A player's own stake and what became of it, with the balance after the last call that moved money. */
export const crashOwnBetSchema = z.object({
  id: z.string(),
  roundId: z.string(),
  stake: z.number().int(),
  autoCashOut: z.number().int().nullable(),
  status: z.enum(['open', 'cashed', 'lost']),
  cashOut: z.number().int().nullable(),
  win: z.number().int().nullable(),
  balance: z.number().int().nullable(),
});
export type CrashOwnBet = z.infer<typeof crashOwnBetSchema>;
export const crashOwnBetResponseSchema = z.object({ success: z.literal(true), data: crashOwnBetSchema });

/** `POST /studio/api/crash/cash-out`: cashes the session's stake out at the multiplier of the server's now. */
export const crashCashOutRequestSchema = z.object({ roundId: z.string() });
