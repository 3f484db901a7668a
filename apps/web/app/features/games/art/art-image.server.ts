import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import sharp from 'sharp';
import { ArtDrawing } from './art-drawing';
import type { ArtWidth } from './game-art';

/** The drawings' own box (`ArtCanvas`): 300 by 400 user units. */
const DRAWING_WIDTH = 300;
/** The density at which sharp draws one SVG user unit as one pixel; a higher one scales the drawing up. */
const UNIT_DENSITY = 72;
const WEBP_QUALITY = 80;
/** Images kept drawn: both widths of about a hundred and twenty art keys, some 6 MB. */
const KEPT_IMAGES = 240;
/** Drawings made at once; a big drawing takes a libuv thread for up to a third of a second. */
const DRAWING_AT_ONCE = 2;
/** Requests that may wait for a drawing; past them the image is refused for a moment rather than queued. */
const WAITING_AT_MOST = 64;

/** Thrown when too many drawings wait: answered 503, to be asked again shortly. */
export class ArtBusy extends Error {}

/** A game's artwork as a standalone SVG document: the drawing the raster images are made from. */
export function artSvg(art: string): string {
  return renderToStaticMarkup(createElement(ArtDrawing, { art }));
}

/** Runs at most DRAWING_AT_ONCE drawings, the rest in arrival order, and refuses work past WAITING_AT_MOST. */
class DrawingQueue {
  #running = 0;
  readonly #waiting: (() => void)[] = [];

  async run<T>(work: () => Promise<T>): Promise<T> {
    if (this.#running >= DRAWING_AT_ONCE) {
      if (this.#waiting.length >= WAITING_AT_MOST) throw new ArtBusy('too many artworks are being drawn');
      await new Promise<void>((resolve) => this.#waiting.push(resolve));
    } else {
      this.#running += 1;
    }
    try {
      return await work();
    } finally {
      const next = this.#waiting.shift();
      if (next) next();
      else this.#running -= 1;
    }
  }
}

const queue = new DrawingQueue();
/** Drawn (or being drawn) images by width and key, least recently asked for first. */
const images = new Map<string, Promise<Buffer>>();

function draw(art: string, width: ArtWidth): Promise<Buffer> {
  return queue.run(() =>
    sharp(Buffer.from(artSvg(art)), { density: (UNIT_DENSITY * width) / DRAWING_WIDTH })
      .webp({ quality: WEBP_QUALITY })
      .toBuffer(),
  );
}

/**
 * A game's artwork as a WebP image `width` pixels wide, drawn from its SVG at that size (so it is sharp, not scaled)
 * once and then served from memory. The same key always gives the same picture, whatever brand or language asks.
 */
export function artImage(art: string, width: ArtWidth): Promise<Buffer> {
  const key = `${width}/${art}`;
  let image = images.get(key);
  if (image) {
    images.delete(key);
  } else {
    image = draw(art, width);
    image.catch(() => images.delete(key));
    if (images.size >= KEPT_IMAGES) images.delete(images.keys().next().value as string);
  }
  images.set(key, image);
  return image;
}
