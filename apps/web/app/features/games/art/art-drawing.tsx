import type { ComponentType } from 'react';
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
const ARTS: Record<string, ComponentType> = {
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

/** A game's artwork by its art key, as a standalone SVG drawing; an unknown key gets one generated from it. */
export function ArtDrawing({ art }: { art: string }) {
  const Art = Object.hasOwn(ARTS, art) ? ARTS[art] : undefined;
  return Art ? <Art /> : <GeneratedArt seedKey={art} />;
}
