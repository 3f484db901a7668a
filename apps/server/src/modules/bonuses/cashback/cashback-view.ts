import type { Cashback, CashbackStatus, Currency, Language } from '@casino/contracts';
import { domainEvent } from '@casino/contracts';
import { amountIn } from '../bonus-terms.ts';
import type { CashbackProgramRow, PlayerCashbackRow } from './cashback.repository.ts';

/** Where a programme stands for the player: offered, or their cashback of one period. */
export interface CashbackState {
  playerCashbackId: number | null;
  status: CashbackStatus;
  period: { start: Date; end: Date };
  netLoss: number;
  amount: number;
}

/** A programme and the player's state in it, as the player sees them, in their currency and language. */
export function cashbackView(
  program: CashbackProgramRow,
  player: { currency: Currency; lang: Language },
  state: CashbackState,
): Cashback {
  return {
    id: program.id,
    playerCashbackId: state.playerCashbackId,
    slug: program.slug,
    title: program.title[player.lang],
    description: program.description[player.lang],
    status: state.status,
    currency: player.currency,
    percent: program.percent,
    minNetLoss: amountIn(program.minNetLoss, player.currency) ?? 0,
    maxAmount: amountIn(program.maxAmount, player.currency) ?? 0,
    gameKinds: program.gameKinds,
    payout: program.payout,
    wageringMultiplier: program.wageringMultiplier,
    periodDays: program.periodDays,
    periodStart: state.period.start.toISOString(),
    periodEnd: state.period.end.toISOString(),
    netLoss: state.netLoss,
    amount: state.amount,
    priority: program.priority,
  };
}

/** A stored cashback's state, as it was written (a closed period's final figures). */
export function storedState(cashback: PlayerCashbackRow): CashbackState {
  return {
    playerCashbackId: cashback.id,
    status: cashback.status,
    period: { start: cashback.periodStart, end: cashback.periodEnd },
    netLoss: cashback.netLoss,
    amount: cashback.amount,
  };
}

/** `CashbackStatusChanged` for a cashback's new state. */
export function cashbackChanged(cashback: PlayerCashbackRow, previousStatus: CashbackStatus | null) {
  return domainEvent('CashbackStatusChanged', cashback.playerId, {
    playerCashbackId: cashback.id,
    programId: cashback.programId,
    status: cashback.status,
    previousStatus,
    currency: cashback.currency,
    netLoss: cashback.netLoss,
    amount: cashback.amount,
  });
}
