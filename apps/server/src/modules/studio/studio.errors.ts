import type { SelfLimitBlock, WalletErrorReply } from '@casino/contracts';
import { AppError } from '../../platform/http/app-error.ts';

/** Why the casino ended a session, as the game client hears it (`details.reason`). */
export type SessionEndReason = 'expired' | 'invalid' | 'blocked';

export const studioErrors = {
  /** The `x-studio-session` header is missing, unknown, tampered with or past its session's end. */
  invalidSession: () => new AppError('invalid_session', 'The studio session is missing, unknown or expired'),
  /** The launch token is unknown, used or expired: the game has to be opened again at the casino. */
  invalidLaunchToken: () =>
    new AppError('invalid_launch_token', 'The launch token is unknown, used or expired'),
  /** The casino ended the wallet session (expired, or the player may no longer play). */
  sessionEnded: (reason: SessionEndReason) =>
    new AppError('session_ended', 'The session has ended', {
      details: { reason },
    }),
  /**
   * The player's time-out or self-exclusion is in force: the spec's 444 with its end (null: permanent), as the
   * casino answers every real-money action then. The session is over.
   */
  selfExcluded: (till: string | null) =>
    new AppError('self_excluded', 'Play is closed by your own choice', {
      details: { till },
    }),
  /** Not a studio game, switched off at the casino, or without a stake allowed in the currency. */
  gameUnavailable: () => new AppError('game_unavailable', 'This game is not available'),
  betInvalid: (message: string) =>
    new AppError('bet_invalid', `The bet is not allowed: ${message}`, { fields: { bet: message } }),
  paramsInvalid: (reason: string) =>
    new AppError('params_invalid', `The round's parameters are not valid: ${reason}`, {
      fields: { params: reason },
    }),
  /** A slot round sooner than the minimum game cycle after the previous one (RTS 14). */
  tooFast: (retryInMs: number) =>
    new AppError('too_fast', 'The previous game cycle has not finished yet', {
      retryAfterSeconds: Math.ceil(retryInMs / 1000),
      details: { retryInMs },
    }),
  /** The stake is more than the balance; nothing was taken. */
  insufficientFunds: (balance: number | null) =>
    new AppError('insufficient_funds', 'The balance does not cover the bet', { details: { balance } }),
  /** A responsible-gambling limit of the player's stops the bet; nothing was taken. */
  limitReached: (block?: SelfLimitBlock) =>
    new AppError('limit_reached', 'A gambling limit stops this bet', block ? { details: { ...block } } : {}),
  /** The player has a reality check to acknowledge at the casino before the next bet; nothing was taken. */
  realityCheckPending: () =>
    new AppError('reality_check_pending', 'Acknowledge the reality check at the casino to play on'),
  /** The same round key was already played with another stake or parameters. */
  roundKeyConflict: () =>
    new AppError('round_key_conflict', 'This round key was already played with another bet'),
  /** A round of this seed pair waits for the casino: the seed is revealed once the casino has answered. */
  roundUnconfirmed: () =>
    new AppError('round_unconfirmed', 'A round is still waiting for the casino; try again shortly', {
      retryAfterSeconds: 5,
    }),
  /** Demo-only actions on a real-money session. */
  notDemo: () => new AppError('not_demo', 'Only a demo session has a demo balance'),
  /** The casino did not answer; the same request may be tried again. */
  casinoUnavailable: () =>
    new AppError('casino_unavailable', 'The casino is not answering; try again', {
      retryAfterSeconds: 5,
    }),
  /** The casino refused a call for a reason the player cannot act on (a fault between studio and casino). */
  casinoRefused: (code: string) =>
    new AppError('casino_refused', 'The casino refused the call', { details: { code } }),
  /** No endpoint of the studio API at this path. */
  noEndpoint: (method: string, path: string) =>
    new AppError('not_found', `No studio API endpoint ${method} ${path.slice(0, 200)}`),
  roundNotFound: () => new AppError('round_not_found', 'No such round'),
  /** No free rounds to play here: none were given for the game, or they are played, expired or canceled. */
  freeRoundsUnavailable: () =>
    new AppError('free_rounds_unavailable', 'There are no free spins to play in this game'),
  seedNotFound: () => new AppError('seed_not_found', 'No seed with this hash'),
  /** A live crash stake outside its round's betting phase (the server's clock decides). */
  crashBettingClosed: () =>
    new AppError('crash_betting_closed', 'Bets are taken only before the rocket takes off'),
  /** One stake per session and round. */
  crashAlreadyBet: () => new AppError('crash_already_bet', 'There is a bet of yours in this round already'),
  /** A cash-out once the rocket has crashed, or before it took off. */
  crashNotFlying: () => new AppError('crash_not_flying', 'The rocket is not flying'),
  /** A cash-out without a stake of the session's in the round. */
  crashNoBet: () => new AppError('crash_no_bet', 'There is no bet of yours in this round'),
};

/**
 * The studio's answer to a casino refusal. At launch an unknown or expired token is the launch token's; during
 * play it is the wallet session's, which ends the game. Codes the player cannot act on are faults between
 * studio and casino.
 */
export function casinoRefusal(refusal: WalletErrorReply, during: 'launch' | 'play'): AppError {
  switch (refusal.code) {
    case 'INVALID_TOKEN':
      return during === 'launch' ? studioErrors.invalidLaunchToken() : studioErrors.sessionEnded('invalid');
    case 'SESSION_EXPIRED':
      return during === 'launch' ? studioErrors.invalidLaunchToken() : studioErrors.sessionEnded('expired');
    case 'PLAYER_BLOCKED':
      return studioErrors.sessionEnded('blocked');
    case 'SELF_EXCLUDED':
      return studioErrors.selfExcluded(refusal.excludedTill ?? null);
    case 'UNKNOWN_GAME':
      return studioErrors.gameUnavailable();
    case 'LIMIT_REACHED':
      return studioErrors.limitReached(refusal.selfLimit);
    case 'REALITY_CHECK_PENDING':
      return studioErrors.realityCheckPending();
    case 'BET_LIMIT':
      return studioErrors.betInvalid("outside the casino's limits for this game");
    case 'INSUFFICIENT_FUNDS':
      return studioErrors.insufficientFunds(refusal.balance ?? null);
    case 'FREE_ROUNDS_USED_UP':
    case 'FREE_ROUNDS_EXPIRED':
      return studioErrors.freeRoundsUnavailable();
    default:
      return studioErrors.casinoRefused(refusal.code);
  }
}
