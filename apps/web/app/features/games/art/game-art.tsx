import type { ComponentType } from 'react';
import type { GameArtProps } from './art-parts';
import { CarpathianForestArt, SamuraiDuskArt } from './coming-soon-arts';
import { GeneratedArt } from './generated-art';
import { ClassicFireArt, CrashRocketArt, DiceNeonArt, RouletteArt } from './house-arts';
import {
  EgyptGoldArt,
  FruitBrightArt,
  JadeDragonArt,
  NeonCityArt,
  NorthSeaArt,
  SteppeGoldArt,
} from './slot-arts';

/**
 * The drawings by art key: each studio game's theme (`@casino/game-math`), the same key its client's look uses, and
 * the announced games' art.
 */
const ARTS: Record<string, ComponentType<GameArtProps>> = {
  'egypt-gold': EgyptGoldArt,
  'steppe-gold': SteppeGoldArt,
  'fruit-bright': FruitBrightArt,
  'jade-dragon': JadeDragonArt,
  'neon-city': NeonCityArt,
  'north-sea': NorthSeaArt,
  'classic-fire': ClassicFireArt,
  'roulette-classic': RouletteArt,
  'dice-neon': DiceNeonArt,
  'crash-rocket': CrashRocketArt,
  // Announced games, drawn ahead of their release.
  'carpathian-forest': CarpathianForestArt,
  'samurai-dusk': SamuraiDuskArt,
};

/** Whether this build draws `art` itself (others get a generated drawing). */
export function hasArt(art: string): boolean {
  return Object.hasOwn(ARTS, art);
}

/** A game's artwork by its art key, filling its box; an unknown key gets a drawing generated from it. */
export function GameArt({ art, className }: { art: string; className?: string }) {
  const Art = hasArt(art) ? ARTS[art] : undefined;
  return Art ? <Art className={className} /> : <GeneratedArt className={className} seedKey={art} />;
}
