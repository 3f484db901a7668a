import {
  type AppInit,
  type BrandConfig,
  DEFAULT_CURRENCY,
  LANGUAGES,
  type Language,
  languagePrefix,
  type PlayerMainData,
  type ProjectConfig,
  type PushConnection,
} from '@casino/contracts';
import { LANGUAGE_NAMES } from '@casino/i18n';
import {
  type PlayerDirectory,
  type PlayerStateSources,
  playerMainData,
  welcomePackageOf,
} from '../accounts/index.ts';
import type { ContentService } from '../content/index.ts';

/** Player main data of a guest: what every visitor has before logging in, the brand's welcome offer included. */
export function guestPlayer(isMobile: boolean, brand: BrandConfig): PlayerMainData {
  return {
    isGuest: true,
    isMobile,
    login: null,
    email: null,
    phone: null,
    primaryContact: null,
    nickname: null,
    confirmed: false,
    emailConfirmed: false,
    favoriteGames: [],
    currency: DEFAULT_CURRENCY,
    depositsCount: 0,
    isTokenizeCash: false,
    welcomePackage: welcomePackageOf(brand, DEFAULT_CURRENCY),
    hasAutoPassword: false,
    complete: false,
    registrationFunnel: null,
    status: null,
    statusConfirmed: false,
  };
}

const CURRENCY_SYMBOLS = { UAH: '₴', USD: '$', EUR: '€', RUB: '₽' } as const;

/** `GET /rest/app/init/`: the start-up data holder of spec section 3. */
export class AppInitService {
  readonly #brand: BrandConfig;
  readonly #publicUrl: string;
  readonly #content: Pick<ContentService, 'guestPageData'>;
  readonly #players: PlayerDirectory;
  readonly #captcha: ProjectConfig['captcha'];
  readonly #playerState: Pick<PlayerStateSources, 'playerState'>;
  readonly #pushConnection: (playerId: number | null) => PushConnection;
  readonly #messageAddresses: (lang: Language) => Record<string, string>;

  constructor(deps: {
    brand: BrandConfig;
    /** Where each namespace of a language's messages is (decision 020). */
    messageAddresses: (lang: Language) => Record<string, string>;
    publicUrl: string;
    content: Pick<ContentService, 'guestPageData'>;
    players: PlayerDirectory;
    captcha: ProjectConfig['captcha'];
    playerState: Pick<PlayerStateSources, 'playerState'>;
    /** The real-time connection (websocket, token) of a player, or of a guest for null. */
    pushConnection: (playerId: number | null) => PushConnection;
  }) {
    this.#brand = deps.brand;
    this.#publicUrl = deps.publicUrl;
    this.#content = deps.content;
    this.#players = deps.players;
    this.#captcha = deps.captcha;
    this.#playerState = deps.playerState;
    this.#pushConnection = deps.pushConnection;
    this.#messageAddresses = deps.messageAddresses;
  }

  /** `playerId` is the logged-in player of the request's session; without one the data is a guest's. */
  async init(options: {
    lang: Language;
    pathname?: string;
    isMobile: boolean;
    playerId?: number | undefined;
  }): Promise<AppInit> {
    const { lang, pathname, isMobile, playerId } = options;
    const player = playerId === undefined ? undefined : await this.#players.findById(playerId);
    const home = await this.#content.guestPageData(`${languagePrefix(lang)}/`);
    const page = pathname ? await this.#content.guestPageData(pathname) : undefined;
    return {
      success: true,
      appMain: {
        project: {
          brand: this.#brand,
          currency: DEFAULT_CURRENCY,
          currencySymbol: CURRENCY_SYMBOLS[DEFAULT_CURRENCY],
          captcha: this.#captcha,
          fingerprint: { isEnabled: false },
        },
        player: {
          ...(player
            ? playerMainData(player, isMobile, await this.#playerState.playerState(player.id))
            : guestPlayer(isMobile, this.#brand)),
          ...this.#pushConnection(player?.id ?? null),
        },
        publicUrl: this.#publicUrl,
      },
      pageData: page && 'body' in page ? page.body : null,
      homeData: 'body' in home ? home.body.payload.data : null,
      i18nLang: lang,
      i18nMessages: this.#messageAddresses(lang),
      languages: LANGUAGES.map((code) => ({
        code,
        name: LANGUAGE_NAMES[code],
        prefix: languagePrefix(code),
      })),
      playerDashboard: null,
      playerBalance: null,
      playerBonusesPriority: [],
    };
  }
}
