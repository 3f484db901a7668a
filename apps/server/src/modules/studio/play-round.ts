import { createHash, randomUUID } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';
import type { StudioPlayRequest, StudioRound } from '@casino/contracts';
import { playRound } from '@casino/game-math';
import type { Clock } from '../../platform/clock.ts';
import { betProblem } from './bet-limits.ts';
import { CLAIM_LEASE_MS, type RoundSettlement, refusalOf } from './round-settlement.ts';
import { studioRoundView } from './round-view.ts';
import { seedOwner } from './seeds.service.ts';
import { studioErrors } from './studio.errors.ts';
import type { CycleScope, Executor, StudioRepository } from './studio.repository.ts';
import type { StudioRoundRow } from './studio.schema.ts';
import type { ActiveSession, LiveSession, StudioSessionService } from './studio-session.service.ts';

/** A play request as the route hands it over: the stake not yet checked against the session's steps. */
export type PlayRequest = Omit<StudioPlayRequest, 'bet'> & { bet: number };

/** How long a replay waits for the first request's answer from the casino before it asks again itself. */
const REPLAY_WAIT_MS = 3_000;
const REPLAY_POLL_MS = 25;

/** The round key was played already (or by a concurrent request that committed first): its round is the answer. */
class RoundKeyTaken extends Error {}

function fingerprintOf(request: PlayRequest): string {
  return createHash('sha256')
    .update(
      JSON.stringify({ bet: request.bet, params: request.params, freeRound: request.freeRound === true }),
    )
    .digest('hex');
}

/**
 * One game cycle (RTS 8: each on its own request, nothing repeats server-side). The stake and parameters are
 * checked, the nonce is reserved and the round recorded in one transaction under the seed pair's row lock, then a
 * real round is settled at the casino with one bet-win; a demo round moves the session's play money instead. A
 * round key played before answers with its round: found by the unique key, the attempt rolled back (its nonce
 * with it), so the common case of a new key costs no lookup.
 *
 * A real round's outcome is shown only once the casino took its stake (decision 017): while the bet-win is
 * unanswered the round is kept, hidden, and retried; the request answers `casino_unavailable`, and the same
 * request sent again answers with the round once the casino has, or with the casino's refusal.
 */
export class PlayRoundService {
  readonly #repository: StudioRepository;
  readonly #sessions: StudioSessionService;
  readonly #settlement: RoundSettlement;
  readonly #clock: Clock;

  constructor(deps: {
    repository: StudioRepository;
    sessions: StudioSessionService;
    settlement: RoundSettlement;
    clock: Clock;
  }) {
    this.#repository = deps.repository;
    this.#sessions = deps.sessions;
    this.#settlement = deps.settlement;
    this.#clock = deps.clock;
  }

  async play(active: ActiveSession, request: PlayRequest): Promise<StudioRound> {
    const { session, game } = active;
    if (request.freeRound && session.freeRoundId === null) throw studioErrors.freeRoundsUnavailable();
    const problem = betProblem(game, session.currency, session, request.bet);
    if (problem) throw studioErrors.betInvalid(problem);
    const checked = game.validateParams(request.bet, request.params);
    if (!checked.ok) throw studioErrors.paramsInvalid(checked.reason);
    const fingerprint = fingerprintOf(request);

    let round: StudioRoundRow;
    try {
      round = await this.#repository.transaction((tx) =>
        this.#record(tx, active, request, checked.params, fingerprint),
      );
    } catch (error) {
      if (!(error instanceof RoundKeyTaken)) throw error;
      const first = await this.#repository.roundByKey(this.#repository.db, session.id, request.roundKey);
      if (!first) throw new Error(`round key ${request.roundKey} taken but not found`);
      return this.#replay(first, fingerprint);
    }
    if (round.status === 'pending') {
      round = await this.#settlement.attempt({ round, walletSessionToken: session.walletSessionToken });
    }
    return answerOf(round);
  }

  /**
   * Reserves the nonce (locking the seed pair), checks the game cycle, draws the outcome and records the round.
   * Any refusal rolls everything back, the nonce included.
   */
  async #record(
    tx: Executor,
    { session, game }: ActiveSession,
    request: PlayRequest,
    params: Record<string, unknown>,
    fingerprint: string,
  ): Promise<StudioRoundRow> {
    const seed = await this.#repository.reserveNonce(tx, seedOwner(session));
    if (!seed) throw new Error(`session ${session.id} has no active seed pair`);
    const now = this.#clock.now();
    const cycleMs = this.#sessions.minGameCycleMs(game);
    if (cycleMs > 0) {
      // A replay is answered before the cycle is checked: the round it repeats is the previous one.
      const { lastSlotRoundAt, keyPlayed } = await this.#repository.cycleState(tx, cycleScope(session), {
        sessionId: session.id,
        roundKey: request.roundKey,
      });
      if (keyPlayed) throw new RoundKeyTaken();
      const retryInMs = lastSlotRoundAt ? lastSlotRoundAt.getTime() + cycleMs - now.getTime() : 0;
      if (retryInMs > 0) throw studioErrors.tooFast(retryInMs);
    }
    const seeds = { serverSeed: seed.serverSeed, clientSeed: seed.clientSeed, nonce: seed.nonce };
    const result = playRound(game.slug, seeds, request.bet, params);
    let demoBalance: number | null = null;
    if (session.mode === 'demo') {
      demoBalance = await this.#repository.settleDemo(tx, session.id, request.bet, result.win);
      if (demoBalance === null) {
        // A replay of a round played when the money was there gets that round, not a refusal.
        if (await this.#repository.roundByKey(tx, session.id, request.roundKey)) throw new RoundKeyTaken();
        throw studioErrors.insufficientFunds(await this.#repository.demoBalance(tx, session.id));
      }
    }
    const round = await this.#repository.insertRound(tx, {
      id: randomUUID(),
      sessionId: session.id,
      roundKey: request.roundKey,
      requestFingerprint: fingerprint,
      playerRef: session.playerRef,
      mode: session.mode,
      gameSlug: game.slug,
      gameKind: game.kind,
      currency: session.currency,
      bet: request.bet,
      win: result.win,
      params,
      outcome: result.outcome,
      seedId: seed.id,
      serverSeedHash: seed.serverSeedHash,
      clientSeed: seed.clientSeed,
      nonce: seed.nonce,
      freeRoundId: request.freeRound ? session.freeRoundId : null,
      playedAt: now,
      ...(demoBalance === null
        ? // Claimed for the first settlement attempt, which this request makes once the round is committed.
          { status: 'pending', attempts: 1, nextAttemptAt: new Date(now.getTime() + CLAIM_LEASE_MS) }
        : { status: 'settled', balanceAfter: demoBalance, settledAt: now }),
    });
    if (!round) throw new RoundKeyTaken();
    return round;
  }

  /**
   * The first answer of a round key again; another stake or parameters under the same key are refused. A round
   * the casino has not answered yet is waited for while its first attempt is in flight, then tried again at once
   * (the same bet-win: the casino answers a repeat as it answered the first), never shown before.
   */
  async #replay(round: StudioRoundRow, fingerprint: string): Promise<StudioRound> {
    if (round.requestFingerprint !== fingerprint) throw studioErrors.roundKeyConflict();
    let current = round;
    for (let waited = 0; isInFlight(current) && waited < REPLAY_WAIT_MS; waited += REPLAY_POLL_MS) {
      await sleep(REPLAY_POLL_MS);
      current = (await this.#repository.round(round.id)) ?? current;
    }
    if (current.status === 'pending') {
      const claim = await this.#repository.claimNow(round.id, this.#leaseEnd());
      if (claim) current = await this.#settlement.attempt(claim);
    }
    return answerOf(current);
  }

  #leaseEnd(): Date {
    return new Date(this.#clock.now().getTime() + CLAIM_LEASE_MS);
  }
}

/** A pending round whose first bet-win has not been answered yet: the request that played it is still asking. */
function isInFlight(round: StudioRoundRow): boolean {
  return round.status === 'pending' && round.attempts === 1 && round.lastError === null;
}

/** A round as its player is answered: shown once settled, the casino's refusal once void, else not yet. */
function answerOf(round: StudioRoundRow): StudioRound {
  if (round.status === 'void') throw refusalOf(round);
  if (round.status === 'pending') throw studioErrors.casinoUnavailable();
  return studioRoundView(round);
}

function cycleScope(session: LiveSession): CycleScope {
  return session.mode === 'real'
    ? { mode: 'real', playerRef: session.playerRef }
    : { mode: 'demo', sessionId: session.id };
}
