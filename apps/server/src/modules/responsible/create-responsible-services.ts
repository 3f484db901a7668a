import type { Currency } from '@casino/contracts';
import type { Clock } from '../../platform/clock.ts';
import type { Db } from '../../platform/db/database.ts';
import type { Accounts } from '../accounts/index.ts';
import { AuditTrail } from '../audit/index.ts';
import type { Cash } from '../cash/index.ts';
import type { WalletService } from '../wallet/index.ts';
import { RealityChecksService } from './reality-checks.service.ts';
import { ResponsibleRepository } from './responsible.repository.ts';
import { type LimitUsage, ResponsibleService } from './responsible.service.ts';

/**
 * Builds player protection on what it measures: deposits from the cash desk, play from the ledger, time from
 * the login sessions.
 */
export function createResponsibleServices(deps: {
  db: Db;
  clock: Clock;
  wallet: WalletService;
  sessions: Accounts['sessions'];
  /** The cash desk's deposits, read when a limit is checked (the cash desk is built on player protection). */
  deposits: () => Pick<Cash, 'depositedSince'>;
  currencyOf(playerId: number): Promise<Currency>;
}) {
  const { db, clock, wallet, sessions, currencyOf } = deps;
  const usage: LimitUsage = {
    deposited: (tx, playerId, since) => deps.deposits().depositedSince(tx, playerId, since),
    played: (tx, playerId, since) => wallet.playTotals(playerId, since, tx),
    sessionMinutes: (tx, playerId, since, now) => sessions.loggedInMinutes(tx, playerId, since, now),
  };
  const audit = new AuditTrail({ db, clock });
  const repository = new ResponsibleRepository();
  return {
    audit,
    responsible: new ResponsibleService({ db, clock, repository, audit, usage, currencyOf }),
    realityChecks: new RealityChecksService({
      db,
      clock,
      repository,
      audit,
      usage,
      currencyOf,
      sessionStart: (playerId) => sessions.currentSessionStart(playerId),
    }),
  };
}
