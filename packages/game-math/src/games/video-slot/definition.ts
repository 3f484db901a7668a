import type { StudioGameDefinition, VideoSlotPaytable } from '../../types.ts';
import { STANDARD_BET_STEPS } from '../bet-steps.ts';
import { validateNoParams } from '../params.ts';
import { type CompiledSlot, compileSlot } from './compiled-slot.ts';
import { FREE_SPINS_TRIGGER, PAYLINES, REELS, ROWS, type VideoSlotConfig } from './config.ts';
import { playVideoSlot } from './engine.ts';

/** RTS 14: a slot's game cycle lasts at least 2.5 s. */
export const SLOT_MIN_GAME_CYCLE_MS = 2500;

export function videoSlotPaytable(slot: CompiledSlot): VideoSlotPaytable {
  const { config } = slot;
  return {
    kind: 'video-slot',
    reels: REELS,
    rows: ROWS,
    lines: PAYLINES.map((line) => [...line]),
    strips: slot.strips.map((strip) => strip.map((symbol) => slot.ids[symbol]!)),
    symbols: config.symbols.map((s) => ({
      id: s.id,
      glyph: s.glyph,
      labels: s.labels,
      role: s.role,
      pays: Object.fromEntries(Object.entries(s.pays)),
    })),
    freeSpins: { triggerCount: FREE_SPINS_TRIGGER, ...config.freeSpins },
    maxWinMultiplier: config.maxWinMultiplier,
  };
}

export function createVideoSlot(config: VideoSlotConfig): StudioGameDefinition {
  const slot = compileSlot(config);
  return {
    slug: config.slug,
    kind: 'video-slot',
    volatility: config.volatility,
    rtp: config.rtp,
    titles: config.titles,
    theme: config.theme,
    betSteps: STANDARD_BET_STEPS,
    maxWinMultiplier: config.maxWinMultiplier,
    minGameCycleMs: SLOT_MIN_GAME_CYCLE_MS,
    validateParams: validateNoParams,
    play: (source, bet) => {
      const outcome = playVideoSlot(slot, source, bet);
      return { win: outcome.totalWin, outcome: { ...outcome } };
    },
    paytable: () => videoSlotPaytable(slot),
  };
}
