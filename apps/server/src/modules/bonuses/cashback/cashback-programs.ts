import type { Clock } from '../../../platform/clock.ts';
import type { Db } from '../../../platform/db/database.ts';
import { validationFailed } from '../../../platform/http/app-error.ts';
import type { CashbackRepository, NewCashbackProgramRow } from './cashback.repository.ts';

/** A programme as an operator writes it; its id and creation time are the database's. */
export type CashbackProgramDraft = Omit<NewCashbackProgramRow, 'id' | 'createdAt'>;

/**
 * Writes cashback programmes (the operators' configuration). A bonus payout asking a wagering multiplier above
 * `BONUS_MAX_WAGERING_MULTIPLIER` is refused here, as a bonus template's is.
 */
export class CashbackPrograms {
  readonly #deps: { repository: CashbackRepository; clock: Clock; maxWageringMultiplier: number };

  constructor(deps: { repository: CashbackRepository; clock: Clock; maxWageringMultiplier: number }) {
    this.#deps = deps;
  }

  /** Adds a programme unless one has its slug (kept as it is); answers whether it was added. */
  add(executor: Db, program: CashbackProgramDraft): Promise<boolean> {
    const { repository, clock, maxWageringMultiplier } = this.#deps;
    if (program.wageringMultiplier > maxWageringMultiplier) {
      throw validationFailed({ wageringMultiplier: `must be at most ${maxWageringMultiplier}` });
    }
    return repository.insertProgram(executor, { ...program, createdAt: clock.now() });
  }
}
