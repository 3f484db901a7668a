import type { Clock } from '../../../platform/clock.ts';
import type { Db } from '../../../platform/db/database.ts';
import { validationFailed } from '../../../platform/http/app-error.ts';
import type { InsuranceRepository, NewInsuranceProgramRow } from './insurance.repository.ts';

/** A programme as an operator writes it; its id and creation time are the database's. */
export type InsuranceProgramDraft = Omit<NewInsuranceProgramRow, 'id' | 'createdAt'>;

/**
 * Writes deposit insurance programmes (the operators' configuration). A bonus restore asking a wagering multiplier
 * above `BONUS_MAX_WAGERING_MULTIPLIER` is refused here, as a bonus template's is.
 */
export class InsurancePrograms {
  readonly #deps: { repository: InsuranceRepository; clock: Clock; maxWageringMultiplier: number };

  constructor(deps: { repository: InsuranceRepository; clock: Clock; maxWageringMultiplier: number }) {
    this.#deps = deps;
  }

  /** Adds a programme unless one has its slug (kept as it is); answers whether it was added. */
  add(executor: Db, program: InsuranceProgramDraft): Promise<boolean> {
    const { repository, clock, maxWageringMultiplier } = this.#deps;
    if (program.wageringMultiplier > maxWageringMultiplier) {
      throw validationFailed({ wageringMultiplier: `must be at most ${maxWageringMultiplier}` });
    }
    return repository.insertProgram(executor, { ...program, createdAt: clock.now() });
  }
}
