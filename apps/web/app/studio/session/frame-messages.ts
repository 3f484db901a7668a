import {
  type Currency,
  STUDIO_FRAME_SOURCE,
  type StudioFrameMessage,
  type StudioRound,
  type StudioSession,
} from '@casino/contracts';

type Mode = StudioSession['mode'];

/** The game is on screen and its session started: the modal learns the mode and the balance it plays with. */
export function readyMessage(
  session: Pick<StudioSession, 'mode' | 'balance' | 'currency' | 'freeRounds'>,
): StudioFrameMessage {
  return {
    source: STUDIO_FRAME_SOURCE,
    type: 'ready',
    mode: session.mode,
    balance: session.balance,
    currency: session.currency,
    freeRoundsLeft: session.freeRounds?.roundsLeft ?? 0,
  };
}

/**
 * A settled round: the header balance follows it, and a demo win may bring up the modal's demo-win popup;
 * `freeRoundsLeft` the casino's free spins still to play after it.
 */
export function roundMessage(
  mode: Mode,
  round: Pick<StudioRound, 'bet' | 'win' | 'balance' | 'currency' | 'freeRound'>,
  freeRoundsLeft = 0,
) {
  return {
    source: STUDIO_FRAME_SOURCE,
    type: 'round',
    mode,
    bet: round.bet,
    win: round.win,
    balance: round.balance,
    currency: round.currency,
    freeRoundsLeft,
    freeRound: round.freeRound === true,
  } satisfies StudioFrameMessage;
}

/** A stake larger than the balance: nothing was taken; the modal offers a deposit. */
export function insufficientFundsMessage(
  mode: Mode,
  bet: number,
  balance: number,
  currency: Currency,
): StudioFrameMessage {
  return { source: STUDIO_FRAME_SOURCE, type: 'insufficient-funds', mode, bet, balance, currency };
}

/**
 * The casino refused the stake for the player's own protection: the modal shows the limit, the exclusion or the
 * reality check in place of the game.
 */
export function blockedMessage(
  reason: Extract<StudioFrameMessage, { type: 'blocked' }>['reason'],
  details: Extract<StudioFrameMessage, { type: 'blocked' }>['details'],
): StudioFrameMessage {
  return { source: STUDIO_FRAME_SOURCE, type: 'blocked', reason, details };
}

/** The session is over (an expired or used launch, the casino ended it): the modal offers to reopen the game. */
export function sessionEndedMessage(reason: string): StudioFrameMessage {
  return { source: STUDIO_FRAME_SOURCE, type: 'session-ended', reason };
}

/**
 * Posts to the page around the game's frame, only to a page of the same origin (the casino serves the studio's
 * pages): a game opened on its own, outside any frame, has nobody to tell.
 */
export function postToParent(message: StudioFrameMessage): void {
  if (typeof window === 'undefined' || window.parent === window) return;
  window.parent.postMessage(message, window.location.origin);
}
