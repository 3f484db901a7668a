import {
  ALL_SLOTS_PAGE_SIZE,
  type BrandConfig,
  DEFAULT_CURRENCY,
  GAME_LISTS,
  GAMES_SLIDER_GROUP,
  type GameList,
  LANGUAGES,
  type Language,
  localizePath,
  type PagePayload,
  RUBRIC_PAGE_SIZE,
  type Seo,
} from '@casino/contracts';
import { AppError, movedPermanently } from '../../platform/http/app-error.ts';
import type { PageSource, SourcedPage } from '../content/index.ts';
import type { CatalogueService } from './catalogue.service.ts';
import { formatPercentBp, VOLATILITY_NAMES } from './localized-figures.ts';

/** A lobby row holds three slider groups of five. */
const LOBBY_ROW_SIZE = GAMES_SLIDER_GROUP.desktop * 3;
const FIRST_PAGE = { offset: 0 } as const;

interface PageTexts {
  lobby: { title: string; description: string; h1: string; intro: string };
  game: (game: { title: string; provider: string; rtp: string; volatility: string }) => {
    title: string;
    description: string;
  };
  allSlots: { title: string; description: string; h1: string; intro: string };
  tags: { title: string; description: string; h1: string; intro: string };
  tag: (tag: string, count: number) => { title: string; description: string };
  special: (rubric: string) => { title: string };
}

/** SEO texts of the catalogue's pages; `{brand}` is the brand's name. */
const TEXTS: Record<Language, PageTexts> = {
  uk: {
    lobby: {
      title: 'Ігри казино {brand}: слоти, рулетка, кості та краш онлайн',
      description:
        'Слоти з фриспінами, європейська рулетка, кості й краш від власної студії {brand}: опублікований RTP, доказово чесні раунди, демо без реєстрації.',
      h1: 'Ігри',
      intro:
        'Усі ігри {brand} в одному місці: популярні, новинки, слоти, настільні та миттєві. Кожна гра показує свій RTP і волатильність, а будь-який раунд можна перевірити.',
    },
    game: ({ title, provider, rtp, volatility }) => ({
      title: `${title} — грати онлайн у {brand}`,
      description: `${title} від ${provider}: RTP ${rtp}, волатильність ${volatility}. Правила, таблиця виплат і демо без реєстрації в {brand}.`,
    }),
    allSlots: {
      title: 'Усі слоти онлайн — {brand}',
      description: 'Відеослоти й класичні слоти {brand} з фриспінами, вайлдами та опублікованим RTP.',
      h1: 'Усі слоти',
      intro: 'Відеослоти з фриспінами та множниками і класичні слоти з сімками. Грайте в демо або на гроші.',
    },
    tags: {
      title: 'Ігри за тегами — {brand}',
      description: 'Знайдіть гру за особливостями, тематикою чи волатильністю.',
      h1: 'Теги ігор',
      intro: 'Обирайте ігри за тим, що вам до вподоби: фриспіни, тематика чи волатильність.',
    },
    tag: (tag, count) => ({
      title: `${tag}: ігри онлайн — {brand}`,
      description: `Ігри з тегом «${tag}» у {brand}: ${count} шт. Правила, RTP і демо без реєстрації.`,
    }),
    special: (rubric) => ({ title: `${rubric} — ігри {brand}` }),
  },
  ru: {
    lobby: {
      title: 'Игры казино {brand}: слоты, рулетка, кости и краш онлайн',
      description:
        'Слоты с фриспинами, европейская рулетка, кости и краш от собственной студии {brand}: опубликованный RTP, доказуемо честные раунды, демо без регистрации.',
      h1: 'Игры',
      intro:
        'Все игры {brand} в одном месте: популярные, новинки, слоты, настольные и мгновенные. Каждая игра показывает свой RTP и волатильность, а любой раунд можно проверить.',
    },
    game: ({ title, provider, rtp, volatility }) => ({
      title: `${title} — играть онлайн в {brand}`,
      description: `${title} от ${provider}: RTP ${rtp}, волатильность ${volatility}. Правила, таблица выплат и демо без регистрации в {brand}.`,
    }),
    allSlots: {
      title: 'Все слоты онлайн — {brand}',
      description: 'Видеослоты и классические слоты {brand} с фриспинами, вайлдами и опубликованным RTP.',
      h1: 'Все слоты',
      intro:
        'Видеослоты с фриспинами и множителями и классические слоты с семёрками. Играйте в демо или на деньги.',
    },
    tags: {
      title: 'Игры по тегам — {brand}',
      description: 'Найдите игру по особенностям, тематике или волатильности.',
      h1: 'Теги игр',
      intro: 'Выбирайте игры по тому, что вам нравится: фриспины, тематика или волатильность.',
    },
    tag: (tag, count) => ({
      title: `${tag}: игры онлайн — {brand}`,
      description: `Игры с тегом «${tag}» в {brand}: ${count} шт. Правила, RTP и демо без регистрации.`,
    }),
    special: (rubric) => ({ title: `${rubric} — игры {brand}` }),
  },
  en: {
    lobby: {
      title: '{brand} casino games: slots, roulette, dice and crash online',
      description:
        "Slots with free spins, European roulette, dice and crash from {brand}'s own studio: published RTP, provably fair rounds, demo play without signing up.",
      h1: 'Games',
      intro:
        'Every {brand} game in one place: popular, new, slots, table and instant games. Each game shows its RTP and volatility, and any round can be verified.',
    },
    game: ({ title, provider, rtp, volatility }) => ({
      title: `${title}: play online at {brand}`,
      description: `${title} by ${provider}: RTP ${rtp}, ${volatility} volatility. Rules, paytable and demo play without signing up at {brand}.`,
    }),
    allSlots: {
      title: 'All slots online — {brand}',
      description: '{brand} video slots and classic slots with free spins, wilds and published RTP.',
      h1: 'All slots',
      intro:
        'Video slots with free spins and multipliers, and classic sevens slots. Play in demo or for real money.',
    },
    tags: {
      title: 'Games by tag — {brand}',
      description: 'Find a game by its features, theme or volatility.',
      h1: 'Game tags',
      intro: 'Pick games by what you like: free spins, a theme or a volatility.',
    },
    tag: (tag, count) => ({
      title: `${tag}: games online — {brand}`,
      description: `Games tagged “${tag}” at {brand}: ${count} in all. Rules, RTP and demo play without signing up.`,
    }),
    special: (rubric) => ({ title: `${rubric} — {brand} games` }),
  },
};

/**
 * The catalogue's pages for the content service: `/games/`, `/games/all-slots/`, `/games/{slug}/` (and its other
 * address `/online-game/{slug}/`), `/tags/`, `/tag/{slug}/` and `/special/{slug}/`, as a guest sees them (the
 * page data is cached for guests; a player's favourites and reactions come from the game calls).
 */
export class GamePages implements PageSource {
  readonly #catalogue: CatalogueService;
  readonly #brand: BrandConfig;

  constructor(deps: { catalogue: CatalogueService; brand: BrandConfig }) {
    this.#catalogue = deps.catalogue;
    this.#brand = deps.brand;
  }

  async page(path: string, lang: Language): Promise<SourcedPage | undefined> {
    const segments = path.split('/').filter(Boolean);
    const [first, slug, ...rest] = segments;
    if (rest.length > 0) return undefined;
    switch (first) {
      case 'games':
        if (slug === undefined) return this.#lobby(path, lang);
        return slug === 'all-slots' ? this.#allSlots(path, lang) : this.#game(slug, lang);
      case 'online-game':
        return slug === undefined ? undefined : this.#game(slug, lang);
      case 'tags':
        return slug === undefined ? this.#tags(path, lang) : undefined;
      case 'tag':
        return slug === undefined ? undefined : this.#tag(path, slug, lang);
      case 'special':
        // The collections live in the lobby; a bare `/special/` has nothing of its own.
        if (slug === undefined) throw movedPermanently(localizePath('/games/', lang));
        return this.#special(path, slug, lang);
      default:
        return undefined;
    }
  }

  async #lobby(path: string, lang: Language): Promise<SourcedPage> {
    const texts = TEXTS[lang].lobby;
    const [rubrics, tagGroups, providers] = await Promise.all([
      this.#catalogue.rubrics(lang),
      this.#catalogue.tagGroups(lang),
      this.#catalogue.providers(lang),
    ]);
    const rows = await Promise.all(
      rubrics.map(async (rubric) => {
        const page = await this.#catalogue.rubricGames(
          rubric.slug,
          { ...FIRST_PAGE, limit: LOBBY_ROW_SIZE },
          lang,
        );
        return {
          id: rubric.slug,
          title: rubric.title,
          list: GAME_LISTS.includes(rubric.slug as GameList) ? (rubric.slug as GameList) : null,
          rubricSlug: rubric.slug,
          games: page.items,
          seeAllHref: rubric.slug === 'slots' ? '/games/all-slots/' : `/special/${rubric.slug}/`,
        };
      }),
    );
    const payload: PagePayload<'games'> = {
      intro: this.#withBrand(texts.intro),
      rows: rows.filter((row) => row.games.length > 0),
      tagGroups,
      providers,
    };
    return { pageType: 'games', seo: this.#seo(path, lang, texts), payload };
  }

  async #game(slug: string, lang: Language): Promise<SourcedPage | undefined> {
    const game = await orUndefinedWhenMissing(
      this.#catalogue.details(slug, { playerId: null, lang, currency: DEFAULT_CURRENCY }),
    );
    if (!game) return undefined;
    const texts = TEXTS[lang].game({
      title: game.title,
      provider: game.provider.title,
      rtp: formatPercentBp(game.rtp, lang),
      volatility: VOLATILITY_NAMES[lang][game.volatility],
    });
    const payload: PagePayload<'game'> = { game, related: await this.#catalogue.related(game.id, lang) };
    // Both addresses show the same page; search engines are sent to the one under /games/.
    const seo = this.#seo(`/games/${game.slug}/`, lang, { ...texts, h1: game.title });
    return { pageType: 'game', seo, payload };
  }

  async #allSlots(path: string, lang: Language): Promise<SourcedPage> {
    const texts = TEXTS[lang].allSlots;
    const page = await this.#catalogue.browse(
      'slots',
      {},
      { ...FIRST_PAGE, limit: ALL_SLOTS_PAGE_SIZE },
      lang,
    );
    const payload: PagePayload<'all-slots'> = { intro: this.#withBrand(texts.intro), page };
    return { pageType: 'all-slots', seo: this.#seo(path, lang, texts), payload };
  }

  async #tags(path: string, lang: Language): Promise<SourcedPage> {
    this.#refuseTagRoutes(lang);
    const texts = TEXTS[lang].tags;
    const payload: PagePayload<'tags'> = {
      intro: this.#withBrand(texts.intro),
      groups: await this.#catalogue.tagGroups(lang),
    };
    return { pageType: 'tags', seo: this.#seo(path, lang, texts), payload };
  }

  async #tag(path: string, slug: string, lang: Language): Promise<SourcedPage | undefined> {
    this.#refuseTagRoutes(lang);
    const found = await orUndefinedWhenMissing(
      this.#catalogue.tagGames(slug, { ...FIRST_PAGE, limit: RUBRIC_PAGE_SIZE }, lang),
    );
    if (!found) return undefined;
    const { tag, ...page } = found;
    const texts = TEXTS[lang].tag(tag.title, tag.gamesCount);
    const payload: PagePayload<'tag'> = { tag, page };
    return { pageType: 'tag', seo: this.#seo(path, lang, { ...texts, h1: tag.title }), payload };
  }

  async #special(path: string, slug: string, lang: Language): Promise<SourcedPage | undefined> {
    const found = await orUndefinedWhenMissing(
      this.#catalogue.rubricGames(slug, { ...FIRST_PAGE, limit: RUBRIC_PAGE_SIZE }, lang),
    );
    if (!found) return undefined;
    const { rubric, text, ...page } = found;
    const seo = this.#seo(path, lang, {
      ...TEXTS[lang].special(rubric.title),
      description: text,
      h1: rubric.title,
    });
    const payload: PagePayload<'special'> = { rubric, text, page };
    return { pageType: 'special', seo, payload };
  }

  /** Brands without tag pages send their visitors home (brand flag `tagRoutesRedirectHome`). */
  #refuseTagRoutes(lang: Language): void {
    if (this.#brand.features.tagRoutesRedirectHome) throw movedPermanently(localizePath('/', lang));
  }

  #seo(path: string, lang: Language, texts: { title: string; description: string; h1: string }): Seo {
    return {
      seoTitle: this.#withBrand(texts.title),
      seoDescription: this.#withBrand(texts.description),
      h1: this.#withBrand(texts.h1),
      canonicalPath: localizePath(path, lang),
      alternates: LANGUAGES.map((alternate) => ({ lang: alternate, path: localizePath(path, alternate) })),
    };
  }

  #withBrand(text: string): string {
    return text.replaceAll('{brand}', this.#brand.name);
  }
}

/** A 404 of the catalogue (unknown game, tag or collection) leaves the path to the content pages, which 404 too. */
async function orUndefinedWhenMissing<T>(pending: Promise<T>): Promise<T | undefined> {
  try {
    return await pending;
  } catch (error) {
    if (error instanceof AppError && error.status === 404) return undefined;
    throw error;
  }
}
