import {
  type Currency,
  DEFAULT_LANGUAGE,
  isLanguage,
  type SeamlessWalletCall,
  selfExcludedDetailsSchema,
  selfLimitBlockSchema,
  type WalletAuthenticateReply,
  type WalletBetRequest,
  type WalletBetWinRequest,
  type WalletOk,
  type WalletRollbackRequest,
  type WalletWinRequest,
} from '@casino/contracts';
import type { Db } from '../../platform/db/database.ts';
import { AppError } from '../../platform/http/app-error.ts';
import type { Rng } from '../../platform/rng.ts';
import { TransferAborted } from '../wallet/index.ts';
import { betAndWin } from './bet-and-win.ts';
import type { CatalogueService } from './catalogue.service.ts';
import { type FreeRoundCallDeps, freeRoundBetWin, requireFreeRoundPlayable } from './free-round-bet-win.ts';
import type { FreeRounds } from './free-rounds.ts';
import { WalletCallError, walletCallErrors } from './games.errors.ts';
import { placeBet } from './place-bet.ts';
import type { ProviderSecrets } from './provider-signature.ts';
import { rollbackBet } from './rollback-bet.ts';
import type { SeenCall } from './seamless-wallet.repository.ts';
import { settleWin } from './settle-win.ts';
import {
  LostRace,
  type MoneyCall,
  playableBalance,
  type RealSession,
  requestFingerprint,
  requireBettable,
  type WalletCallDeps,
} from './wallet-call.ts';
import type { WalletSessionsRepository } from './wallet-sessions.repository.ts';
import { guestRefOf, newToken, playerRefOf, tokenHash } from './wallet-sessions.ts';

type MoneyCallName = Exclude<SeamlessWalletCall, 'authenticate' | 'balance'>;
interface MoneyRequest {
  sessionToken: string;
  transactionId: string;
}

/**
 * Refusals of a stake by player protection and by the stake guards, as the wallet API words them, with the facts
 * the player is shown.
 */
const STAKE_REFUSALS: Record<string, ((error: AppError) => WalletCallError) | undefined> = {
  self_excluded: (error) => {
    const parsed = selfExcludedDetailsSchema.safeParse(error.details);
    return walletCallErrors.selfExcluded(parsed.success ? parsed.data.till : undefined);
  },
  self_limit_reached: (error) => {
    const parsed = selfLimitBlockSchema.safeParse(error.details);
    return walletCallErrors.limitReached(error.message, parsed.success ? parsed.data : undefined);
  },
  reality_check_pending: (error) => walletCallErrors.realityCheckPending(error.message),
  bonus_max_bet: (error) => walletCallErrors.aboveBonusMaxBet(error.message),
};

/** A stake's refusal in the wallet API's words; any other error as it is. */
function walletRefusalOf(error: unknown): unknown {
  const refusal = error instanceof AppError ? STAKE_REFUSALS[error.code] : undefined;
  return refusal ? refusal(error as AppError) : error;
}

/** A call decided again (see #moneyCall) is tried at most this many times in all. */
const MAX_ATTEMPTS = 3;
/** A demo session idle this long is forgotten: a day. */
const STALE_DEMO_SESSION_MS = 24 * 60 * 60 * 1000;

/** How each money call is applied inside its transaction, and whether it stakes money (and so needs a live session). */
interface MoneyCallRule<Request> {
  stake: ((request: Request) => { amount: number; currency: Currency }) | null;
  betTransactionId: (request: Request) => string | null;
  /** What a call that stakes nothing of the player's needs before its transaction (a free round's session). */
  check?: (deps: WalletCallDeps, call: MoneyCall<Request>) => Promise<void>;
  apply: (deps: WalletCallDeps, tx: Db, call: MoneyCall<Request>) => Promise<WalletOk>;
}

const BET: MoneyCallRule<WalletBetRequest> = {
  stake: (request) => ({ amount: request.amount, currency: request.currency }),
  betTransactionId: () => null,
  apply: placeBet,
};
const WIN: MoneyCallRule<WalletWinRequest> = {
  stake: null,
  betTransactionId: (request) => request.betTransactionId,
  apply: settleWin,
};
const ROLLBACK: MoneyCallRule<WalletRollbackRequest> = {
  stake: null,
  betTransactionId: (request) => request.betTransactionId,
  apply: rollbackBet,
};
const BET_WIN: MoneyCallRule<WalletBetWinRequest> = {
  stake: (request) => ({ amount: request.bet, currency: request.currency }),
  betTransactionId: () => null,
  apply: betAndWin,
};

/**
 * The casino's side of the seamless wallet (operator-standards.md): providers trade launch tokens for wallet
 * sessions, read balances and move money by bet, win, rollback and bet-win. Every money call is idempotent by
 * (provider, transaction id): a replay is answered with the first reply, another request under the same id is a
 * duplicate, and everything a call writes (its record, its round, its ledger transfers, its events) commits
 * together or not at all.
 */
export class SeamlessWalletService {
  readonly #deps: WalletCallDeps;
  readonly #sessions: WalletSessionsRepository;
  readonly #catalogue: Pick<CatalogueService, 'launchable'>;
  readonly #secrets: ProviderSecrets;
  readonly #rng: Rng;
  readonly #offers: Pick<FreeRounds, 'walletOffer'>;
  /** A free round's bet-win: the grant's stake paid by the house, the win to the bonus balance. */
  readonly #freeRoundBetWin: MoneyCallRule<WalletBetWinRequest>;

  constructor(
    deps: FreeRoundCallDeps & {
      sessions: WalletSessionsRepository;
      catalogue: Pick<CatalogueService, 'launchable'>;
      secrets: ProviderSecrets;
      rng: Rng;
      offers: Pick<FreeRounds, 'walletOffer'>;
    },
  ) {
    this.#deps = deps;
    this.#sessions = deps.sessions;
    this.#catalogue = deps.catalogue;
    this.#secrets = deps.secrets;
    this.#rng = deps.rng;
    this.#offers = deps.offers;
    // Not a stake of the player's: none of the checks or refusals kept for stakes (see #moneyCall) apply; the
    // grant's own checks run in its transaction.
    this.#freeRoundBetWin = {
      stake: null,
      betTransactionId: () => null,
      check: requireFreeRoundPlayable,
      apply: (_callDeps, tx, call) => freeRoundBetWin(deps, tx, call),
    };
  }

  /**
   * `authenticate`: uses the launch token up (a second use is refused) and opens a wallet session for the game,
   * the mode and the currency the launch decided.
   */
  async authenticate(provider: string, launchToken: string): Promise<WalletAuthenticateReply> {
    const now = this.#deps.clock.now();
    const launch = await this.#sessions.consumeLaunchToken(provider, tokenHash(launchToken), now);
    if (!launch) throw walletCallErrors.invalidToken('the launch token is unknown, used or expired');
    const currency = launch.currency as Currency;
    const game = await this.#catalogue.launchable(launch.gameSlug, currency);
    if (!game?.isEnabled) throw walletCallErrors.unknownGame(launch.gameSlug);
    if (launch.playerId !== null) {
      const player = await this.#deps.players.findById(launch.playerId);
      if (!player) throw walletCallErrors.invalidToken('the player is gone');
      if (launch.mode === 'real' && player.status === 'blocked') throw walletCallErrors.playerBlocked();
      // A launch token issued before an exclusion opens no real-money session after it.
      if (launch.mode === 'real') {
        await this.#deps.protection.assertNotExcluded(launch.playerId).catch((error: unknown) => {
          throw walletRefusalOf(error);
        });
      }
    }
    const sessionToken = newToken(this.#rng);
    const session = await this.#sessions.insertSession({
      tokenHash: tokenHash(sessionToken),
      provider,
      playerId: launch.playerId,
      playerRef:
        launch.playerId === null
          ? guestRefOf(this.#rng)
          : playerRefOf(this.#secretOf(provider), launch.playerId),
      gameId: launch.gameId,
      gameSlug: launch.gameSlug,
      gameKind: game.kind,
      mode: launch.mode,
      currency,
      language: launch.language,
      minBet: game.minBet,
      maxBet: game.maxBet,
      createdAt: now,
      lastActiveAt: now,
    });
    return {
      status: 'ok',
      sessionToken,
      playerRef: session.playerRef,
      mode: session.mode,
      gameSlug: session.gameSlug,
      currency,
      language: isLanguage(session.language) ? session.language : DEFAULT_LANGUAGE,
      balance: await this.#balanceOf(session),
      minBet: session.minBet,
      maxBet: session.maxBet,
      ...(await this.#freeRoundsOf(session)),
    };
  }

  /** The player's free rounds on the session's game, for a real session that has any. */
  async #freeRoundsOf(session: {
    mode: string;
    playerId: number | null;
    gameSlug: string;
    currency: string;
  }) {
    if (session.mode !== 'real' || session.playerId === null) return {};
    const freeRounds = await this.#offers.walletOffer(
      session.playerId,
      session.gameSlug,
      session.currency as Currency,
    );
    return freeRounds.length > 0 ? { freeRounds } : {};
  }

  /** `balance`: the playable balance of the session's player (0 in demo), whatever the session's age. */
  async balance(provider: string, sessionToken: string): Promise<WalletOk> {
    const session = await this.#sessions.findSession(tokenHash(sessionToken));
    if (!session || session.provider !== provider) throw walletCallErrors.invalidToken();
    return { status: 'ok', balance: await this.#balanceOf(session), currency: session.currency as Currency };
  }

  bet(provider: string, request: WalletBetRequest): Promise<WalletOk> {
    return this.#moneyCall(provider, 'bet', BET, request);
  }

  win(provider: string, request: WalletWinRequest): Promise<WalletOk> {
    return this.#moneyCall(provider, 'win', WIN, request);
  }

  rollback(provider: string, request: WalletRollbackRequest): Promise<WalletOk> {
    return this.#moneyCall(provider, 'rollback', ROLLBACK, request);
  }

  betWin(provider: string, request: WalletBetWinRequest): Promise<WalletOk> {
    const rule = request.freeRoundId === undefined ? BET_WIN : this.#freeRoundBetWin;
    return this.#moneyCall(provider, 'bet-win', rule, request);
  }

  /**
   * Forgets what can no longer be used: launch tokens past their expiry and demo sessions idle for a day (nothing
   * refers to either). Real sessions stay, since their rounds and transaction records name them.
   */
  async forgetStale(): Promise<number> {
    const now = this.#deps.clock.now().getTime();
    const [tokens, sessions] = await Promise.all([
      this.#sessions.deleteLaunchTokens(new Date(now)),
      this.#sessions.deleteDemoSessions(new Date(now - STALE_DEMO_SESSION_MS)),
    ]);
    return tokens + sessions;
  }

  /**
   * The frame of every money call: a replay or a reused id is answered from the record before anything else;
   * then the session is checked (real money only, and alive for stakes), and the call is applied in one
   * transaction. A call that loses a race for its id is answered from the winner's record. A call is decided
   * again when what stopped it has gone: a rollback whose bet arrived meanwhile (now a refund), a stake refused
   * while a deposit was landing. A stake refused in the end is refused for good: the refusal is kept under its
   * id, so a replay is answered with it and never takes money later (decision 017).
   */
  async #moneyCall<Request extends MoneyRequest>(
    provider: string,
    name: MoneyCallName,
    rule: MoneyCallRule<Request>,
    request: Request,
  ): Promise<WalletOk> {
    const fingerprint = requestFingerprint(name, request);
    for (let attempt = 1; ; attempt += 1) {
      const state = await this.#deps.repository.callState({
        provider,
        tokenHash: tokenHash(request.sessionToken),
        transactionId: request.transactionId,
        betTransactionId: rule.betTransactionId(request),
      });
      if (state.existing) return answerSeen(name, state.existing, fingerprint);
      const { session } = state;
      if (!session || session.provider !== provider) throw walletCallErrors.invalidToken();
      // Demo play never reaches the ledger: the provider keeps demo balances itself.
      if (session.mode !== 'real' || session.playerId === null) {
        throw walletCallErrors.invalidToken('a demo session moves no money');
      }
      const call: MoneyCall<Request> = {
        provider,
        request,
        fingerprint,
        state,
        session: session as RealSession,
        now: this.#deps.clock.now(),
      };
      const stake = rule.stake?.(request);
      try {
        if (stake) await requireBettable(this.#deps, call, stake);
        await rule.check?.(this.#deps, call);
        return await this.#deps.db.transaction((tx) => rule.apply(this.#deps, tx, call));
      } catch (error) {
        let answer: WalletOk | 'again';
        try {
          answer = await this.#afterFailure(name, call, error, stake, attempt < MAX_ATTEMPTS);
        } catch (refusal) {
          if (stake && refusal instanceof WalletCallError) return this.#refuseForGood(name, call, refusal);
          throw refusal;
        }
        if (answer === 'again') continue;
        return answer;
      }
    }
  }

  /** What a failed call answers: the winner's record, the refusal it words, or `again` to decide it anew. */
  async #afterFailure(
    name: MoneyCallName,
    call: MoneyCall<MoneyRequest>,
    error: unknown,
    stake: { amount: number; currency: Currency } | undefined,
    retry: boolean,
  ): Promise<WalletOk | 'again'> {
    if (error instanceof LostRace && error.outcome === 'bet-arrived' && retry) return 'again';
    if (error instanceof LostRace && error.outcome === 'round-taken') {
      throw walletCallErrors.roundClosed(null, 'the round id is taken: bet-win plays a new round');
    }
    // Another call took the id meanwhile (the ledger's key is the id too): answered from its record.
    if (error instanceof LostRace || (error instanceof TransferAborted && error.reason === 'key-taken')) {
      const seen = await this.#deps.repository.seenCall(call.provider, call.request.transactionId);
      if (seen) return answerSeen(name, seen, call.fingerprint);
    }
    if (error instanceof AppError && STAKE_REFUSALS[error.code]) throw walletRefusalOf(error);
    if (error instanceof TransferAborted && error.reason === 'overdrawn' && stake) {
      const balance = await this.#balanceOf(call.session);
      if (balance >= stake.amount && retry) return 'again';
      throw walletCallErrors.insufficientFunds(balance, stake.currency);
    }
    throw error;
  }

  /**
   * Keeps a stake's refusal under its id and raises it; when the id was taken meanwhile (the same stake accepted
   * on a concurrent request), the call is answered as that one was.
   */
  async #refuseForGood(
    name: MoneyCallName,
    call: MoneyCall<MoneyRequest>,
    refusal: WalletCallError,
  ): Promise<WalletOk> {
    const kept = await this.#deps.repository.recordRefusal({
      provider: call.provider,
      transactionId: call.request.transactionId,
      sessionId: call.session.id,
      amount: 0,
      fingerprint: call.fingerprint,
      reply: refusal.toReply(),
      createdAt: call.now,
    });
    if (kept) throw refusal;
    const seen = await this.#deps.repository.seenCall(call.provider, call.request.transactionId);
    if (!seen) throw refusal;
    return answerSeen(name, seen, call.fingerprint);
  }

  async #balanceOf(session: { mode: string; playerId: number | null; currency: string }): Promise<number> {
    if (session.mode !== 'real' || session.playerId === null) return 0;
    return playableBalance(this.#deps.wallet, session.playerId, session.currency as Currency);
  }

  #secretOf(provider: string): string {
    const secret = this.#secrets.get(provider);
    if (!secret) throw new Error(`no secret configured for game provider ${provider}`);
    return secret;
  }
}

/**
 * A replay gets the first reply (a refused stake its refusal); a bet held off by a rollback is refused; any other
 * reuse of an id is a duplicate.
 */
function answerSeen(name: MoneyCallName, seen: SeenCall, fingerprint: string): WalletOk {
  if (seen.kind === 'tombstone') {
    throw name === 'bet' || name === 'bet-win'
      ? walletCallErrors.betRolledBack(null)
      : walletCallErrors.duplicateTransaction();
  }
  if (seen.fingerprint !== fingerprint || !seen.reply) throw walletCallErrors.duplicateTransaction();
  if (seen.reply.status === 'error') throw WalletCallError.fromReply(seen.reply);
  return seen.reply;
}
