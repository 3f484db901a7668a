/**
 * The bonuses module's facade: the bonus templates operators configure. Everything else a bonus does it does on
 * its own, from the player's calls and the event stream, and through the stake guard it gives the games module.
 */
import type { LocalizedText } from '@casino/contracts';
import type { BonusTemplates } from './bonus-templates.ts';
import type { CashbackPrograms } from './cashback/cashback-programs.ts';
import type { InsurancePrograms } from './insurance/insurance-programs.ts';
import type { PersonalOffers } from './personal-offers/personal-offers.service.ts';
import type { BonusTemplateAdmin } from './template-admin/template-admin.ts';

export type { BonusTemplateDraft } from './bonus-templates.ts';
export type { CashbackProgramDraft } from './cashback/cashback-programs.ts';
export type { InsuranceProgramDraft } from './insurance/insurance-programs.ts';
export type { OfferTerms } from './personal-offers/personal-offers.service.ts';
export type { TemplateTerms, TemplateWithTakes } from './template-admin/template-admin.ts';
export { isEditableKind } from './template-admin/template-admin.ts';

/** What `app.bonuses` offers the other modules. */
export interface Bonuses {
  /** Writes templates, refusing a wagering multiplier above `BONUS_MAX_WAGERING_MULTIPLIER`. */
  templates: Pick<BonusTemplates, 'add'>;
  /** The back office's bonus templates and promo codes: listed, created and changed with an audit record. */
  templateAdmin: BonusTemplateAdmin;
  /** Writes cashback programmes, refusing a wagering multiplier above `BONUS_MAX_WAGERING_MULTIPLIER`. */
  cashbackPrograms: Pick<CashbackPrograms, 'add'>;
  /** Writes deposit insurance programmes, refusing a wagering multiplier above `BONUS_MAX_WAGERING_MULTIPLIER`. */
  insurancePrograms: Pick<InsurancePrograms, 'add'>;
  /**
   * Offers a template (by slug) to one player, idempotent by source and reference: campaigns, the back office and
   * prize steps call it, in their own transaction when they pass one. Null when the player may not be offered it.
   */
  personalOffers: Pick<PersonalOffers, 'offer'>;
  /** A template's title in every language, by its slug (undefined: no such template). */
  templateTitle(slug: string): Promise<LocalizedText | undefined>;
}

declare module 'fastify' {
  interface FastifyInstance {
    bonuses: Bonuses;
  }
}
