import type { SeamlessWalletError, WalletBetWinRequest, WalletErrorReply } from '@casino/contracts';
import type { FastifyBaseLogger } from 'fastify';
import type { Clock } from '../../platform/clock.ts';
import type { AppError } from '../../platform/http/app-error.ts';
import { CasinoUnreachableError, type CasinoWalletClient } from './casino-wallet-client.ts';
import { casinoRefusal } from './studio.errors.ts';
import type { ClaimedRound, StudioRepository } from './studio.repository.ts';
import type { StudioRoundRow } from './studio.schema.ts';

const FIRST_RETRY_MS = 1_000;
const MAX_RETRY_MS = 5 * 60 * 1_000;
/** How long a claimed attempt may take before another node may try again: longer than the request timeout. */
export const CLAIM_LEASE_MS = 30_000;

/** Refusals that follow from the player's own state (money, session, limits), not from a fault. */
const ROUTINE_REFUSALS: ReadonlySet<SeamlessWalletError> = new Set([
  'INSUFFICIENT_FUNDS',
  'SESSION_EXPIRED',
  'INVALID_TOKEN',
  'LIMIT_REACHED',
  'REALITY_CHECK_PENDING',
  'PLAYER_BLOCKED',
  'SELF_EXCLUDED',
  'FREE_ROUNDS_USED_UP',
  'FREE_ROUNDS_EXPIRED',
]);

/** Exponential backoff after the given attempt failed: 1 s, 2 s, 4 s ... capped at five minutes. */
export function retryDelayMs(failedAttempt: number): number {
  return Math.min(FIRST_RETRY_MS * 2 ** (failedAttempt - 1), MAX_RETRY_MS);
}

/** The casino's transaction id of a round's bet-win: the same on every attempt, so a retry is a replay. */
export function betWinTransactionId(roundId: string): string {
  return `${roundId}:bw`;
}

/** The bet-win that settles a round at the casino, with the facts recall shows and a player can verify. */
export function betWinRequest(round: StudioRoundRow, walletSessionToken: string): WalletBetWinRequest {
  return {
    sessionToken: walletSessionToken,
    transactionId: betWinTransactionId(round.id),
    roundId: round.id,
    bet: round.bet,
    win: round.win,
    currency: round.currency,
    ...(round.freeRoundId === null ? {} : { freeRoundId: round.freeRoundId }),
    details: {
      outcome: round.outcome,
      provablyFair: {
        serverSeedHash: round.serverSeedHash,
        clientSeed: round.clientSeed,
        nonce: round.nonce,
      },
    },
  };
}

/** What a refusal tells of the player's own protection, kept with the void round; null when nothing. */
function protectionFacts({ selfLimit, excludedTill }: WalletErrorReply): StudioRoundRow['voidDetails'] {
  if (selfLimit) return { selfLimit };
  if (excludedTill !== undefined) return { excludedTill };
  return null;
}

/** The refusal a void round ended with, as the studio answers it to the player. */
export function refusalOf(round: StudioRoundRow): AppError {
  const refusal: WalletErrorReply = {
    status: 'error',
    code: (round.voidReason ?? 'INVALID_REQUEST') as WalletErrorReply['code'],
    message: '',
    ...(round.balanceAfter === null ? {} : { balance: round.balanceAfter }),
    ...round.voidDetails,
  };
  return casinoRefusal(refusal, 'play');
}

/**
 * One attempt to settle a real round at the casino (its bet-win), and its record: settled with the casino's
 * balance, void when the casino refused (nothing moved), or still pending with the next attempt scheduled when
 * the casino gave no answer. The play request makes the first attempt; the settlement job makes the others.
 */
export class RoundSettlement {
  readonly #repository: StudioRepository;
  readonly #casino: CasinoWalletClient;
  readonly #clock: Clock;
  readonly #log: FastifyBaseLogger;

  constructor(deps: {
    repository: StudioRepository;
    casino: CasinoWalletClient;
    clock: Clock;
    log: FastifyBaseLogger;
  }) {
    this.#repository = deps.repository;
    this.#casino = deps.casino;
    this.#clock = deps.clock;
    this.#log = deps.log;
  }

  /** Attempts a claimed round; answers the round as recorded afterwards (by this attempt or a newer one). */
  async attempt({ round, walletSessionToken }: ClaimedRound): Promise<StudioRoundRow> {
    let recorded: StudioRoundRow | null;
    try {
      const answer = await this.#casino.betWin(betWinRequest(round, walletSessionToken));
      if (answer.ok) {
        recorded = await this.#repository.recordAttempt(round, {
          status: 'settled',
          balanceAfter: answer.reply.balance,
          at: this.#clock.now(),
        });
      } else {
        this.#logRefusal(round, answer.error);
        recorded = await this.#repository.recordAttempt(round, {
          status: 'void',
          reason: answer.error.code,
          details: protectionFacts(answer.error),
          balanceAfter: answer.error.balance ?? null,
          at: this.#clock.now(),
        });
      }
    } catch (error) {
      if (!(error instanceof CasinoUnreachableError)) throw error;
      const nextAttemptAt = new Date(this.#clock.now().getTime() + retryDelayMs(round.attempts));
      this.#log.warn(
        { roundId: round.id, attempts: round.attempts, error: error.message },
        'studio round will be settled later',
      );
      recorded = await this.#repository.recordAttempt(round, {
        status: 'pending',
        nextAttemptAt,
        error: error.message.slice(0, 500),
      });
    }
    return recorded ?? (await this.#current(round.id));
  }

  async #current(roundId: string): Promise<StudioRoundRow> {
    const round = await this.#repository.round(roundId);
    if (!round) throw new Error(`studio round ${roundId} vanished`);
    return round;
  }

  /** Refusals a player causes are routine; the others mean the studio and the casino disagree. */
  #logRefusal(round: StudioRoundRow, refusal: WalletErrorReply): void {
    const entry = { roundId: round.id, code: refusal.code, message: refusal.message };
    if (ROUTINE_REFUSALS.has(refusal.code)) this.#log.info(entry, 'casino refused a studio round');
    else this.#log.error(entry, 'casino refused a studio round');
  }
}
