import { randomUUID } from 'node:crypto';
import {
  type CrashBetRequest,
  type CrashOwnBet,
  SEAMLESS_WALLET_ERRORS,
  type SeamlessWalletError,
} from '@casino/contracts';
import { CRASH_CASH_OUT, liveFlightEnd } from '@casino/game-math';
import type { Clock } from '../../platform/clock.ts';
import { betProblem } from './bet-limits.ts';
import { CasinoUnreachableError, type CasinoWalletClient } from './casino-wallet-client.ts';
import type { CrashBetOutcome } from './crash-bet-outcome.ts';
import { type CrashCasinoCalls, crashTransactionIds } from './crash-casino-calls.ts';
import type { CrashLiveRepository } from './crash-live.repository.ts';
import type { CrashBetRow, CrashRoundRow } from './crash-live.schema.ts';
import { autoCashOutBy, type CrashSchedule, multiplierAt, phaseAt } from './crash-round-clock.ts';
import { LIVE_CRASH_GAME } from './crash-scheduler.ts';
import { casinoRefusal, studioErrors } from './studio.errors.ts';
import type { Executor, StudioRepository } from './studio.repository.ts';
import type { ActiveSession, LiveSession } from './studio-session.service.ts';

/** How other players see a stake's owner: the start of their reference, the rest hidden. */
export function maskedNickname(playerRef: string): string {
  return `${playerRef.slice(0, 3)}***${playerRef.length > 6 ? playerRef.slice(-1) : ''}`;
}

/**
 * A player's stake in the live crash round and their cash-out, judged by the server's clock. The stake is the
 * casino's `bet`, accepted only while the round takes bets (asked before take-off and answered before it, or
 * given back); the cash-out is accepted only while the rocket flies and below its crash point, at the multiplier
 * of the server's time of the request, and paid with the casino's `win`. Both answer a repeat with what the first
 * did: one stake per session and round, one cash-out per stake.
 */
export class CrashBets {
  readonly #repository: CrashLiveRepository;
  readonly #studio: StudioRepository;
  readonly #outcome: CrashBetOutcome;
  readonly #calls: CrashCasinoCalls;
  readonly #casino: CasinoWalletClient;
  readonly #clock: Clock;
  readonly #schedule: CrashSchedule;

  constructor(deps: {
    repository: CrashLiveRepository;
    studio: StudioRepository;
    outcome: CrashBetOutcome;
    calls: CrashCasinoCalls;
    casino: CasinoWalletClient;
    clock: Clock;
    schedule: CrashSchedule;
  }) {
    this.#repository = deps.repository;
    this.#studio = deps.studio;
    this.#outcome = deps.outcome;
    this.#calls = deps.calls;
    this.#casino = deps.casino;
    this.#clock = deps.clock;
    this.#schedule = deps.schedule;
  }

  async place({ session, game }: ActiveSession, request: CrashBetRequest): Promise<CrashOwnBet> {
    if (game.slug !== LIVE_CRASH_GAME) throw studioErrors.gameUnavailable();
    const problem = betProblem(game, session.currency, session, request.stake);
    if (problem) throw studioErrors.betInvalid(problem);
    const autoCashOut = request.autoCashOut ?? CRASH_CASH_OUT.max;
    if (autoCashOut < CRASH_CASH_OUT.min || autoCashOut > CRASH_CASH_OUT.max) {
      throw studioErrors.paramsInvalid(
        `autoCashOut must be from ${CRASH_CASH_OUT.min} to ${CRASH_CASH_OUT.max}`,
      );
    }
    const round = await this.#repository.round(this.#repository.db, request.roundId);
    if (!round) throw studioErrors.crashBettingClosed();
    const recorded = await this.#repository.transaction((tx) =>
      this.#record(tx, session, round, request.stake, autoCashOut),
    );
    if (!recorded.placed) return this.#replay(recorded.bet, request.stake, autoCashOut);
    if (recorded.bet.mode === 'demo') return ownBet(recorded.bet);
    return this.#askCasino(recorded.bet, round, session.walletSessionToken);
  }

  async cashOut({ session }: ActiveSession, roundId: string): Promise<CrashOwnBet> {
    const bet = await this.#repository.transaction(async (tx) => {
      const bet = await this.#repository.lockBet(tx, roundId, session.id);
      if (!bet || bet.status === 'placing' || bet.status === 'refused') throw studioErrors.crashNoBet();
      if (bet.status !== 'open') return bet;
      const round = await this.#repository.round(tx, roundId);
      if (!round) throw studioErrors.crashNoBet();
      const now = this.#clock.now();
      if (phaseAt(round, now) === 'betting') throw studioErrors.crashNotFlying();
      // The automatic target reached first is the cash-out, whether or not the scheduler has recorded it yet.
      const auto = autoCashOutBy(round, bet.autoCashOut, now, this.#schedule.growthPerSecond);
      if (auto !== null) return this.#outcome.cashOut(tx, bet, auto, now);
      const multiplier = multiplierAt(round, now, this.#schedule.growthPerSecond);
      if (phaseAt(round, now) !== 'flying' || multiplier >= liveFlightEnd(round.crashPoint)) {
        throw studioErrors.crashNotFlying();
      }
      return this.#outcome.cashOut(tx, bet, multiplier, now);
    });
    if (bet.status === 'lost') throw studioErrors.crashNotFlying();
    return ownBet(bet.pendingCall === 'win' ? ((await this.#calls.sendNow(bet.id)) ?? bet) : bet);
  }

  /** Records the stake while the round takes bets; a demo stake takes its play money in the same transaction. */
  async #record(
    tx: Executor,
    session: LiveSession,
    round: CrashRoundRow,
    stake: number,
    autoCashOut: number,
  ): Promise<{ placed: boolean; bet: CrashBetRow }> {
    const now = this.#clock.now();
    const existing = await this.#repository.lockBet(tx, round.id, session.id);
    if (existing) return { placed: false, bet: existing };
    if (phaseAt(round, now) !== 'betting' || now < round.bettingOpensAt)
      throw studioErrors.crashBettingClosed();
    let balanceAfter: number | null = null;
    if (session.mode === 'demo') {
      balanceAfter = await this.#studio.settleDemo(tx, session.id, stake, 0);
      if (balanceAfter === null)
        throw studioErrors.insufficientFunds(await this.#studio.demoBalance(tx, session.id));
    }
    const bet = await this.#repository.insertBet(tx, {
      id: randomUUID(),
      roundId: round.id,
      sessionId: session.id,
      playerRef: session.playerRef,
      nickname: maskedNickname(session.playerRef),
      mode: session.mode,
      currency: session.currency,
      stake,
      autoCashOut,
      status: session.mode === 'demo' ? 'open' : 'placing',
      balanceAfter,
      placedAt: now,
    });
    // A concurrent first request of the same stake committed in between: its stake is the answer.
    if (!bet) throw studioErrors.crashAlreadyBet();
    return { placed: true, bet };
  }

  /** The casino's `bet`, which must be answered before take-off: a stake it took too late is given back. */
  async #askCasino(bet: CrashBetRow, round: CrashRoundRow, walletSessionToken: string): Promise<CrashOwnBet> {
    try {
      const answer = await this.#casino.bet({
        sessionToken: walletSessionToken,
        transactionId: crashTransactionIds(bet.id).bet,
        roundId: bet.id,
        amount: bet.stake,
        currency: bet.currency,
      });
      if (!answer.ok) {
        await this.#repository.updateBet(this.#repository.db, bet.id, {
          status: 'refused',
          refusal: answer.error.code,
          balanceAfter: answer.error.balance ?? null,
        });
        throw casinoRefusal(answer.error, 'play');
      }
      if (phaseAt(round, this.#clock.now()) !== 'betting') {
        await this.#giveBack(bet, 'late');
        throw studioErrors.crashBettingClosed();
      }
      return ownBet(
        await this.#repository.updateBet(this.#repository.db, bet.id, {
          status: 'open',
          balanceAfter: answer.reply.balance,
        }),
      );
    } catch (error) {
      if (!(error instanceof CasinoUnreachableError)) throw error;
      // Whether the casino took the stake is unknown: it is given back, which is harmless if it did not.
      await this.#giveBack(bet, 'unanswered');
      throw studioErrors.casinoUnavailable();
    }
  }

  async #giveBack(bet: CrashBetRow, refusal: string): Promise<void> {
    await this.#repository.updateBet(this.#repository.db, bet.id, {
      status: 'refused',
      refusal,
      pendingCall: 'rollback',
      nextAttemptAt: this.#clock.now(),
      attempts: 0,
    });
    await this.#calls.sendNow(bet.id);
  }

  /** The same stake asked again answers with the first; another stake in the same round is refused. */
  #replay(bet: CrashBetRow, stake: number, autoCashOut: number): CrashOwnBet {
    if (bet.stake !== stake || bet.autoCashOut !== autoCashOut) throw studioErrors.crashAlreadyBet();
    if (bet.status === 'placing') throw studioErrors.casinoUnavailable();
    if (bet.status === 'refused') {
      if (isWalletError(bet.refusal)) {
        throw casinoRefusal({ status: 'error', code: bet.refusal, message: '' }, 'play');
      }
      throw studioErrors.crashBettingClosed();
    }
    return ownBet(bet);
  }
}

function isWalletError(code: string | null): code is SeamlessWalletError {
  return (SEAMLESS_WALLET_ERRORS as readonly string[]).includes(code ?? '');
}

/** A stake as its own player sees it; an automatic cash-out at the top is the one every stake has, not a choice. */
export function ownBet(bet: CrashBetRow): CrashOwnBet {
  return {
    id: bet.id,
    roundId: bet.roundId,
    stake: bet.stake,
    autoCashOut: bet.autoCashOut === CRASH_CASH_OUT.max ? null : bet.autoCashOut,
    status: bet.status === 'cashed' || bet.status === 'lost' ? bet.status : 'open',
    cashOut: bet.cashOut,
    win: bet.win,
    balance: bet.balanceAfter,
  };
}
