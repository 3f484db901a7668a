import type { Db } from '../../../platform/db/database.ts';
import type { BonusTemplateDraft, BonusTemplates } from '../bonus-templates.ts';
import type { BonusesRepository } from '../bonuses.repository.ts';
import type { InsuranceProgramDraft, InsurancePrograms } from './insurance-programs.ts';

/**
 * The bonus a lost insured deposit comes back as: unlisted (it is given only by the programme), wagered ×3 within 7
 * days, with a maximum bet; the programme sets its amount and wagering. Every stake counts fully, since the deposit
 * it restores was lost on any game.
 */
const RESTORE_TEMPLATE: BonusTemplateDraft = {
  slug: 'no-risk-restore',
  kind: 'insurance',
  category: 'casino',
  title: { uk: 'Повернення депозиту', ru: 'Возврат депозита', en: 'Deposit restore' },
  description: {
    uk: 'Частина застрахованого депозиту, що повернулася. Відіграш ×3 за 7 днів.',
    ru: 'Часть застрахованного депозита, которая вернулась. Отыгрыш ×3 за 7 дней.',
    en: 'Part of your insured deposit, back. Wager it 3 times within 7 days.',
  },
  cardType: 'insurance',
  externalId: null,
  promoCode: null,
  listed: false,
  percent: null,
  maxAmount: {},
  fixedAmount: {},
  minDeposit: {},
  maxDeposit: {},
  depositRule: null,
  wageringMultiplier: 3,
  wageringBase: 'bonus',
  contributions: { 'video-slot': 100, 'classic-slot': 100, dice: 100, crash: 100, roulette: 100, live: 100 },
  maxBet: { UAH: 10_000, USD: 250, EUR: 250 },
  maxConversion: {},
  validityDays: 7,
  eligibility: { brands: [], currencies: [], maxBalanceForActivation: {}, daysSinceLastDeposit: null },
  startsAt: null,
  endsAt: null,
  active: true,
};

/**
 * The demo's no-risk deposit: 50% of an insured deposit lost within 7 days comes back as bonus money wagered ×3,
 * up to 2 000 ₴, for deposits from 200 ₴; the deposit counts as lost once the real balance is 1 ₴ or less. Low
 * wagering because it gives back the player's own lost money, not a gift.
 */
function noRisk50(bonusTemplateId: number): InsuranceProgramDraft {
  return {
    slug: 'no-risk-50',
    title: { uk: 'Депозит без ризику', ru: 'Депозит без риска', en: 'No-risk deposit' },
    description: {
      uk: 'Застрахуйте наступний депозит від 200 ₴: якщо протягом 7 днів ви його програєте, 50% (до 2 000 ₴) повернеться бонусом з відіграшем ×3. Виведення до кінця страховки її скасовує.',
      ru: 'Застрахуйте следующий депозит от 200 ₴: если в течение 7 дней вы его проиграете, 50% (до 2 000 ₴) вернётся бонусом с отыгрышем ×3. Вывод до конца страховки её отменяет.',
      en: 'Insure your next deposit of ₴200 or more: lose it within 7 days and 50% (up to ₴2,000) comes back as a bonus to wager 3 times. A withdrawal before the cover ends cancels it.',
    },
    percent: 50,
    maxAmount: { UAH: 200_000, USD: 5_000, EUR: 5_000 },
    minDeposit: { UAH: 20_000, USD: 500, EUR: 500 },
    lossThreshold: { UAH: 100, USD: 3, EUR: 3 },
    coverageHours: 7 * 24,
    payout: 'bonus',
    bonusTemplateId,
    wageringMultiplier: 3,
    eligibility: { brands: [], currencies: [] },
    priority: 10,
    active: true,
  };
}

/** Adds the demo programme and its restore bonus unless they are there already (kept as operators left them). */
export async function seedDemoInsurance(
  db: Db,
  deps: {
    templates: Pick<BonusTemplates, 'add'>;
    repository: Pick<BonusesRepository, 'templateBySlug'>;
    programs: Pick<InsurancePrograms, 'add'>;
  },
): Promise<void> {
  await deps.templates.add(db, RESTORE_TEMPLATE);
  const template = await deps.repository.templateBySlug(db, RESTORE_TEMPLATE.slug);
  if (!template) throw new Error(`the ${RESTORE_TEMPLATE.slug} template was not added`);
  await deps.programs.add(db, noRisk50(template.id));
}
