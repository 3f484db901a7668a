import { CLASSIC_GLYPHS } from './glyphs/classic';
import { COSSACK_GLYPHS } from './glyphs/cossack';
import { DRAGON_GLYPHS } from './glyphs/dragon';
import { EGYPT_GLYPHS } from './glyphs/egypt';
import { FRUIT_GLYPHS } from './glyphs/fruit';
import type { Glyph } from './glyphs/glyph';
import { NEON_GLYPHS } from './glyphs/neon';
import { ROYAL_GLYPHS } from './glyphs/royals';
import { VIKING_GLYPHS } from './glyphs/viking';
import { SymbolGradients } from './symbol-gradients';

/** Every slot symbol drawn in the repo, by the glyph key the game maths gives each symbol. */
const GLYPHS: Record<string, Glyph> = {
  ...ROYAL_GLYPHS,
  ...EGYPT_GLYPHS,
  ...COSSACK_GLYPHS,
  ...DRAGON_GLYPHS,
  ...FRUIT_GLYPHS,
  ...NEON_GLYPHS,
  ...VIKING_GLYPHS,
  ...CLASSIC_GLYPHS,
};

export function hasGlyph(glyph: string): boolean {
  return glyph in GLYPHS;
}

function symbolId(glyph: string): string {
  return `sym-${glyph.replace(/[^a-z0-9-]/gi, '-')}`;
}

/**
 * The symbols of one game, defined once on the page: the reels show each cell as a reference to its drawing, so
 * a hundred cells in motion cost a hundred `<use>` elements, not a hundred drawings.
 */
export function SymbolSprite({ glyphs }: { glyphs: readonly string[] }) {
  return (
    <svg width="0" height="0" className="pointer-events-none absolute" aria-hidden="true" focusable="false">
      <SymbolGradients />
      {glyphs.map((glyph) => {
        const Drawing = GLYPHS[glyph];
        return Drawing ? (
          <symbol key={glyph} id={symbolId(glyph)} viewBox="0 0 100 100">
            <Drawing />
          </symbol>
        ) : null;
      })}
    </svg>
  );
}

/** One symbol, drawn from the page's sprite. */
export function SymbolIcon({ glyph, className = '' }: { glyph: string; className?: string }) {
  return (
    <svg viewBox="0 0 100 100" className={className} aria-hidden="true" focusable="false">
      <use href={`#${symbolId(glyph)}`} />
    </svg>
  );
}
