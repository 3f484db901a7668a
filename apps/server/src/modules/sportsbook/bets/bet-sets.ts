/**
 * A market's bets cut into sets of about `size` bets for settlement, each player's bets in one set (in id order):
 * sets then touch different players' balances, so they can be settled side by side without waiting on each other,
 * and a player's take-backs are still limited in the order settling their bets one after the other would follow.
 * A player with more than `size` bets on the market makes one larger set.
 */
export function betSetsByPlayer(bets: readonly { id: number; playerId: number }[], size: number): number[][] {
  const byPlayer = new Map<number, number[]>();
  for (const bet of bets) {
    const ofPlayer = byPlayer.get(bet.playerId);
    if (ofPlayer) ofPlayer.push(bet.id);
    else byPlayer.set(bet.playerId, [bet.id]);
  }
  const sets: number[][] = [];
  let current: number[] = [];
  for (const ids of byPlayer.values()) {
    if (current.length > 0 && current.length + ids.length > size) {
      sets.push(current);
      current = [];
    }
    current.push(...ids);
  }
  if (current.length > 0) sets.push(current);
  return sets;
}
