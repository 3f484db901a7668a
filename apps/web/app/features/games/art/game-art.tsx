/** The address of a game's artwork: an SVG image the site draws from the art key (`routes/game-art-image.ts`). */
export function gameArtPath(art: string): string {
  return `/art/${encodeURIComponent(art)}.svg`;
}

/**
 * A game's artwork filling its box. An image, not inline SVG: a lobby shows hundreds of tiles, and as images their
 * drawings stay out of the document, are drawn once per art key and are never hydrated. `priority` for the one
 * artwork that is the page's main picture (loaded at once); the others load as they come near the screen.
 */
export function GameArt({
  art,
  className = '',
  priority = false,
}: {
  art: string;
  className?: string;
  priority?: boolean;
}) {
  return (
    <img
      src={gameArtPath(art)}
      alt=""
      width={300}
      height={400}
      className={`object-cover ${className}`}
      loading={priority ? 'eager' : 'lazy'}
      fetchPriority={priority ? 'high' : 'auto'}
      decoding="async"
    />
  );
}
