import { createHash, randomUUID } from 'node:crypto';
import type { StudioRound, StudioSession } from '@casino/contracts';
import { type StudioGameDefinition, studioGame } from '@casino/game-math';
import type { Clock } from '../../platform/clock.ts';
import type { Rng } from '../../platform/rng.ts';
import { TtlCache } from '../../platform/ttl-cache.ts';
import { sessionBetLimits } from './bet-limits.ts';
import { CasinoUnreachableError, type CasinoWalletClient } from './casino-wallet-client.ts';
import { CLAIM_LEASE_MS, type RoundSettlement } from './round-settlement.ts';
import { studioRoundView } from './round-view.ts';
import { fairnessOf, type SeedsService, seedOwner } from './seeds.service.ts';
import { casinoRefusal, studioErrors } from './studio.errors.ts';
import type { StudioRepository } from './studio.repository.ts';
import type { StudioSessionRow } from './studio.schema.ts';

/** Play money of a demo session, in minor units of its currency (10 000.00). */
export const DEMO_BALANCE = 1_000_000;
/** A studio session ends this long after it started; the casino can end it sooner by ending its wallet session. */
const SESSION_LIFETIME_MS = 12 * 60 * 60 * 1000;
const SESSION_TOKEN_BYTES = 32;
/**
 * How long a node keeps a session it looked up: a session never changes after it starts (bar its demo balance,
 * not cached), so this only bounds memory; its end is checked on every request.
 */
const SESSION_CACHE_MS = 60_000;
const SESSION_CACHE_ENTRIES = 10_000;
/** Session tokens are 43 base64url characters; anything else is refused before it reaches the database. */
const SESSION_TOKEN = /^[A-Za-z0-9_-]{43}$/;

function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

export interface StudioSessionServiceDependencies {
  repository: StudioRepository;
  casino: CasinoWalletClient;
  seeds: SeedsService;
  settlement: RoundSettlement;
  clock: Clock;
  rng: Rng;
  /** The shortest slot game cycle (SLOT_MIN_CYCLE_MS). */
  slotMinCycleMs: number;
}

/**
 * A session as requests see it: everything but the demo balance, which only its own statements read and move,
 * so the rest (fixed for the session's life) can be cached.
 */
export type LiveSession = Omit<StudioSessionRow, 'demoBalance'>;

/** A live session with the game it plays. */
export interface ActiveSession {
  session: LiveSession;
  game: StudioGameDefinition;
}

/**
 * Studio sessions: a game client trades the casino's launch token for one, the casino keeps the money side (its
 * wallet session token stays here), and every later call names the session by its token.
 */
export class StudioSessionService {
  readonly #repository: StudioRepository;
  readonly #casino: CasinoWalletClient;
  readonly #seeds: SeedsService;
  readonly #settlement: RoundSettlement;
  readonly #clock: Clock;
  readonly #rng: Rng;
  readonly #slotMinCycleMs: number;
  readonly #live: TtlCache<LiveSession>;

  constructor(deps: StudioSessionServiceDependencies) {
    this.#repository = deps.repository;
    this.#casino = deps.casino;
    this.#seeds = deps.seeds;
    this.#settlement = deps.settlement;
    this.#clock = deps.clock;
    this.#rng = deps.rng;
    this.#slotMinCycleMs = deps.slotMinCycleMs;
    this.#live = new TtlCache({
      ttlMs: SESSION_CACHE_MS,
      maxEntries: SESSION_CACHE_ENTRIES,
      clock: deps.clock,
    });
  }

  /** The shortest cycle of a game here: the configured one for games that have a cycle (slots), else none. */
  minGameCycleMs(game: StudioGameDefinition): number {
    return game.minGameCycleMs > 0 ? this.#slotMinCycleMs : 0;
  }

  /**
   * Starts a session from a launch token: the casino authenticates it (spending it), the stakes are the game's
   * within the casino's limits, and an interrupted round of the game is handed back first (RTS 10).
   */
  async start(launchToken: string): Promise<StudioSession> {
    const answer = await this.#casino.authenticate(launchToken).catch((error: unknown) => {
      if (error instanceof CasinoUnreachableError) throw studioErrors.casinoUnavailable();
      throw error;
    });
    if (!answer.ok) throw casinoRefusal(answer.error, 'launch');
    const wallet = answer.reply;
    const game = studioGame(wallet.gameSlug);
    if (!game) throw studioErrors.gameUnavailable();
    const limits = sessionBetLimits(game, wallet.currency, wallet);
    if (!limits) throw studioErrors.gameUnavailable();
    const token = this.#rng.bytes(SESSION_TOKEN_BYTES).toString('base64url');
    const now = this.#clock.now();
    const balance = wallet.mode === 'demo' ? DEMO_BALANCE : wallet.balance;
    // The casino's free rounds of the game, the soonest to expire first: played one grant at a time.
    const freeRounds = wallet.freeRounds?.[0];
    const session = await this.#repository.insertSession({
      id: randomUUID(),
      tokenHash: hashToken(token),
      walletSessionToken: wallet.sessionToken,
      playerRef: wallet.playerRef,
      mode: wallet.mode,
      gameSlug: game.slug,
      currency: wallet.currency,
      language: wallet.language,
      betSteps: limits.betSteps,
      minBet: limits.minBet,
      maxBet: limits.maxBet,
      openingBalance: balance,
      demoBalance: wallet.mode === 'demo' ? DEMO_BALANCE : null,
      freeRoundId: freeRounds?.id ?? null,
      createdAt: now,
      expiresAt: new Date(now.getTime() + SESSION_LIFETIME_MS),
    });
    const seed = await this.#seeds.active(seedOwner(session));
    return {
      sessionToken: token,
      game: { slug: game.slug, kind: game.kind, title: game.titles[wallet.language] },
      mode: wallet.mode,
      currency: wallet.currency,
      language: wallet.language,
      balance,
      ...limits,
      minGameCycleMs: this.minGameCycleMs(game),
      fairness: fairnessOf(seed),
      resumedRound: await this.#interruptedRound(session),
      ...(freeRounds ? { freeRounds: { roundsLeft: freeRounds.roundsLeft, stake: freeRounds.stake } } : {}),
    };
  }

  /** The session a request names in its header; refused when missing, unknown or over. */
  async resolve(token: string | undefined): Promise<ActiveSession> {
    const session = await this.viewer(token);
    if (!session) throw studioErrors.invalidSession();
    const game = studioGame(session.gameSlug);
    if (!game) throw studioErrors.gameUnavailable();
    return { session, game };
  }

  /** The live session a request's header names, or null: what a public lookup knows of who asks. */
  async viewer(token: string | undefined): Promise<LiveSession | null> {
    if (!token || !SESSION_TOKEN.test(token)) return null;
    const session = await this.#lookUp(hashToken(token));
    return session && session.expiresAt > this.#clock.now() ? session : null;
  }

  /** Fills a demo session's play money back up; answers the new balance. */
  async resetDemo(session: LiveSession): Promise<number> {
    const balance = await this.#repository.setDemoBalance(session.id, DEMO_BALANCE);
    if (balance === null) throw studioErrors.notDemo();
    return balance;
  }

  /** A session by its token's hash, from this node's cache when it looked it up lately; unknown ones are not kept. */
  async #lookUp(tokenHash: string): Promise<LiveSession | null> {
    const cached = this.#live.get(tokenHash);
    if (cached) return cached;
    const row = await this.#repository.sessionByTokenHash(tokenHash);
    if (!row) return null;
    const { demoBalance: _notCached, ...session } = row;
    this.#live.set(tokenHash, session);
    return session;
  }

  /**
   * The player's last round of this game when the casino had not answered it (RTS 10): tried again now, and
   * handed back once the casino took its stake; a refused or still unanswered round shows nothing (decision
   * 017). Demo rounds settle in the studio at once, so only real play can leave one.
   */
  async #interruptedRound(session: StudioSessionRow): Promise<StudioRound | null> {
    if (session.mode !== 'real') return null;
    const last = await this.#repository.lastRoundOfGame(session.playerRef, 'real', session.gameSlug);
    if (last?.status !== 'pending') return null;
    const claim = await this.#repository.claimNow(
      last.id,
      new Date(this.#clock.now().getTime() + CLAIM_LEASE_MS),
    );
    const round = claim ? await this.#settlement.attempt(claim) : await this.#repository.round(last.id);
    return round?.status === 'settled' ? studioRoundView(round) : null;
  }
}
