import {
  activePromoQuerySchema,
  bestAttemptsQuerySchema,
  bestAttemptsResponseSchema,
  competitionGamesQuerySchema,
  competitionGamesResponseSchema,
  competitionHistoryQuerySchema,
  competitionIdParamsSchema,
  competitionLangQuerySchema,
  competitionListQuerySchema,
  competitionListResponseSchema,
  competitionNotifyResponseSchema,
  competitionPlayerResponseSchema,
  competitionResponseSchema,
  competitionSlugParamsSchema,
  competitionsPageResponseSchema,
  competitionWinnersQuerySchema,
  competitionWinnersResponseSchema,
  gameCompetitionQuerySchema,
  gameCompetitionResponseSchema,
  hasWinsResponseSchema,
  nextCompetitionResponseSchema,
  nextCompetitionsQuerySchema,
  playerCompetitionHistoryQuerySchema,
  playerCompetitionsQuerySchema,
  playerCompetitionsResponseSchema,
  promoLeaderboardQuerySchema,
  promoPlayerHistoryQuerySchema,
  promoWinnersQuerySchema,
  promoWinnersResponseSchema,
} from '../competitions.ts';
import { playerPrizesResponseSchema } from '../rewards.ts';
import { endpoint } from './endpoint.ts';

/** The lists of one kind of competition that the spec gives a path of its own (`/rest/next-race-tournaments/`...). */
function kindLists<const Kind extends string>(kind: Kind) {
  return {
    next: endpoint({
      method: 'GET',
      path: `/rest/next-${kind}-tournaments/`,
      auth: 'public',
      summary: `The ${kind} competitions not started yet, the soonest first`,
      input: { query: nextCompetitionsQuerySchema },
      reply: competitionsPageResponseSchema,
    }),
    history: endpoint({
      method: 'GET',
      path: `/rest/${kind}-tournaments-history/`,
      auth: 'public',
      summary: `The closed ${kind} competitions, the last finished first, with their winners`,
      input: { query: competitionHistoryQuerySchema },
      reply: competitionsPageResponseSchema,
    }),
  };
}

const race = kindLists('race');
const specialRace = kindLists('special-race');
const promo = kindLists('promo');

/**
 * Tournaments, races, special races and promo tournaments (decision 034; spec section 7, "App, games and
 * tournaments"). Subscribing and a race's new attempt are GETs as the spec writes them; they change nothing twice.
 */
export const COMPETITION_ENDPOINTS = {
  list: endpoint({
    method: 'GET',
    path: '/rest/tournaments/',
    auth: 'optional',
    summary: 'The competitions of a kind: running first, then starting soon, then the last closed',
    input: { query: competitionListQuerySchema },
    reply: competitionListResponseSchema,
  }),
  one: endpoint({
    method: 'GET',
    path: '/rest/tournaments/by-slug/:slug/',
    auth: 'optional',
    summary: "One competition by its slug with its board, and the signed-in player's part in it",
    input: { params: competitionSlugParamsSchema, query: competitionLangQuerySchema },
    reply: competitionResponseSchema,
  }),
  forGame: endpoint({
    method: 'GET',
    path: '/rest/tournament/',
    auth: 'optional',
    summary: "The running competition that counts a game (the Game modal's block), with the player's part",
    input: { query: gameCompetitionQuerySchema },
    reply: gameCompetitionResponseSchema,
  }),
  games: endpoint({
    method: 'GET',
    path: '/rest/tournaments/games/',
    auth: 'public',
    summary: 'The games a competition counts, as lobby tiles',
    input: { query: competitionGamesQuerySchema },
    reply: competitionGamesResponseSchema,
  }),
  winners: endpoint({
    method: 'GET',
    path: '/rest/tournaments/:id/winners/',
    auth: 'optional',
    summary: "A competition's board by points or by best multiplier, or only its prize places",
    input: { params: competitionIdParamsSchema, query: competitionWinnersQuerySchema },
    reply: competitionWinnersResponseSchema,
  }),
  bestAttempts: endpoint({
    method: 'GET',
    path: '/rest/tournaments/:id/winners-best-attempts/',
    auth: 'optional',
    summary: "A race's leaders, each with the attempt that counts",
    input: { params: competitionIdParamsSchema, query: bestAttemptsQuerySchema },
    reply: bestAttemptsResponseSchema,
  }),
  subscribe: endpoint({
    method: 'GET',
    path: '/rest/tournaments/:id/subscribe/',
    auth: 'player',
    summary:
      'Joins a competition that is running or starting soon; refused when closed, foreign or self-excluded',
    input: { params: competitionIdParamsSchema, query: competitionLangQuerySchema },
    reply: competitionPlayerResponseSchema,
  }),
  increaseAttempt: endpoint({
    method: 'GET',
    path: '/rest/tournaments/:id/increase-attempt/',
    auth: 'player',
    summary: "Starts a race's next outplay attempt once the current one is played out",
    input: { params: competitionIdParamsSchema, query: competitionLangQuerySchema },
    reply: competitionPlayerResponseSchema,
  }),
  notifyUnsubscribe: endpoint({
    method: 'GET',
    path: '/rest/tournaments/notify/unsubscribe/',
    auth: 'player',
    summary: 'Stops the notices of competitions starting and ending',
    input: {},
    reply: competitionNotifyResponseSchema,
  }),
  next: endpoint({
    method: 'GET',
    path: '/rest/next-tournaments/',
    auth: 'public',
    summary: 'Tournaments not started yet, the soonest first',
    input: { query: nextCompetitionsQuerySchema },
    reply: competitionsPageResponseSchema,
  }),
  nextRace: race.next,
  nextSpecialRace: specialRace.next,
  nextPromo: promo.next,
  nextOne: endpoint({
    method: 'GET',
    path: '/rest/next-tournament/',
    auth: 'public',
    summary: 'The next competition of any kind to start (null: none scheduled)',
    input: { query: competitionLangQuerySchema },
    reply: nextCompetitionResponseSchema,
  }),
  history: endpoint({
    method: 'GET',
    path: '/rest/tournaments-history/',
    auth: 'public',
    summary: 'Closed tournaments, the last finished first, with their winners',
    input: { query: competitionHistoryQuerySchema },
    reply: competitionsPageResponseSchema,
  }),
  raceHistory: race.history,
  specialRaceHistory: specialRace.history,
  promoHistory: promo.history,
  playerHistory: endpoint({
    method: 'GET',
    path: '/rest/player-tournaments-history/',
    auth: 'player',
    summary: "The player's closed competitions with their places and prizes (default: the last one)",
    input: { query: playerCompetitionHistoryQuerySchema },
    reply: playerCompetitionsResponseSchema,
  }),
  playerCompetitions: endpoint({
    method: 'GET',
    path: '/rest/player/tournaments/',
    auth: 'player',
    summary: 'Every competition the player is in or was, or only those they won a prize in',
    input: { query: playerCompetitionsQuerySchema },
    reply: playerCompetitionsResponseSchema,
  }),
  hasWins: endpoint({
    method: 'GET',
    path: '/rest/player/tournaments/hasWins/',
    auth: 'player',
    summary: 'Whether the player has won a prize in any competition',
    input: {},
    reply: hasWinsResponseSchema,
  }),
  activePromo: endpoint({
    method: 'GET',
    path: '/rest/tournaments-promo/active-promo-data/',
    auth: 'optional',
    summary: "The running promo tournament of a game's provider (null: none), with the player's part",
    input: { query: activePromoQuerySchema },
    reply: gameCompetitionResponseSchema,
  }),
  promoWinners: endpoint({
    method: 'GET',
    path: '/rest/tournaments-promo/winners/',
    auth: 'public',
    summary: "Closed promo tournaments' winners, by provider or slug (the results page)",
    input: { query: promoWinnersQuerySchema },
    reply: promoWinnersResponseSchema,
  }),
  promoLeaderboard: endpoint({
    method: 'GET',
    path: '/rest/tournaments-promo/leaderboard/',
    auth: 'optional',
    summary: "A promo tournament's board (default: 30 places)",
    input: { query: promoLeaderboardQuerySchema },
    reply: competitionWinnersResponseSchema,
  }),
  promoPlayerHistory: endpoint({
    method: 'GET',
    path: '/rest/tournaments-promo/player-history/',
    auth: 'player',
    summary: "The player's closed promo tournaments with their places and prizes",
    input: { query: promoPlayerHistoryQuerySchema },
    reply: playerCompetitionsResponseSchema,
  }),
};

/** The player's prizes from every feature (the one prize step). */
export const REWARD_ENDPOINTS = {
  prizes: endpoint({
    method: 'GET',
    path: '/rest/player/prizes/',
    auth: 'player',
    summary: "The player's prizes, newest first: what, won where, and where each stands",
    input: { query: competitionLangQuerySchema },
    reply: playerPrizesResponseSchema,
  }),
};
