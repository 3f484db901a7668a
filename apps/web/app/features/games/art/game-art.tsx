/**
 * The widths an artwork is drawn at: the smaller covers a tile on a phone (about 180 CSS pixels at up to two device
 * pixels per CSS pixel), the larger a game page's picture and tiles on dense screens. Heights follow the 3:4 box.
 */
export const ART_WIDTHS = [360, 720] as const;

export type ArtWidth = (typeof ART_WIDTHS)[number];

/** The address of a game's artwork at a width: a WebP image the site draws from the art key (`routes/game-art-image.ts`). */
export function gameArtPath(art: string, width: ArtWidth): string {
  return `/art/${width}/${encodeURIComponent(art)}.webp`;
}

const ART_SOURCES = (art: string) =>
  ART_WIDTHS.map((width) => `${gameArtPath(art, width)} ${width}w`).join(', ');

/** A lazy artwork is chosen by its laid-out width (`auto`); browsers without `auto` assume a phone's tile. */
const LAZY_SIZES = 'auto, 180px';

type GameArtProps = { art: string; className?: string } & (
  | { priority: true; sizes: string }
  | { priority?: false; sizes?: never }
);

/**
 * A game's artwork filling its box. A raster image, not SVG: a lobby shows dozens of tiles, and a browser decodes
 * raster images off its main thread while it parses every SVG image there as a document of its own. `priority` for
 * the one artwork that is the page's main picture (loaded at once, `sizes` saying how wide it is laid out); the
 * others load as they come near the screen.
 */
export function GameArt({ art, className = '', priority = false, sizes }: GameArtProps) {
  return (
    <img
      src={gameArtPath(art, ART_WIDTHS[0])}
      srcSet={ART_SOURCES(art)}
      sizes={sizes ?? LAZY_SIZES}
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
