import type { Clock } from '../../../platform/clock.ts';
import type { WalletService } from '../../wallet/index.ts';
import type { SportBetsRepository } from './sport-bets.repository.ts';

/** What settling bets needs. */
export interface SettleDeps {
  repository: SportBetsRepository;
  wallet: WalletService;
  clock: Clock;
}
