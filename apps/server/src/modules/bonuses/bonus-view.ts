import {
  ACTIVE_BONUS_STATUSES,
  type Bonus,
  type BonusStatus,
  type BonusTerms,
  CLOSED_BONUS_STATUSES,
  type Currency,
  type Language,
} from '@casino/contracts';
import { amountIn } from './bonus-terms.ts';
import type { BonusTemplateRow, PlayerBonusRow, TakenBonus } from './bonuses.repository.ts';

/** The status an offer not taken yet shows (`playerBonusId` null tells it from a bonus chosen for a deposit). */
const OFFER_STATUS: BonusStatus = 'init';

export function isActive(bonus: PlayerBonusRow): boolean {
  return (ACTIVE_BONUS_STATUSES as readonly BonusStatus[]).includes(bonus.status);
}

/** A free-spin bonus whose spins are still being played: active, with no money of its own to wager yet. */
export function isSpinning({ bonus, template }: TakenBonus): boolean {
  return template.kind === 'free_spins' && bonus.status === 'applied';
}

export function isClosed(bonus: PlayerBonusRow): boolean {
  return (CLOSED_BONUS_STATUSES as readonly BonusStatus[]).includes(bonus.status);
}

/** A template's terms in a currency; a taken bonus's own copy of them where it has one. */
function termsOf(template: BonusTemplateRow, currency: Currency, taken: PlayerBonusRow | null): BonusTerms {
  return {
    percent: template.percent,
    maxAmount: amountIn(template.maxAmount, currency),
    fixedAmount: amountIn(template.fixedAmount, currency),
    wageringMultiplier: template.wageringMultiplier,
    wageringBase: template.wageringBase,
    contributions: taken ? taken.contributions : template.contributions,
    maxBet: taken ? taken.maxBet : amountIn(template.maxBet, currency),
    maxConversion: taken ? taken.maxConversion : amountIn(template.maxConversion, currency),
    validityDays: taken ? taken.validityDays : template.validityDays,
    depositRule: template.depositRule,
    freebet: taken ? taken.freebet : template.freebet,
  };
}

/** What every view of a template shows, in the player's language and currency. */
function templateFields(template: BonusTemplateRow, currency: Currency, lang: Language) {
  const minDeposit = template.kind === 'deposit' ? amountIn(template.minDeposit, currency) : null;
  return {
    id: template.id,
    category: template.category,
    type: template.kind,
    title: template.title[lang],
    description: template.description[lang],
    params: { cardType: template.cardType },
    promoCode: template.promoCode,
    hasChildrens: false,
    externalId: template.externalId,
    currency,
    depositSumLimits:
      minDeposit === null ? null : { min: minDeposit, max: amountIn(template.maxDeposit, currency) },
    amount_min: minDeposit,
  };
}

/** A bonus on offer, as the player would take it: no money yet, its terms in their currency. */
export function offerView(template: BonusTemplateRow, currency: Currency, lang: Language): Bonus {
  return {
    ...templateFields(template, currency, lang),
    playerBonusId: null,
    status: OFFER_STATUS,
    terms: termsOf(template, currency, null),
    amount: null,
    balance: null,
    wagering: null,
    expiresAt: template.endsAt?.toISOString() ?? null,
    outcome: null,
    convertedAmount: null,
  };
}

/**
 * A bonus the player took, as it stands: its money, its wagering, when it expires and how it ended. `balance` is
 * what is on the bonus balance while it is active (null otherwise).
 */
export function takenView({ bonus, template }: TakenBonus, lang: Language, balance: number | null): Bonus {
  const required = bonus.wageringRequired;
  return {
    ...templateFields(template, bonus.currency, lang),
    playerBonusId: bonus.id,
    status: bonus.status,
    terms: termsOf(template, bonus.currency, bonus),
    amount: bonus.amount,
    balance: isActive(bonus) ? balance : null,
    wagering:
      bonus.status === 'init'
        ? null
        : {
            required,
            wagered: bonus.wagered,
            percent: required === 0 ? 100 : Math.min(100, Math.floor((bonus.wagered * 100) / required)),
          },
    expiresAt: bonus.expiresAt?.toISOString() ?? null,
    outcome: bonus.outcome,
    convertedAmount: bonus.status === 'completed' ? bonus.convertedAmount : null,
  };
}
