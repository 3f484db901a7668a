import { createContext, useContext } from 'react';
import type { GameController } from './use-game-controller';

const GameContext = createContext<GameController | null>(null);

export const GameProvider = GameContext.Provider;

/** The game session a client plays in: its balance, fairness, rounds and the calls that change them. */
export function useGame(): GameController {
  const value = useContext(GameContext);
  if (!value) throw new Error('useGame outside GameProvider');
  return value;
}
