import type { GameLaunch, GameLaunchResponse, PlayerBalance } from '@casino/contracts';

/** What the Game modal does with a launch reply (spec section 5, the rules of real-money play). */
export type LaunchDecision =
  /** The game in its frame. */
  | { action: 'play'; launch: GameLaunch & { iframeUrl: string } }
  /** The session is gone: raise the unauthorized event and launch again once it is settled. */
  | { action: 'unauthorized' }
  | { action: 'redirect'; url: string }
  /** The deposit view opens and the game closes: money may not move, or there is none to play with. */
  | { action: 'deposit'; reason: 'fin-operations' | 'balance-empty' }
  /** The tax-ID view opens, to come back to this game for real money once the ID is given. */
  | { action: 'tax-id'; slug: string }
  /** Nothing to show: the reply named no game or no frame to run it in. */
  | { action: 'unavailable' };

/**
 * Decides how a game opens from its launch reply and, for real money, the player's balance (null when it is
 * missing). Demo needs nothing more; real money needs financial operations available, the tax ID when the server
 * asks for it and automatic verification cannot stand in, and a balance (real or bonus) above zero, or free spins
 * of a bonus on this very game (`freeSpinGames`: the slugs the player has spins to play on; spec section 5).
 */
export function decideLaunch(
  response: GameLaunchResponse,
  balance: Pick<PlayerBalance, 'principal' | 'bonus'> | null,
  freeSpinGames: ReadonlySet<string> = new Set(),
): LaunchDecision {
  if (!response.success) return { action: 'unauthorized' };
  if (response.redirectUrl) return { action: 'redirect', url: response.redirectUrl };
  const [launch] = response.data;
  if (!launch) return { action: 'unavailable' };
  if (launch.isMoney) {
    if (!launch.finOperations.isAvailable) return { action: 'deposit', reason: 'fin-operations' };
    if (launch.requestInn && !launch.autoVerificationData.isAvailable) {
      return { action: 'tax-id', slug: launch.slug };
    }
  }
  const { iframeUrl } = launch;
  if (iframeUrl === null) return { action: 'unavailable' };
  if (launch.isMoney && !hasMoney(balance) && !freeSpinGames.has(launch.slug)) {
    return { action: 'deposit', reason: 'balance-empty' };
  }
  return { action: 'play', launch: { ...launch, iframeUrl } };
}

/** Whether the player has anything to stake: real or bonus money above zero. */
export function hasMoney(balance: Pick<PlayerBalance, 'principal' | 'bonus'> | null): boolean {
  return balance !== null && balance.principal + balance.bonus > 0;
}
