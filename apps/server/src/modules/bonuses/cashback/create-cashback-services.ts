import type { Clock } from '../../../platform/clock.ts';
import type { Db } from '../../../platform/db/database.ts';
import type { WalletService } from '../../wallet/index.ts';
import type { BonusLifecycle } from '../bonus-lifecycle.ts';
import type { BonusPlayers } from '../bonus-players.ts';
import type { BonusesRepository } from '../bonuses.repository.ts';
import { MoneyBack } from '../money-back.ts';
import { CashbackRepository } from './cashback.repository.ts';
import { CashbackService } from './cashback.service.ts';
import { CashbackClosing } from './cashback-closing.ts';
import { type GameKindsOf, NetLosses } from './cashback-net-loss.ts';
import { CashbackPayout } from './cashback-payout.ts';
import { CashbackPrograms } from './cashback-programs.ts';

interface CashbackServiceDeps {
  db: Db;
  clock: Clock;
  maxWageringMultiplier: number;
  wallet: WalletService;
  gameKinds: GameKindsOf;
  /** The bonus engine's parts a bonus payout goes through. */
  bonuses: { repository: BonusesRepository; lifecycle: BonusLifecycle; players: BonusPlayers };
}

/** Cashback's services, on the bonus engine's players, lock and lifecycle, the wallet and the game catalogue. */
export function createCashbackServices(deps: CashbackServiceDeps) {
  const { db, clock, wallet, bonuses } = deps;
  const repository = new CashbackRepository();
  const netLosses = new NetLosses({ wallet, gameKinds: deps.gameKinds });
  const moneyBack = new MoneyBack({
    clock,
    wallet,
    bonuses: bonuses.repository,
    lifecycle: bonuses.lifecycle,
  });
  const payout = new CashbackPayout({ clock, repository, moneyBack });
  return {
    repository,
    programs: new CashbackPrograms({ repository, clock, maxWageringMultiplier: deps.maxWageringMultiplier }),
    service: new CashbackService({
      db,
      clock,
      repository,
      players: bonuses.players,
      netLosses,
      payout,
      bonuses: bonuses.repository,
    }),
    closing: new CashbackClosing({ db, clock, repository, netLosses, players: bonuses.players }),
  };
}
