import { LIVE_CRASH_SALT } from '@casino/game-math';
import type { FastifyBaseLogger } from 'fastify';
import type { Clock } from '../../platform/clock.ts';
import { CasinoUnreachableError, type CasinoWalletClient } from './casino-wallet-client.ts';
import type { ClaimedCrashBet, CrashLiveRepository } from './crash-live.repository.ts';
import type { CrashBetRow } from './crash-live.schema.ts';
import { CLAIM_LEASE_MS, retryDelayMs } from './round-settlement.ts';

const BATCH_SIZE = 50;

/** The casino's transaction ids of a live stake: the same on every attempt, so a retry is a replay. */
export function crashTransactionIds(betId: string) {
  return { bet: `${betId}:bet`, win: `${betId}:win`, rollback: `${betId}:rb` };
}

/**
 * The calls a live stake owes the casino after its bet: the win that closes it (0 for a rocket that crashed
 * first) or the rollback of a stake the casino took too late or without answering. Each is sent until the casino
 * answers, under the same transaction id (the casino's idempotency makes a repeat harmless), with the studio's
 * backoff; several nodes may send at once, each bet claimed for one attempt at a time.
 */
export class CrashCasinoCalls {
  readonly #repository: CrashLiveRepository;
  readonly #casino: CasinoWalletClient;
  readonly #clock: Clock;
  readonly #log: FastifyBaseLogger;

  constructor(deps: {
    repository: CrashLiveRepository;
    casino: CasinoWalletClient;
    clock: Clock;
    log: FastifyBaseLogger;
  }) {
    this.#repository = deps.repository;
    this.#casino = deps.casino;
    this.#clock = deps.clock;
    this.#log = deps.log;
  }

  /** Sends every due call, up to a batch; answers how many it attempted. */
  async sendDue(): Promise<number> {
    const now = this.#clock.now();
    const claims = await this.#repository.claimCalls(now, this.#leaseEnd(), { limit: BATCH_SIZE });
    await Promise.all(claims.map((claim) => this.#attempt(claim)));
    return claims.length;
  }

  /** Sends a bet's owed call now, for the request that made it owed; answers the bet as recorded after. */
  async sendNow(betId: string): Promise<CrashBetRow | null> {
    const [claim] = await this.#repository.claimCalls(this.#clock.now(), this.#leaseEnd(), { betId });
    if (claim) await this.#attempt(claim);
    return this.#repository.bet(this.#repository.db, betId);
  }

  async #attempt({ bet, walletSessionToken }: ClaimedCrashBet): Promise<void> {
    const ids = crashTransactionIds(bet.id);
    try {
      const answer =
        bet.pendingCall === 'rollback'
          ? await this.#casino.rollback({
              sessionToken: walletSessionToken,
              transactionId: ids.rollback,
              betTransactionId: ids.bet,
              roundId: bet.id,
            })
          : await this.#casino.win({
              sessionToken: walletSessionToken,
              transactionId: ids.win,
              betTransactionId: ids.bet,
              roundId: bet.id,
              amount: bet.win ?? 0,
              currency: bet.currency,
              roundClosed: true,
              details: await this.#details(bet),
            });
      if (answer.ok) {
        await this.#repository.recordCall(bet, {
          pendingCall: null,
          nextAttemptAt: null,
          lastError: null,
          balanceAfter: answer.reply.balance,
        });
        return;
      }
      // A win or rollback the casino refuses will not be accepted later either: the studio and the casino disagree.
      this.#log.error(
        { betId: bet.id, call: bet.pendingCall, code: answer.error.code, message: answer.error.message },
        'casino refused a live crash call',
      );
      await this.#repository.recordCall(bet, {
        pendingCall: null,
        nextAttemptAt: null,
        lastError: answer.error.code,
      });
    } catch (error) {
      if (!(error instanceof CasinoUnreachableError)) throw error;
      this.#log.warn(
        { betId: bet.id, call: bet.pendingCall, attempts: bet.attempts },
        'live crash call will be sent again',
      );
      await this.#repository.recordCall(bet, {
        nextAttemptAt: new Date(this.#clock.now().getTime() + retryDelayMs(bet.attempts)),
        lastError: error.message.slice(0, 500),
      });
    }
  }

  /** The round as game recall shows it and a player can verify it: the seed's hash, the salt and the round. */
  async #details(bet: CrashBetRow) {
    const round = await this.#repository.round(this.#repository.db, bet.roundId);
    if (!round) throw new Error(`crash round ${bet.roundId} vanished`);
    return {
      outcome: {
        crashPoint: round.crashPoint,
        cashOut: bet.cashOut ?? bet.autoCashOut,
        won: bet.status === 'cashed',
        roundNumber: round.number,
      },
      provablyFair: {
        serverSeedHash: round.serverSeedHash,
        clientSeed: LIVE_CRASH_SALT,
        nonce: round.number,
      },
    };
  }

  #leaseEnd(): Date {
    return new Date(this.#clock.now().getTime() + CLAIM_LEASE_MS);
  }
}
