import { describe, expect, it } from 'vitest';
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

async function image(file: string): Promise<Response> {
  try {
    return await loader({ params: { file } } as Parameters<typeof loader>[0]);
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

describe('a game artwork as an image', () => {
  it.each([...DRAWN, 'a-game-without-its-own-drawing'])(
    '%s is a standalone SVG document whose gradients all resolve',
    async (art) => {
      const response = await image(`${art}.svg`);
      expect(response.status).toBe(200);
      expect(response.headers.get('content-type')).toBe('image/svg+xml; charset=utf-8');
      expect(response.headers.get('cache-control')).toBe('public, max-age=86400');
      const svg = await response.text();
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

  it('draws each art key as itself, and a key without a drawing the same way every time', async () => {
    const texts = await Promise.all(DRAWN.map(async (art) => (await image(`${art}.svg`)).text()));
    expect(new Set(texts).size).toBe(DRAWN.length);
    const generated = async () => (await image('a-game-without-its-own-drawing.svg')).text();
    expect(await generated()).toBe(await generated());
  });

  it.each(['egypt-gold', 'egypt-gold.png', '..%2Fsecret.svg', 'Egypt-Gold.svg', `${'a'.repeat(101)}.svg`])(
    'refuses %s as not found',
    async (file) => {
      expect((await image(file)).status).toBe(404);
    },
  );
});
