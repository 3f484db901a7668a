import { type ClassicSlotPaytable, STUDIO_GAMES, type VideoSlotPaytable } from '@casino/game-math';
import { describe, expect, it } from 'vitest';
import { hasGlyph } from './symbol-sprite';

describe('slot symbol art', () => {
  it('draws every symbol of every studio slot', () => {
    const slots = STUDIO_GAMES.filter((game) => game.kind === 'video-slot' || game.kind === 'classic-slot');
    expect(slots.length).toBeGreaterThanOrEqual(7);
    for (const slot of slots) {
      const paytable = slot.paytable() as VideoSlotPaytable | ClassicSlotPaytable;
      for (const symbol of paytable.symbols)
        expect(hasGlyph(symbol.glyph), `${slot.slug}: ${symbol.glyph}`).toBe(true);
    }
  });
});
