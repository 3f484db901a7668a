import type { Clock } from '../../platform/clock.ts';
import type { Db } from '../../platform/db/database.ts';
import { validationFailed } from '../../platform/http/app-error.ts';
import { isTimeZone } from '../../platform/local-days.ts';
import type { BonusesRepository, NewBonusTemplateRow } from './bonuses.repository.ts';

/** A template as an operator writes it; its id and creation time are the database's. */
export type BonusTemplateDraft = Omit<NewBonusTemplateRow, 'id' | 'createdAt'>;

/**
 * Writes bonus templates (the operators' configuration, decision 027). A template asking a wagering multiplier
 * above `BONUS_MAX_WAGERING_MULTIPLIER` is refused here, where templates are written, whoever writes them.
 */
export class BonusTemplates {
  readonly #deps: { repository: BonusesRepository; clock: Clock; maxWageringMultiplier: number };

  constructor(deps: { repository: BonusesRepository; clock: Clock; maxWageringMultiplier: number }) {
    this.#deps = deps;
  }

  /** Adds a template unless one has its slug (kept as it is); answers whether it was added. */
  add(executor: Db, template: BonusTemplateDraft): Promise<boolean> {
    const { repository, clock } = this.#deps;
    this.check(template);
    return repository.insertTemplate(executor, {
      ...template,
      promoCode: template.promoCode?.toUpperCase() ?? null,
      createdAt: clock.now(),
    });
  }

  /** Refuses terms no template may have, whoever writes them: a 422 naming the field. */
  check(template: Pick<BonusTemplateDraft, 'wageringMultiplier' | 'timeZone' | 'kind'>): void {
    const { maxWageringMultiplier } = this.#deps;
    if (template.wageringMultiplier > maxWageringMultiplier) {
      throw validationFailed({ wageringMultiplier: `must be at most ${maxWageringMultiplier}` });
    }
    const timeZoneFault = timeZoneFaultOf(template);
    if (timeZoneFault) throw validationFailed({ timeZone: timeZoneFault });
  }
}

/** The kinds that count their days in a time zone of their own. */
const DAY_COUNTING_KINDS: readonly BonusTemplateDraft['kind'][] = ['birthday', 'daily'];

/** Why a template's time zone will not do (a birthday or daily bonus needs a real one), or null. */
function timeZoneFaultOf(template: Pick<BonusTemplateDraft, 'timeZone' | 'kind'>): string | null {
  if (template.timeZone) return isTimeZone(template.timeZone) ? null : 'must be an IANA time zone';
  return DAY_COUNTING_KINDS.includes(template.kind)
    ? 'a birthday or daily bonus counts its days in one'
    : null;
}
