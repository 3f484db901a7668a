import type { GameKind } from '@casino/contracts';
import { type ComponentType, type LazyExoticComponent, lazy } from 'react';

/** Each kind's client is its own chunk, loaded once the session names the game. */
export const GAME_CLIENTS: Partial<Record<GameKind, LazyExoticComponent<ComponentType>>> = {
  'video-slot': lazy(() => import('./video-slot/video-slot-client')),
  'classic-slot': lazy(() => import('./classic-slot/classic-slot-client')),
  roulette: lazy(() => import('./roulette/roulette-client')),
  dice: lazy(() => import('./dice/dice-client')),
  crash: lazy(() => import('./crash/crash-client')),
};
