import type { Drop, DropPrize, LocalizedText, Prize } from '@casino/contracts';
import { maskedWinner } from '../jackpots/jackpot-view.ts';
import type { DropWinRow } from './drops.schema.ts';

/** A prize as every visitor reads it: money with its amount and currency, its name in every language. */
export function dropPrizeView(prize: Prize, title: LocalizedText): DropPrize {
  return {
    type: prize.type,
    amount: prize.type === 'money' ? prize.amount : null,
    currency: prize.type === 'money' ? prize.currency : null,
    title,
  };
}

/** A drop as every visitor sees it, the winner masked as the jackpots mask theirs. */
export function dropView(win: DropWinRow, prizeTitle: (prize: Prize) => LocalizedText): Drop {
  return {
    id: win.id,
    campaign: win.campaign,
    winner: maskedWinner(win.playerId),
    prize: win.prize ? dropPrizeView(win.prize, prizeTitle(win.prize)) : null,
    stars: win.stars,
    droppedAt: win.droppedAt.toISOString(),
  };
}
