import {
  type BrandFeatures,
  CURRENCIES,
  type Currency,
  DEFAULT_CURRENCY,
  DEFAULT_LANGUAGE,
  type GameLaunch,
  type GameLaunchResponse,
  isLanguage,
  type Language,
  TAX_ID_EXEMPT_CURRENCIES,
} from '@casino/contracts';
import type { Clock } from '../../platform/clock.ts';
import type { Rng } from '../../platform/rng.ts';
import type { DocumentsService, PlayerDirectory, PlayerRow } from '../accounts/index.ts';
import type { CatalogueService, LaunchableGame } from './catalogue.service.ts';
import { gameEvents } from './game-events.ts';
import { catalogueErrors } from './games.errors.ts';
import type { PlayStats } from './play-stats.ts';
import type { RoundsRepository } from './rounds.repository.ts';
import type { GameMode } from './seamless-wallet.schema.ts';
import type { WalletSessionsRepository } from './wallet-sessions.repository.ts';
import { newToken, tokenHash } from './wallet-sessions.ts';

/**
 * Where a provider's game runs for a launch token: the iframe's address, a path of this site for games it serves
 * itself (the frame then shares the page's origin on any host name).
 */
export type IframeUrlBuilder = (launch: { slug: string; token: string; lang: Language }) => string;

export interface LaunchDeps {
  clock: Clock;
  rng: Rng;
  /** How long a launch token waits for the provider's `authenticate`. */
  tokenTtlMs: number;
  features: Pick<BrandFeatures, 'taxIdForRealPlay'>;
  /** The games' iframe addresses, by provider slug: a provider missing here has nothing to launch. */
  iframeUrls: ReadonlyMap<string, IframeUrlBuilder>;
  catalogue: Pick<CatalogueService, 'launchable'>;
  players: Pick<PlayerDirectory, 'findById'>;
  /** Whether the player has given their tax ID (the cash desk keeps it). */
  hasTaxId(playerId: number): Promise<boolean>;
  /** Player protection: refuses real money with 444 and the end date while a time-out or self-exclusion lasts. */
  assertNotExcluded(playerId: number): Promise<void>;
  documents: Pick<DocumentsService, 'verificationData'>;
  stats: Pick<PlayStats, 'betsAmount'>;
  rounds: Pick<RoundsRepository, 'openRoundId'>;
  sessions: Pick<WalletSessionsRepository, 'insertLaunchToken'>;
}

/**
 * `GET /rest/game/{slug}/`: decides how a game opens (spec section 5) and hands out its iframe URL with a
 * one-time launch token. Guests play demo; real money needs the player's financial operations available and,
 * on brands that ask for it, a tax ID unless automatic verification can take its place or the currency is exempt.
 */
export class LaunchService {
  readonly #deps: LaunchDeps;

  constructor(deps: LaunchDeps) {
    this.#deps = deps;
  }

  async launch(request: {
    slug: string;
    playerId: number | null;
    isMoney: boolean | undefined;
    lang: Language | undefined;
  }): Promise<GameLaunchResponse> {
    const player =
      request.playerId === null ? undefined : await this.#deps.players.findById(request.playerId);
    // Real money needs a player: the client raises the unauthorized event and retries once signed in.
    if (!player && request.isMoney) return { success: false, data: [] };
    const currency = player ? currencyOf(player) : DEFAULT_CURRENCY;
    const lang = request.lang ?? (player && isLanguage(player.language) ? player.language : DEFAULT_LANGUAGE);
    const game = await this.#deps.catalogue.launchable(request.slug, currency, lang);
    const iframeUrlOf = game && this.#deps.iframeUrls.get(game.providerSlug);
    // Unknown, disabled, not yet released or of a provider with no games to run here: nothing to launch.
    if (!game || !iframeUrlOf || !this.#isPlayable(game)) throw catalogueErrors.gameNotFound(request.slug);
    const launchUrl = async (mode: GameMode) =>
      iframeUrlOf({
        slug: game.slug,
        token: await this.#issueToken(game, player, mode, currency, lang),
        lang,
      });

    if (!player) {
      return launched(game, {
        isMoney: false,
        iframeUrl: await launchUrl('demo'),
        finOperations: { isAvailable: false },
        autoVerificationData: { isAvailable: false },
        requestInn: false,
        playerInfo: NO_PLAY,
        openRoundId: null,
      });
    }
    // Logged-in players play for money unless they ask for demo (spec section 2: money is the default).
    const isMoney = request.isMoney ?? true;
    // Spec section 8: a real-money launch during an exclusion answers 444 (LudomanModal); demo stays open.
    if (isMoney) await this.#deps.assertNotExcluded(player.id);
    const [requestInn, verification, betsAmount, openRoundId] = await Promise.all([
      this.#requestsTaxId(player, currency),
      this.#deps.documents.verificationData(player.id),
      this.#deps.stats.betsAmount(player.id, game.id),
      this.#deps.rounds.openRoundId(player.id, game.id),
    ]);
    const finOperations = player.registrationComplete && player.status !== 'blocked';
    const mayPlayForMoney = finOperations && !(requestInn && !verification.isAvailable);
    // The client opens the deposit or tax-ID view instead of a real game it may not start.
    const iframeUrl = isMoney ? (mayPlayForMoney ? await launchUrl('real') : null) : await launchUrl('demo');
    return launched(game, {
      isMoney,
      iframeUrl,
      finOperations: { isAvailable: finOperations },
      autoVerificationData: { isAvailable: verification.isAvailable },
      requestInn,
      // True as it stands: races do not exist yet, so no race is active, none needs more stakes or subscribes.
      playerInfo: { betsAmount, needBetsAmount: 0, race: { isAutoSubscription: false } },
      openRoundId,
    });
  }

  /** Enabled and released: a coming-soon game is shown but not launched. */
  #isPlayable(game: LaunchableGame): boolean {
    return game.isEnabled && (game.releaseAt === null || game.releaseAt <= this.#deps.clock.now());
  }

  /** The brand asks for a tax ID the player has not given, in a currency that is not exempt. */
  async #requestsTaxId(player: PlayerRow, currency: Currency): Promise<boolean> {
    if (!this.#deps.features.taxIdForRealPlay || TAX_ID_EXEMPT_CURRENCIES.includes(currency)) return false;
    return !(await this.#deps.hasTaxId(player.id));
  }

  /** Stores a one-time launch token (its hash); a real launch is announced to the player's other pages. */
  async #issueToken(
    game: LaunchableGame,
    player: PlayerRow | undefined,
    mode: GameMode,
    currency: Currency,
    language: Language,
  ): Promise<string> {
    const now = this.#deps.clock.now();
    const token = newToken(this.#deps.rng);
    await this.#deps.sessions.insertLaunchToken(
      {
        tokenHash: tokenHash(token),
        provider: game.providerSlug,
        playerId: player?.id ?? null,
        gameId: game.id,
        gameSlug: game.slug,
        mode,
        currency,
        language,
        createdAt: now,
        expiresAt: new Date(now.getTime() + this.#deps.tokenTtlMs),
      },
      player && mode === 'real'
        ? [gameEvents.gameLaunched(player.id, { slug: game.slug, isMoney: true })]
        : [],
    );
    return token;
  }
}

const NO_PLAY: GameLaunch['playerInfo'] = {
  betsAmount: 0,
  needBetsAmount: 0,
  race: { isAutoSubscription: false },
};

function launched(
  game: LaunchableGame,
  launch: Omit<GameLaunch, 'id' | 'slug' | 'title' | 'provider' | 'kind'>,
): GameLaunchResponse {
  return {
    success: true,
    data: [
      {
        id: game.id,
        slug: game.slug,
        title: game.title,
        provider: { slug: game.providerSlug, title: game.providerTitle },
        kind: game.kind,
        ...launch,
      },
    ],
  };
}

function currencyOf(player: PlayerRow): Currency {
  const currency = CURRENCIES.find((code) => code === player.currency);
  if (!currency) throw new Error(`player ${player.id} has an unknown currency ${player.currency}`);
  return currency;
}
