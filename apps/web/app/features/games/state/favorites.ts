/** The player's favourite game ids with `gameId` added or taken away. */
export function toggledFavorites(favorites: readonly number[], gameId: number): number[] {
  return favorites.includes(gameId) ? favorites.filter((id) => id !== gameId) : [...favorites, gameId];
}
