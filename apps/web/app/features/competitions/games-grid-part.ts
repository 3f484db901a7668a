import type { GameCard } from '@casino/contracts';
import type { ComponentType } from 'react';

/**
 * The lobby's grid of game tiles, handed over by the route (features do not import each other): a competition's
 * page shows the games it counts with it, and a tile opens the Game modal as it does in the lobby.
 */
export type GamesGridPart = ComponentType<{ games: readonly GameCard[]; testId?: string }>;
