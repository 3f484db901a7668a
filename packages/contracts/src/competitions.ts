/**
 * Competitions as the site reads them (decision 034): tournaments, races, special races and promo tournaments, their
 * boards, the player's part in them and their history. Field names follow the spec's entities (section 3:
 * Tournament, Tournament player data, Race, Tournament race) where it names them. Points are integers: money
 * staked or won in the competition's currency (minor units), or multipliers in hundredths (`wins_extended`).
 */
import { z } from 'zod';
import {
  COMPETITION_ALERTS,
  COMPETITION_AWARDS,
  COMPETITION_KINDS,
  COMPETITION_KINDS_WITH_OWN_LISTS,
  COMPETITION_MODES,
  COMPETITION_PLACE_DISPLAY_LIMIT,
  COMPETITION_PRODUCTS,
  COMPETITION_STATES,
  OUTPLAY_ATTEMPT_STATUSES,
  PLAYER_COMPETITION_HISTORY_DEFAULT_LIMIT,
  PROMO_HISTORY_DEFAULT_LIMIT,
  PROMO_LEADERBOARD_DEFAULT_LIMIT,
  RACE_WINNERS_DEFAULT_LIMIT,
} from './competition-codes.ts';
import { gameCardSchema } from './games.ts';
import { prizeViewSchema } from './rewards.ts';
import { currencySchema, languageSchema } from './schemas.ts';

const isoDate = z.iso.datetime();

/** Places `fromPlace`..`toPlace` (inclusive) each win `prize`. */
export const prizePlacesSchema = z.object({
  fromPlace: z.number().int().min(1),
  toPlace: z.number().int().min(1),
  prize: prizeViewSchema,
});
export type PrizePlaces = z.infer<typeof prizePlacesSchema>;

/** A race's outplay rule: each attempt is this many rounds, and a player may play this many attempts. */
export const outplayRuleSchema = z.object({
  attempts: z.number().int().min(1),
  rounds: z.number().int().min(1),
});

/** One row of a board: its place, the player's masked name, points, the prize the place wins, and whether it is yours. */
export const boardRowSchema = z.object({
  position: z.number().int().min(1),
  login: z.string(),
  points: z.number().int(),
  roundsPlayed: z.number().int(),
  prize: prizeViewSchema.nullable(),
  isCurrent: z.boolean(),
});
export type BoardRow = z.infer<typeof boardRowSchema>;

/** Places `fromPlace`..`toPlace` (inclusive) of a stage each add `points` to the main table (spec "stagePoints"). */
export const stagePointsSchema = z.object({
  fromPlace: z.number().int().min(1),
  toPlace: z.number().int().min(1),
  points: z.number().int().min(1),
});
export type StagePoints = z.infer<typeof stagePointsSchema>;

/**
 * The stage being played (spec "activeStageData", decision 035): its number of `stages`, its window, and its
 * board's top places (the points scored in the stage alone).
 */
export const activeStageSchema = z.object({
  stage: z.number().int().min(1),
  stages: z.number().int().min(2),
  dateStart: isoDate,
  dateEnd: isoDate,
  mainTableData: z.array(boardRowSchema),
});
export type ActiveStage = z.infer<typeof activeStageSchema>;

/**
 * A competition (spec "Tournament" and "Race"): `type` its kind, `tournamentMode` how it scores, its dates and state,
 * the games it counts (`gamesIds`, empty: every real-money game), its entry rules and prize table, and its top
 * places (`mainTableData`). `promoData` is set for a provider's promo tournament.
 */
export const competitionSchema = z.object({
  id: z.number().int(),
  slug: z.string(),
  type: z.enum(COMPETITION_KINDS),
  tournamentMode: z.enum(COMPETITION_MODES),
  /** What it counts: casino games, or sports bets. */
  product: z.enum(COMPETITION_PRODUCTS),
  state: z.enum(COMPETITION_STATES),
  title: z.string(),
  description: z.string(),
  dateStart: isoDate,
  dateEnd: isoDate,
  gamesIds: z.array(z.number().int()),
  /** The provider whose games a promo tournament counts (null for the others). */
  provider: z.string().nullable(),
  promoData: z
    .object({ dateStart: isoDate, dateEnd: isoDate, leaderboard: z.array(boardRowSchema) })
    .nullable(),
  /** The currency points and the entry rules are counted in. */
  currency: currencySchema,
  /** The smallest stake that scores, and the stake counted at most (null: no cap), in `currency`. */
  minBet: z.number().int(),
  maxBet: z.number().int().nullable(),
  /** Whether stakes of bonus money score. */
  countsBonusMoney: z.boolean(),
  isAutoSubscription: z.boolean(),
  outplay: outplayRuleSchema.nullable(),
  prizes: z.array(prizePlacesSchema),
  /**
   * Stages (decision 035): 1 is none. A staged competition's main table ranks the stage points its stages' places
   * earned (`stagePoints`); each stage's places also win `stagePrizes` and `stageLotteryTicketPrizes`.
   */
  stages: z.number().int().min(1),
  activeStageData: activeStageSchema.nullable(),
  stagePoints: z.array(stagePointsSchema),
  stagePrizes: z.array(prizePlacesSchema),
  stageLotteryTicketPrizes: z.array(prizePlacesSchema),
  /** Prizes by the best single round's multiplier (the winners by coefficients), paid at the close. */
  additionalPrizes: z.array(prizePlacesSchema),
  /** A prize for the best round at or above `multiplier` (hundredths), paid at the close (null: no jackpot). */
  jackpot: z.object({ multiplier: z.number().int().min(1), prize: prizeViewSchema }).nullable(),
  /** Every point the main table has counted so far (a running competition) or in all (a closed one). */
  points: z.number().int(),
  /** The money prizes summed, per currency (what a card shows as the prize fund). */
  prizeFund: z.array(z.object({ amount: z.number().int(), currency: currencySchema })),
  participants: z.number().int(),
  mainTableData: z.array(boardRowSchema),
});
export type Competition = z.infer<typeof competitionSchema>;

/** The player in the stage being played (spec "activeStageData" of the player data): their place and points in it. */
export const playerStageSchema = z.object({
  stage: z.number().int().min(1),
  position: z.number().int().nullable(),
  points: z.number().int(),
});

/** A stage that closed, as the player finished it (spec "completedStagesData"). */
export const completedStageSchema = z.object({
  stage: z.number().int().min(1),
  dateStart: isoDate,
  dateEnd: isoDate,
  position: z.number().int().nullable(),
  points: z.number().int(),
  /** What the place added to the main table. */
  stagePoints: z.number().int(),
  prize: prizeViewSchema.nullable(),
  ticketPrize: prizeViewSchema.nullable(),
});
export type CompletedStage = z.infer<typeof completedStageSchema>;

/** One of a race's attempts (spec "Tournament race" outplayAttempts). */
export const outplayAttemptSchema = z.object({
  attempt: z.number().int().min(1),
  bet_count: z.number().int(),
  /** Whether this attempt is the one the board counts (the player's best). */
  isAccepted: z.boolean(),
  points: z.number().int(),
  position: z.number().int().nullable(),
  prize: prizeViewSchema.nullable(),
  status: z.enum(OUTPLAY_ATTEMPT_STATUSES),
});
export type OutplayAttempt = z.infer<typeof outplayAttemptSchema>;

/**
 * The signed-in player's part in a competition (spec "Tournament player data" and "Tournament race"): subscribed or
 * not, whether they may play in it now, their place and points, the rows around theirs, and a race's attempts.
 */
export const competitionPlayerDataSchema = z.object({
  isSubscribed: z.boolean(),
  isAvailableToPlay: z.boolean(),
  isAutoSubscription: z.boolean(),
  position: z.number().int().nullable(),
  points: z.number().int(),
  roundsPlayed: z.number().int(),
  /** The player's row with its neighbours (empty before they score). */
  mainTableData: z.array(boardRowSchema),
  outplayAttempts: z.array(outplayAttemptSchema),
  /** Whether another attempt may be started now (a race whose current attempt is played out). */
  canIncreaseAttempt: z.boolean(),
  /** The prize of a closed competition the player placed in. */
  prize: prizeViewSchema.nullable(),
  /** A staged competition's stage being played: the player's place in it, and the rows around it (with logins). */
  activeStageData: playerStageSchema.nullable(),
  activeStageDataWithCompetitors: z.array(boardRowSchema),
  completedStagesData: z.array(completedStageSchema),
});
export type CompetitionPlayerData = z.infer<typeof competitionPlayerDataSchema>;

export const competitionLangQuerySchema = z.object({ lang: languageSchema.optional() });

/** `GET /rest/tournaments/`: the competitions of a kind (all kinds when absent): active first, then soon, then closed. */
export const competitionListQuerySchema = competitionLangQuerySchema.extend({
  type: z.enum(COMPETITION_KINDS).optional(),
  product: z.enum(COMPETITION_PRODUCTS).optional(),
  state: z.enum(COMPETITION_STATES).optional(),
});
export const competitionListResponseSchema = z.object({
  success: z.literal(true),
  data: z.array(competitionSchema),
});

export const competitionSlugParamsSchema = z.object({ slug: z.string().min(1).max(80) });
/** The kinds with lists of their own (`/rest/next-race-tournaments/`...). */
export const competitionKindParamsSchema = z.object({ kind: z.enum(COMPETITION_KINDS_WITH_OWN_LISTS) });
export const competitionIdParamsSchema = z.object({
  id: z.coerce.number().int().positive().max(2_147_483_647),
});

/** One competition with the signed-in player's part in it (null for a guest). */
export const competitionResponseSchema = z.object({
  success: z.literal(true),
  data: competitionSchema,
  playerData: competitionPlayerDataSchema.nullable(),
});

/** `GET /rest/tournament/?gameId&type`: the active competition counting a game (null: none), with the player's part. */
export const gameCompetitionQuerySchema = competitionLangQuerySchema.extend({
  gameId: z.coerce.number().int().positive().max(2_147_483_647),
  type: z.enum(COMPETITION_MODES).optional(),
});
export const gameCompetitionResponseSchema = z.object({
  success: z.literal(true),
  data: competitionSchema.nullable(),
  playerData: competitionPlayerDataSchema.nullable(),
});

const pageQuery = (defaultLimit: number, max = COMPETITION_PLACE_DISPLAY_LIMIT) => ({
  limit: z.coerce.number().int().min(1).max(max).default(defaultLimit),
  offset: z.coerce.number().int().min(0).max(1_000_000).default(0),
});

/** `GET /rest/tournaments/{id}/winners/`: the board by points or by the best round's multiplier (`coefficients`). */
export const competitionWinnersQuerySchema = competitionLangQuerySchema.extend({
  type: z.enum(['points', 'coefficients']).default('points'),
  /** Only the places that win a prize. */
  prizeOnly: z.stringbool().optional(),
  ...pageQuery(100),
});
export const competitionWinnersResponseSchema = z.object({
  success: z.literal(true),
  data: z.array(boardRowSchema),
  total: z.number().int(),
});

/** `GET /rest/tournaments/{id}/winners-best-attempts/`: a race's winners, each with the attempt that counted. */
export const bestAttemptsQuerySchema = competitionLangQuerySchema.extend({
  limit: z.coerce
    .number()
    .int()
    .min(1)
    .max(COMPETITION_PLACE_DISPLAY_LIMIT)
    .default(RACE_WINNERS_DEFAULT_LIMIT),
});
export const bestAttemptsResponseSchema = z.object({
  success: z.literal(true),
  data: z.array(boardRowSchema.extend({ attempt: z.number().int() })),
});

/** `GET /rest/tournaments/games/`: the games a competition counts, as lobby tiles (titled in `lang`). */
export const competitionGamesQuerySchema = competitionLangQuerySchema.extend({
  tournamentId: z.coerce.number().int().positive().max(2_147_483_647),
  ...pageQuery(24, 100),
});
export const competitionGamesResponseSchema = z.object({
  success: z.literal(true),
  data: z.array(gameCardSchema),
  total: z.number().int(),
});

/** `GET /rest/next-tournaments/`: competitions not started yet, the soonest first; `type=small` leaves out the boards. */
export const nextCompetitionsQuerySchema = competitionLangQuerySchema.extend({
  type: z.literal('small').optional(),
  ...pageQuery(10, 50),
});
export const competitionsPageResponseSchema = z.object({
  success: z.literal(true),
  data: z.array(competitionSchema),
  total: z.number().int(),
});
export const nextCompetitionResponseSchema = z.object({
  success: z.literal(true),
  data: competitionSchema.nullable(),
});

/** `GET /rest/tournaments-history/`: closed competitions, the last finished first, with their winners. */
export const competitionHistoryQuerySchema = competitionLangQuerySchema.extend({ ...pageQuery(10, 50) });

/** One competition the player took part in, with where they finished and what they won. */
export const playerCompetitionSchema = z.object({
  competition: competitionSchema,
  position: z.number().int().nullable(),
  points: z.number().int(),
  prize: prizeViewSchema.nullable(),
});
export type PlayerCompetition = z.infer<typeof playerCompetitionSchema>;
export const playerCompetitionsResponseSchema = z.object({
  success: z.literal(true),
  data: z.array(playerCompetitionSchema),
  total: z.number().int(),
});

/** `GET /rest/player-tournaments-history/`: the player's closed competitions (spec default: limit 1). */
export const playerCompetitionHistoryQuerySchema = competitionLangQuerySchema.extend({
  ...pageQuery(PLAYER_COMPETITION_HISTORY_DEFAULT_LIMIT, 50),
});
/** `GET /rest/tournaments-promo/player-history/`: the player's closed promo tournaments (spec default: limit 10). */
export const promoPlayerHistoryQuerySchema = competitionLangQuerySchema.extend({
  ...pageQuery(PROMO_HISTORY_DEFAULT_LIMIT, 50),
});
/** `GET /rest/player/tournaments/`: every competition the player is in or was, `winner` only those with a prize. */
export const playerCompetitionsQuerySchema = competitionLangQuerySchema.extend({
  winner: z.stringbool().optional(),
  ...pageQuery(10, 50),
});
export const hasWinsResponseSchema = z.object({ success: z.literal(true), hasWins: z.boolean() });

/** `GET /rest/tournaments-promo/active-promo-data/?gameId`: the running promo tournament of the game's provider. */
export const activePromoQuerySchema = competitionLangQuerySchema.extend({
  gameId: z.coerce.number().int().positive().max(2_147_483_647),
});

/** `GET /rest/tournaments-promo/winners/`: a promo tournament's winners (the `#netgame` results page). */
export const promoWinnersQuerySchema = competitionLangQuerySchema.extend({
  provider: z.string().min(1).max(60).optional(),
  slug: z.string().min(1).max(80).optional(),
  ...pageQuery(PROMO_LEADERBOARD_DEFAULT_LIMIT),
});
export const promoWinnersResponseSchema = z.object({
  success: z.literal(true),
  data: z.array(z.object({ competition: competitionSchema, winners: z.array(boardRowSchema) })),
  total: z.number().int(),
});

/** `GET /rest/tournaments-promo/leaderboard/`: a running promo tournament's board (spec default: limit 30). */
export const promoLeaderboardQuerySchema = competitionLangQuerySchema.extend({
  slug: z.string().min(1).max(80),
  ...pageQuery(PROMO_LEADERBOARD_DEFAULT_LIMIT),
});

/** Subscribing, a new attempt: the player's part after it. */
export const competitionPlayerResponseSchema = z.object({
  success: z.literal(true),
  playerData: competitionPlayerDataSchema,
});

/** `GET /rest/tournaments/notify/unsubscribe/`: no more start and end notices of competitions. */
export const competitionNotifyResponseSchema = z.object({ success: z.literal(true), notify: z.boolean() });

/** The `tournament` push message's data, by action. */
export const competitionRefSchema = z.object({
  competitionId: z.number().int(),
  slug: z.string(),
  type: z.enum(COMPETITION_KINDS),
});
export const competitionPositionsDataSchema = competitionRefSchema.extend({
  mainTableData: z.array(boardRowSchema.omit({ isCurrent: true, prize: true })),
  participants: z.number().int(),
});
export const competitionBetDataSchema = competitionRefSchema.extend({
  position: z.number().int(),
  points: z.number().int(),
  roundsPlayed: z.number().int(),
  /** What the last round scored. */
  scored: z.number().int(),
});
export const competitionPlayerWinDataSchema = competitionRefSchema.extend({
  login: z.string(),
  gameSlug: z.string(),
  amount: z.number().int(),
  currency: currencySchema,
  /** The round's multiplier in hundredths. */
  multiplier: z.number().int(),
});
export const competitionAlertDataSchema = competitionRefSchema.extend({
  alert: z.enum(COMPETITION_ALERTS),
  minBet: z.number().int(),
  maxBet: z.number().int().nullable(),
  currency: currencySchema,
});
const awardedPrizeSchema = z.object({
  type: prizeViewSchema.shape.type,
  amount: z.number().int().nullable(),
  currency: currencySchema.nullable(),
  title: z.record(languageSchema, z.string()),
});

/**
 * `stageChanged` (decision 035): a stage closed and the next began (`stage` null: the last one closed). To everyone
 * with no place; to a player who placed in the closed stage, with their place, points and prize (null: none).
 */
export const competitionStageChangedDataSchema = competitionRefSchema.extend({
  title: z.record(languageSchema, z.string()),
  closedStage: z.number().int().min(1),
  stage: z.number().int().min(1).nullable(),
  stages: z.number().int().min(2),
  position: z.number().int().nullable(),
  points: z.number().int().nullable(),
  award: z.enum(COMPETITION_AWARDS).nullable(),
  prize: awardedPrizeSchema.nullable(),
});
export type CompetitionStageChangedData = z.infer<typeof competitionStageChangedDataSchema>;

/** `stop` to the player: where they finished and what it won (the prize toast, RaceOverModal, PromoTournamentPrizeModal). */
export const competitionStopDataSchema = competitionRefSchema.extend({
  title: z.record(languageSchema, z.string()),
  position: z.number().int().nullable(),
  points: z.number().int().nullable(),
  /** What the prize was won for (a place on the main table, the best multiplier, the jackpot); null to everyone. */
  award: z.enum(COMPETITION_AWARDS).nullable(),
  prize: awardedPrizeSchema.nullable(),
});
export type CompetitionStopData = z.infer<typeof competitionStopDataSchema>;
