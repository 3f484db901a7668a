import type { GameCard, Language } from '@casino/contracts';
import type { CatalogueGame } from './catalogue.repository.ts';

/** A catalogue game as a lobby tile, in the reader's language. */
export function toGameCard(game: CatalogueGame, lang: Language): GameCard {
  return {
    id: game.id,
    slug: game.slug,
    title: game.titles[lang],
    provider: { slug: game.providerSlug, title: game.providerTitle, order: game.providerOrder },
    kind: game.kind,
    art: game.art,
    rtp: game.rtp,
    volatility: game.volatility,
    tags: game.tagSlugs,
    isNew: game.isNew,
    isHot: game.isHot,
    hasDemo: game.hasDemo,
    isLive: game.isLive,
    releaseAt: game.releaseAt?.toISOString() ?? null,
    likes: game.likes,
    dislikes: game.dislikes,
  };
}
