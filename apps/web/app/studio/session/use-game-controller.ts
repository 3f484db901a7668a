import type { Fairness, StudioRound, StudioSession } from '@casino/contracts';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { playRound } from '../api/play-round';
import { resetDemoBalance } from '../api/reset-demo';
import { rotateSeeds, type SeedRotation, setClientSeed } from '../api/seeds';
import {
  blockedMessage,
  insufficientFundsMessage,
  postToParent,
  readyMessage,
  roundMessage,
  sessionEndedMessage,
} from './frame-messages';
import { classifyPlayError } from './play-errors';
import { newRoundKey } from './round-key';

/** A short line under the game about the state of play; `failed` carries the studio's error code. */
export type GameNotice =
  | { kind: 'insufficient-funds' }
  | { kind: 'wait' }
  | { kind: 'blocked'; reason: 'self-limit' | 'reality-check' }
  | { kind: 'failed'; code: string };

/** The rounds list keeps the latest of this visit. */
export const ROUNDS_KEPT = 20;
/** A play that got no answer is sent again with its round key this many times (the studio plays a key once). */
const NETWORK_RETRIES = 3;
/** A too-fast refusal is waited out this many times before the play is given up. */
const TOO_FAST_RETRIES = 3;

export interface GameController {
  session: StudioSession;
  /** The balance on screen: after a round's stake while the round is shown, with its win once it is over. */
  balance: number;
  fairness: Fairness;
  /** This visit's rounds, newest first (an interrupted round from before comes first of all). */
  rounds: StudioRound[];
  /** A round is on its way or the minimum game cycle (RTS 14) has not passed: nothing may be played. */
  busy: boolean;
  notice: GameNotice | null;
  /** Why the session ended, or null while it lasts. */
  ended: string | null;
  /** The interrupted round to show before anything else (RTS 10), until the player has seen it. */
  resumed: { round: StudioRound } | null;
  /** What the screen reader hears about the last round. */
  announcement: string;
  revealedSeeds: SeedRotation['revealed'][];
  /** The casino's free spins left on this game: while there are, each play is one, at their stake. */
  freeRoundsLeft: number;
  /** Plays one round; resolves with it once settled, or null when it was refused (the notice says why). */
  play(bet: number, params?: Record<string, unknown>): Promise<StudioRound | null>;
  /** The client finished showing the round: the win joins the balance and the casino's page hears of it. */
  complete(round: StudioRound, announcement: string): void;
  /**
   * Makes a money call of a game that plays outside `play` (the live crash round's stake and cash-out): resolves
   * with its answer, or null when it was refused (the notice says why, as for a play).
   */
  act<T>(call: (sessionToken: string) => Promise<T>, bet: number): Promise<T | null>;
  /** The balance as such a call answered it. */
  setBalance(balance: number): void;
  /** Such a game's round is over: its balance and words, and the casino's page told as of any round. */
  finish(result: { bet: number; win: number; balance: number }, announcement: string): void;
  setClientSeed(clientSeed: string): Promise<void>;
  rotateSeeds(): Promise<SeedRotation>;
  resetDemo(): Promise<void>;
  dismissResumed(): void;
  dismissNotice(): void;
}

/** Between two tries of a play that got no answer: quick at first, then every ten seconds. */
function retryDelayMs(attempt: number): number {
  return Math.min(10_000, 1_000 * 2 ** attempt);
}

function sleep(ms: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms));
}

/** Fairness for the next round: the one just played used `nonce`, so the next uses the one after it. */
function nextFairness(current: Fairness, played: Fairness): Fairness {
  return played.serverSeedHash === current.serverSeedHash && played.clientSeed === current.clientSeed
    ? { ...current, nonce: Math.max(current.nonce, played.nonce + 1) }
    : current;
}

/**
 * The state of one game session and everything that changes it: plays (with the refusals of the studio and the
 * minimum game cycle), the provably-fair seeds, the demo balance, and the frame messages to the casino's page.
 */
export function useGameController(session: StudioSession): GameController {
  const [balance, setBalance] = useState(session.balance);
  const [fairness, setFairness] = useState(session.fairness);
  const [rounds, setRounds] = useState<StudioRound[]>(() =>
    session.resumedRound ? [session.resumedRound] : [],
  );
  const [inFlight, setInFlight] = useState(false);
  const [cycleLocked, setCycleLocked] = useState(false);
  const [notice, setNotice] = useState<GameNotice | null>(null);
  const [ended, setEnded] = useState<string | null>(null);
  const [resumed, setResumed] = useState(() =>
    session.resumedRound ? { round: session.resumedRound } : null,
  );
  const [announcement, setAnnouncement] = useState('');
  const [revealedSeeds, setRevealedSeeds] = useState<SeedRotation['revealed'][]>([]);
  const [freeRoundsLeft, setFreeRoundsLeftState] = useState(session.freeRounds?.roundsLeft ?? 0);
  // The same count for the round message, which is posted after the round's animation, from an older render.
  const freeRoundsLeftNow = useRef(freeRoundsLeft);
  const setFreeRoundsLeft = useCallback((next: (left: number) => number) => {
    freeRoundsLeftNow.current = next(freeRoundsLeftNow.current);
    setFreeRoundsLeftState(freeRoundsLeftNow.current);
  }, []);
  const abort = useRef(new AbortController());
  const cycleTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const { mode, currency, sessionToken, minGameCycleMs } = session;

  useEffect(() => {
    const controller = new AbortController();
    abort.current = controller;
    postToParent(readyMessage(session));
    return () => {
      controller.abort();
      clearTimeout(cycleTimer.current);
    };
  }, [session]);

  const endSession = useCallback((reason: string) => {
    setEnded(reason);
    postToParent(sessionEndedMessage(reason));
  }, []);

  /** Tells the player why a call was refused: a notice, the casino's page, or the session's end. */
  const report = useCallback(
    (refusal: ReturnType<typeof classifyPlayError>, bet: number) => {
      if (refusal.kind === 'insufficient-funds') {
        const known = refusal.balance ?? balance;
        if (refusal.balance !== null) setBalance(refusal.balance);
        setNotice({ kind: 'insufficient-funds' });
        postToParent(insufficientFundsMessage(mode, bet, known, currency));
      } else if (refusal.kind === 'session-ended') {
        endSession(refusal.reason);
      } else if (refusal.kind === 'blocked') {
        // The modal shows the protection in place of the game; an exclusion also ends play here.
        postToParent(blockedMessage(refusal.reason, refusal.details));
        if (refusal.reason === 'self-excluded') setEnded('self_excluded');
        else setNotice({ kind: 'blocked', reason: refusal.reason });
      } else {
        const code =
          refusal.kind === 'failed' ? refusal.code : refusal.kind === 'retry' ? 'network' : 'too_fast';
        setNotice({ kind: 'failed', code });
      }
    },
    [balance, mode, currency, endSession],
  );

  const play = useCallback(
    async (bet: number, params: Record<string, unknown> = {}): Promise<StudioRound | null> => {
      if (ended) return null;
      setInFlight(true);
      setNotice(null);
      if (minGameCycleMs > 0) {
        setCycleLocked(true);
        clearTimeout(cycleTimer.current);
      }
      // A free spin is played at its own stake, whatever bet is chosen.
      const free = freeRoundsLeft > 0 && session.freeRounds !== undefined;
      const request = free
        ? { roundKey: newRoundKey(), bet: session.freeRounds?.stake ?? bet, params, freeRound: true }
        : { roundKey: newRoundKey(), bet, params };
      let networkRetries = 0;
      let tooFastRetries = 0;
      try {
        for (;;) {
          try {
            const round = await playRound(sessionToken, request);
            // The studio counts the cycle from the round it recorded, before it answered: counted from the answer
            // here, the next round never reaches it early, however slow the last answer was to come back.
            if (minGameCycleMs > 0)
              cycleTimer.current = setTimeout(() => setCycleLocked(false), minGameCycleMs);
            // The stake leaves the balance now; the win joins it when the round has been shown.
            setBalance(round.balance - round.win);
            setFairness((current) => nextFairness(current, round.fairness));
            if (free) setFreeRoundsLeft((left) => Math.max(0, left - 1));
            return round;
          } catch (error) {
            if (abort.current.signal.aborted) {
              setCycleLocked(false);
              return null;
            }
            const refusal = classifyPlayError(error);
            // The spins were played elsewhere, expired or canceled: play goes on with the player's own bets.
            if (refusal.kind === 'failed' && refusal.code === 'free_rounds_unavailable')
              setFreeRoundsLeft(() => 0);
            if (refusal.kind === 'too-fast' && tooFastRetries < TOO_FAST_RETRIES) {
              tooFastRetries += 1;
              setNotice({ kind: 'wait' });
              await sleep(refusal.retryInMs);
              continue;
            }
            if (refusal.kind === 'retry' && networkRetries < NETWORK_RETRIES) {
              await sleep(retryDelayMs(networkRetries));
              networkRetries += 1;
              continue;
            }
            report(refusal, bet);
            // A refused round does not hold the next one back.
            setCycleLocked(false);
            return null;
          }
        }
      } finally {
        setInFlight(false);
      }
    },
    [ended, minGameCycleMs, sessionToken, freeRoundsLeft, session, setFreeRoundsLeft, report],
  );

  const complete = useCallback(
    (round: StudioRound, text: string) => {
      setBalance(round.balance);
      setRounds((list) =>
        [round, ...list.filter((item) => item.roundId !== round.roundId)].slice(0, ROUNDS_KEPT),
      );
      setAnnouncement(text);
      postToParent(roundMessage(mode, round, freeRoundsLeftNow.current));
    },
    [mode],
  );

  const withSession = useCallback(
    async <T>(call: () => Promise<T>): Promise<T> => {
      try {
        return await call();
      } catch (error) {
        const refusal = classifyPlayError(error);
        if (refusal.kind === 'session-ended') endSession(refusal.reason);
        throw error;
      }
    },
    [endSession],
  );

  const finish = useCallback(
    (result: { bet: number; win: number; balance: number }, text: string) => {
      setBalance(result.balance);
      setAnnouncement(text);
      postToParent(roundMessage(mode, { ...result, currency }));
    },
    [mode, currency],
  );

  const act = useCallback(
    async <T>(call: (token: string) => Promise<T>, bet: number): Promise<T | null> => {
      if (ended) return null;
      setNotice(null);
      try {
        return await call(sessionToken);
      } catch (error) {
        if (abort.current.signal.aborted) return null;
        report(classifyPlayError(error), bet);
        return null;
      }
    },
    [ended, sessionToken, report],
  );

  return useMemo(
    () => ({
      session,
      balance,
      fairness,
      rounds,
      busy: inFlight || cycleLocked || ended !== null,
      notice,
      ended,
      resumed,
      announcement,
      revealedSeeds,
      freeRoundsLeft,
      play,
      complete,
      act,
      setBalance,
      finish,
      setClientSeed: async (clientSeed: string) => {
        setFairness(await withSession(() => setClientSeed(sessionToken, clientSeed)));
      },
      rotateSeeds: async () => {
        const rotation = await withSession(() => rotateSeeds(sessionToken));
        setFairness(rotation.current);
        setRevealedSeeds((list) => [rotation.revealed, ...list]);
        return rotation;
      },
      resetDemo: async () => {
        setBalance(await withSession(() => resetDemoBalance(sessionToken)));
        setNotice(null);
      },
      dismissResumed: () => setResumed(null),
      dismissNotice: () => setNotice(null),
    }),
    [
      session,
      balance,
      fairness,
      rounds,
      inFlight,
      cycleLocked,
      ended,
      notice,
      resumed,
      announcement,
      revealedSeeds,
      freeRoundsLeft,
      play,
      complete,
      act,
      finish,
      withSession,
      sessionToken,
    ],
  );
}
