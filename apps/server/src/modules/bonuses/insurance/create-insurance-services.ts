import type { Clock } from '../../../platform/clock.ts';
import type { Db } from '../../../platform/db/database.ts';
import type { WalletService } from '../../wallet/index.ts';
import type { BonusLifecycle } from '../bonus-lifecycle.ts';
import type { BonusPlayers } from '../bonus-players.ts';
import type { BonusTemplates } from '../bonus-templates.ts';
import type { BonusesRepository } from '../bonuses.repository.ts';
import { MoneyBack } from '../money-back.ts';
import { InsuranceRepository } from './insurance.repository.ts';
import { seedDemoInsurance } from './insurance.seed.ts';
import { InsuranceService } from './insurance.service.ts';
import { InsuranceCover } from './insurance-cover.ts';
import { InsuranceExpiry } from './insurance-expiry.ts';
import { InsurancePrograms } from './insurance-programs.ts';
import { InsuranceRestore } from './insurance-restore.ts';

interface InsuranceServiceDeps {
  db: Db;
  clock: Clock;
  maxWageringMultiplier: number;
  wallet: WalletService;
  /** The bonus engine's parts a bonus restore goes through. */
  bonuses: { repository: BonusesRepository; lifecycle: BonusLifecycle; players: BonusPlayers };
}

/** Deposit insurance's services, on the bonus engine's players, lock and lifecycle, and the wallet. */
export function createInsuranceServices(deps: InsuranceServiceDeps) {
  const { db, clock, wallet, bonuses } = deps;
  const repository = new InsuranceRepository();
  const moneyBack = new MoneyBack({
    clock,
    wallet,
    bonuses: bonuses.repository,
    lifecycle: bonuses.lifecycle,
  });
  const restore = new InsuranceRestore({ clock, repository, moneyBack });
  const programs = new InsurancePrograms({
    repository,
    clock,
    maxWageringMultiplier: deps.maxWageringMultiplier,
  });
  return {
    programs,
    service: new InsuranceService({
      db,
      clock,
      repository,
      players: bonuses.players,
      bonuses: bonuses.repository,
    }),
    cover: new InsuranceCover({ clock, repository, wallet, bonuses: bonuses.repository, restore }),
    expiry: new InsuranceExpiry({ db, clock, repository }),
    /** The demo programme, with the bonus template it restores with, written through the templates' writer. */
    seedDemo: (seedDb: Db, templates: Pick<BonusTemplates, 'add'>) =>
      seedDemoInsurance(seedDb, { templates, repository: bonuses.repository, programs }),
  };
}
