/**
 * The bonuses module's facade: the bonus templates operators configure. Everything else a bonus does it does on
 * its own, from the player's calls and the event stream, and through the stake guard it gives the games module.
 */
import type { BonusTemplates } from './bonus-templates.ts';
import type { CashbackPrograms } from './cashback/cashback-programs.ts';

export type { BonusTemplateDraft } from './bonus-templates.ts';
export type { CashbackProgramDraft } from './cashback/cashback-programs.ts';

/** What `app.bonuses` offers the other modules. */
export interface Bonuses {
  /** Writes templates, refusing a wagering multiplier above `BONUS_MAX_WAGERING_MULTIPLIER`. */
  templates: Pick<BonusTemplates, 'add'>;
  /** Writes cashback programmes, refusing a wagering multiplier above `BONUS_MAX_WAGERING_MULTIPLIER`. */
  cashbackPrograms: Pick<CashbackPrograms, 'add'>;
}

declare module 'fastify' {
  interface FastifyInstance {
    bonuses: Bonuses;
  }
}
