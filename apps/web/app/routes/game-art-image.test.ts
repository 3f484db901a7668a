import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { artSvg } from '../features/games/art/art-image.server';
import { loader } from './game-art-image';

const DRAWN = [
  'egypt-gold',
  'steppe-gold',
  'fruit-bright',
  'jade-dragon',
  'neon-city',
  'north-sea',
  'classic-fire',
  'roulette-classic',
  'dice-neon',
  'crash-rocket',
  'carpathian-forest',
  'samurai-dusk',
];

async function image(width: string, file: string): Promise<Response> {
  try {
    return await loader({ params: { width, file } } as Parameters<typeof loader>[0]);
  } catch (thrown) {
    if (thrown instanceof Response) return thrown;
    throw thrown;
  }
}

/** The open tags left unclosed (or closed out of order) in markup: an image must be well-formed XML. */
function unbalancedTags(svg: string): string[] {
  const open: string[] = [];
  for (const [, closing, name, selfClosing] of svg.matchAll(/<(\/?)([a-zA-Z]+)[^>]*?(\/?)>/g)) {
    if (selfClosing) continue;
    if (!closing) open.push(name as string);
    else if (open.pop() !== name) return [...open, `</${name}> out of order`];
  }
  return open;
}

describe('a game artwork', () => {
  it.each([...DRAWN, 'a-game-without-its-own-drawing'])(
    '%s is drawn from a standalone SVG document whose gradients all resolve',
    (art) => {
      const svg = artSvg(art);
      expect(svg.startsWith('<svg xmlns="http://www.w3.org/2000/svg"')).toBe(true);
      expect(unbalancedTags(svg)).toEqual([]);
      // Outside the page, the site's classes and custom properties mean nothing.
      expect(svg).not.toMatch(/\sclass=|var\(--/);
      const ids = new Set([...svg.matchAll(/\sid="([^"]+)"/g)].map((match) => match[1]));
      const references = [...svg.matchAll(/url\(#([^)]+)\)/g)].map((match) => match[1]);
      expect(references.length).toBeGreaterThan(0);
      expect(references.filter((id) => !ids.has(id))).toEqual([]);
    },
  );

  it('draws each art key as itself, and a key without a drawing the same way every time', () => {
    expect(new Set(DRAWN.map(artSvg)).size).toBe(DRAWN.length);
    expect(artSvg('a-game-without-its-own-drawing')).toBe(artSvg('a-game-without-its-own-drawing'));
  });

  it.each([
    [360, 480],
    [720, 960],
  ])('is served as a %i by %i WebP image, cached for a day', async (width, height) => {
    const response = await image(String(width), 'egypt-gold.webp');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('image/webp');
    expect(response.headers.get('cache-control')).toBe('public, max-age=86400');
    const bytes = Buffer.from(await response.arrayBuffer());
    const { format, width: drawnWidth, height: drawnHeight } = await sharp(bytes).metadata();
    expect({ format, drawnWidth, drawnHeight }).toEqual({
      format: 'webp',
      drawnWidth: width,
      drawnHeight: height,
    });
    // Drawn once: the next request is answered with the same image.
    expect(Buffer.from(await (await image(String(width), 'egypt-gold.webp')).arrayBuffer())).toEqual(bytes);
  });

  it('draws the picture, not a blank: its pixels are not all one colour', async () => {
    const bytes = Buffer.from(
      await (await image('360', 'a-game-without-its-own-drawing.webp')).arrayBuffer(),
    );
    const { channels } = await sharp(bytes).stats();
    expect(channels.slice(0, 3).every((channel) => channel.stdev > 10)).toBe(true);
  });

  it('refuses drawings past the queue with 503 and a retry, and draws them when asked again', async () => {
    const arts = Array.from({ length: 70 }, (_, index) => `busy-art-${index}`);
    const responses = await Promise.all(arts.map((art) => image('360', `${art}.webp`)));
    const refused = responses.flatMap((response, index) => (response.status === 503 ? [arts[index]] : []));
    // Two drawing and sixty-four waiting: the last four asked for are refused.
    expect(refused).toEqual(arts.slice(66));
    expect(responses.find((response) => response.status === 503)?.headers.get('retry-after')).toBe('1');
    expect((await image('360', `${refused[0]}.webp`)).status).toBe(200);
  });

  it.each([
    ['360', 'egypt-gold'],
    ['360', 'egypt-gold.svg'],
    ['360', 'egypt-gold.png'],
    ['360', '..%2Fsecret.webp'],
    ['360', 'Egypt-Gold.webp'],
    ['360', `${'a'.repeat(101)}.webp`],
    ['361', 'egypt-gold.webp'],
    ['0360', 'egypt-gold.webp'],
    ['1e9', 'egypt-gold.webp'],
  ])('refuses width %s and file %s as not found', async (width, file) => {
    expect((await image(width, file)).status).toBe(404);
  });
});
