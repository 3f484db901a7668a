import { type BrandConfig, STUDIO_PROVIDER } from '@casino/contracts';
import type { Clock } from '../../platform/clock.ts';
import type { Config } from '../../platform/config.ts';
import type { Db } from '../../platform/db/database.ts';
import type { Rng } from '../../platform/rng.ts';
import type { Accounts, PlayerDirectory } from '../accounts/index.ts';
import type { WalletService } from '../wallet/index.ts';
import type { CatalogueService } from './catalogue.service.ts';
import { FreeRoundsRepository } from './free-rounds.repository.ts';
import type { FreeRounds } from './free-rounds.ts';
import { GameHistoryService } from './game-history.service.ts';
import { type IframeUrlBuilder, LaunchService } from './launch.service.ts';
import { PlayStats } from './play-stats.ts';
import type { ProviderSecrets } from './provider-signature.ts';
import { RoundsRepository } from './rounds.repository.ts';
import { SeamlessWalletRepository } from './seamless-wallet.repository.ts';
import { SeamlessWalletService } from './seamless-wallet.service.ts';
import type { StakeGuards } from './stake-guards.ts';
import type { BetGuard } from './wallet-call.ts';
import { WalletSessionsRepository } from './wallet-sessions.repository.ts';

export interface GamesServices {
  /** The seamless-wallet API's side of the casino, and the providers' signing secrets it checks calls with. */
  wallet: SeamlessWalletService;
  providerSecrets: ProviderSecrets;
  launch: LaunchService;
  history: GameHistoryService;
}

export interface GamesServiceDeps {
  db: Db;
  config: Config;
  clock: Clock;
  rng: Rng;
  brand: BrandConfig;
  /** The catalogue the app's pages already use: launches and wallet sessions read games from it. */
  catalogue: CatalogueService;
  wallet: WalletService;
  players: PlayerDirectory;
  documents: Accounts['documents'];
  /** Whether the player has given their tax ID (kept by the cash desk). */
  hasTaxId(playerId: number): Promise<boolean>;
  /** Player protection: its word on every stake, and a refusal (444) while a time-out or self-exclusion is in force. */
  protection: BetGuard & { assertNotExcluded(playerId: number): Promise<void> };
  /** The other modules' checks of a stake, after player protection's. */
  stakeGuards: Pick<StakeGuards, 'check'>;
  /** Free rounds, offered to providers in their wallet sessions. */
  freeRounds: Pick<FreeRounds, 'walletOffer'>;
}

/** The games module's play side, built once per app on its catalogue: the wallet API, launches and recall. */
export function createGamesServices(deps: GamesServiceDeps): GamesServices {
  const { db, config, clock, rng, catalogue } = deps;
  const rounds = new RoundsRepository(db);
  const sessions = new WalletSessionsRepository(db);
  // A provider is its signing secret and the address its games run at: the studio is the only one so far.
  const providerSecrets: ProviderSecrets = new Map([[STUDIO_PROVIDER, config.studioWalletSecret]]);
  // The in-house studio is served by this site: a path, so its frame has the page's own origin whatever host
  // name the page was opened by (PUBLIC_URL or not), which the CSP's frame-src 'self' allows (decision 018).
  const iframeUrls = new Map<string, IframeUrlBuilder>([
    [
      STUDIO_PROVIDER,
      ({ slug, token, lang }) =>
        `/studio/play/${encodeURIComponent(slug)}/?${new URLSearchParams({ token, lang })}`,
    ],
  ]);
  return {
    providerSecrets,
    wallet: new SeamlessWalletService({
      db,
      clock,
      rng,
      wallet: deps.wallet,
      players: deps.players,
      protection: deps.protection,
      stakeGuards: deps.stakeGuards,
      repository: new SeamlessWalletRepository(db),
      sessions,
      catalogue,
      secrets: providerSecrets,
      freeRounds: new FreeRoundsRepository(),
      offers: deps.freeRounds,
    }),
    launch: new LaunchService({
      clock,
      rng,
      tokenTtlMs: config.gameLaunchTokenTtlMs,
      features: deps.brand.features,
      iframeUrls,
      catalogue,
      players: deps.players,
      hasTaxId: deps.hasTaxId,
      assertNotExcluded: (playerId) => deps.protection.assertNotExcluded(playerId),
      documents: deps.documents,
      stats: new PlayStats(db),
      rounds,
      sessions,
    }),
    history: new GameHistoryService({ rounds, catalogue }),
  };
}
