import type { Currency } from '@casino/contracts';
import type { Clock } from '../../platform/clock.ts';
import type { BonusDraft } from './bonus-lifecycle.ts';
import type { BonusPlayer } from './bonus-players.ts';
import { amountIn, copiedTerms, depositBonusAmount, wageringRequired } from './bonus-terms.ts';
import type { BonusTemplateRow } from './bonuses.repository.ts';
import type { BonusSource } from './bonuses.schema.ts';

/** The kinds whose money is the template's fixed amount, granted when taken (no deposit earns it). */
const FIXED_AMOUNT_KINDS: readonly BonusTemplateRow['kind'][] = [
  'no_deposit',
  'birthday',
  'daily',
  'freebet',
];

/** Whether a template's bonus is its fixed amount, given when taken, rather than a share of a deposit. */
export function grantsFixedAmount(template: BonusTemplateRow): boolean {
  return FIXED_AMOUNT_KINDS.includes(template.kind);
}

/**
 * A bonus's own copy of its template's terms in the player's currency, for one take (`source` and `sourceRef`
 * name it: the source index refuses a second bonus for the same take). A fixed-amount bonus has its money; a
 * deposit bonus gets its money when the deposit is credited.
 */
export function bonusDraft(
  player: BonusPlayer,
  template: BonusTemplateRow,
  take: { source: BonusSource; sourceRef: string },
  clock: Clock,
): BonusDraft {
  const amount = grantsFixedAmount(template) ? (amountIn(template.fixedAmount, player.currency) ?? 0) : 0;
  return {
    playerId: player.id,
    templateId: template.id,
    currency: player.currency,
    ...take,
    amount,
    wageringRequired: wageringRequired(template, amount, 0),
    ...copiedTerms(template, player.currency),
    createdAt: clock.now(),
  };
}

/**
 * A deposit bonus's own copy of its template's terms for one credited deposit: its share of the deposit as its
 * money, the wagering that asks, and the payment as its source, so a deposit earns one bonus.
 */
export function depositDraft(
  template: BonusTemplateRow,
  deposit: { playerId: number; currency: Currency; paymentId: string; amount: number },
  now: Date,
): BonusDraft {
  const amount = depositBonusAmount(template, deposit.currency, deposit.amount);
  return {
    playerId: deposit.playerId,
    templateId: template.id,
    currency: deposit.currency,
    source: 'deposit',
    sourceRef: deposit.paymentId,
    paymentId: deposit.paymentId,
    depositAmount: deposit.amount,
    amount,
    wageringRequired: wageringRequired(template, amount, deposit.amount),
    ...copiedTerms(template, deposit.currency),
    createdAt: now,
  };
}
