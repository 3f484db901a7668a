import {
  type Currency,
  DEMO_BIG_WIN_MULTIPLIER,
  type InGamePopupState,
  type PlayerBalance,
  type StudioFrameMessage,
  studioFrameMessageSchema,
} from '@casino/contracts';

export type BlockedMessage = Extract<StudioFrameMessage, { type: 'blocked' }>;

export interface GameBalance {
  mode: 'real' | 'demo';
  amount: number;
  currency: Currency;
  freeRound?: boolean;
}

/** What the Game modal shows over the game: one of the in-game popup states of spec section 2, or a stop. */
export type GameOverlay =
  | { state: InGamePopupState; bet: number; win: number; balance: number; currency: Currency }
  | { state: 'session-ended' };

/** A demo round won more than it staked: shown as a toast, not over the game. */
export type DemoWinOverlay = Extract<GameOverlay, { bet: number }> & {
  state: 'game-cash-popup-demo-win' | 'game-cash-popup-demo-big-win';
};

export function isDemoWin(overlay: GameOverlay): overlay is DemoWinOverlay {
  return overlay.state === 'game-cash-popup-demo-win' || overlay.state === 'game-cash-popup-demo-big-win';
}

export interface FrameReaction {
  /**
   * The balance the game now plays with; only a real one is the player's money (real and bonus money together).
   * `freeRound`: it follows one of the casino's free spins, whose win went to the bonus balance.
   */
  balance?: GameBalance;
  /** An overlay to show; absent leaves the current one as it is. */
  overlay?: GameOverlay;
  /** The casino refused a stake for the player's own protection: player protection's modal says why. */
  protection?: BlockedMessage;
}

/**
 * A message from the game's frame, only when it comes from this page's own origin (the casino serves the games'
 * pages) and from the frame the modal opened, and has the studio's shape. Anything else is ignored.
 */
export function readFrameMessage(
  event: Pick<MessageEvent, 'origin' | 'source' | 'data'>,
  expected: { origin: string; source: MessageEventSource | null },
): StudioFrameMessage | null {
  if (event.origin !== expected.origin || expected.source === null || event.source !== expected.source) {
    return null;
  }
  const parsed = studioFrameMessageSchema.safeParse(event.data);
  return parsed.success ? parsed.data : null;
}

/**
 * How the modal answers a message of its game. Every round moves the balance shown; a demo win above the stake
 * invites the player to play for real (RTS 14: a win that does not exceed the stake is never celebrated), a big one
 * at DEMO_BIG_WIN_MULTIPLIER times the stake or more; a real balance at zero offers a deposit; a stake above the
 * balance (nothing was taken) offers a lower bet or a deposit. A player with the casino's free spins left on the
 * game is not offered a deposit for an empty balance: the spins are theirs to play first.
 */
export function reactToFrameMessage(message: StudioFrameMessage): FrameReaction {
  switch (message.type) {
    case 'ready': {
      const balance = { mode: message.mode, amount: message.balance, currency: message.currency };
      if (message.mode === 'real' && message.balance <= 0 && !hasFreeRounds(message)) {
        return { balance, overlay: popup('game-cash-popup-balance-empty', 0, 0, message) };
      }
      return { balance };
    }
    case 'round': {
      const balance = {
        mode: message.mode,
        amount: message.balance,
        currency: message.currency,
        freeRound: message.freeRound === true,
      };
      if (message.mode === 'demo') {
        if (message.win <= message.bet) return { balance };
        const state =
          message.win >= DEMO_BIG_WIN_MULTIPLIER * message.bet
            ? 'game-cash-popup-demo-big-win'
            : 'game-cash-popup-demo-win';
        return { balance, overlay: popup(state, message.bet, message.win, message) };
      }
      if (message.balance <= 0 && !hasFreeRounds(message)) {
        return {
          balance,
          overlay: popup('game-cash-popup-bet-balance-empty', message.bet, message.win, message),
        };
      }
      return { balance };
    }
    case 'insufficient-funds': {
      const balance = { mode: message.mode, amount: message.balance, currency: message.currency };
      // The demo game offers its own refill of play money.
      if (message.mode === 'demo') return { balance };
      return { balance, overlay: popup('game-cash-popup-bet-more-balance', message.bet, 0, message) };
    }
    case 'blocked':
      return { protection: message };
    case 'session-ended':
      return { overlay: { state: 'session-ended' } };
  }
}

function hasFreeRounds(message: { freeRoundsLeft?: number | undefined }): boolean {
  return (message.freeRoundsLeft ?? 0) > 0;
}

function popup(
  state: InGamePopupState,
  bet: number,
  win: number,
  message: { balance: number; currency: Currency },
): GameOverlay {
  return { state, bet, win, balance: message.balance, currency: message.currency };
}

/**
 * The header balance after a real round. The game reports what the player can stake, real and bonus money
 * together (decision 027): with no bonus money before or after, that is the principal, and the amount on hold is
 * unchanged. Where bonus money is in play (on the balance, or a free spin's win joining it) the split cannot be
 * told from the game's figure: null asks for the balance to be read again. A cached balance in another currency
 * is left alone.
 */
export function withGameBalance(
  current: PlayerBalance | undefined,
  game: Pick<GameBalance, 'amount' | 'currency' | 'freeRound'>,
): PlayerBalance | undefined | null {
  if (!current || current.currency !== game.currency) return current;
  if (current.principal + current.bonus === game.amount) return current;
  if (current.bonus > 0 || game.freeRound) return null;
  return { ...current, principal: game.amount, total: game.amount + current.hold };
}
