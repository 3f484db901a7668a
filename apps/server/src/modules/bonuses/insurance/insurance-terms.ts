import type { BrandId, Currency } from '@casino/contracts';
import { amountIn } from '../bonus-terms.ts';
import type {
  InsuranceProgramRow,
  NewPlayerInsuranceRow,
  PlayerInsuranceRow,
} from './insurance.repository.ts';

const HOUR_MS = 60 * 60 * 1000;

/** The terms an opt-in copies from its programme, in the player's currency. */
export type CopiedInsuranceTerms = Pick<
  NewPlayerInsuranceRow,
  | 'percent'
  | 'maxAmount'
  | 'minDeposit'
  | 'lossThreshold'
  | 'coverageHours'
  | 'payout'
  | 'bonusTemplateId'
  | 'wageringMultiplier'
>;

/** The programme's terms in a currency, or null when it has none there (it is not offered in that currency). */
export function termsIn(program: InsuranceProgramRow, currency: Currency): CopiedInsuranceTerms | null {
  const maxAmount = amountIn(program.maxAmount, currency);
  const minDeposit = amountIn(program.minDeposit, currency);
  const lossThreshold = amountIn(program.lossThreshold, currency);
  if (maxAmount === null || minDeposit === null || lossThreshold === null) return null;
  return {
    percent: program.percent,
    maxAmount,
    minDeposit,
    lossThreshold,
    coverageHours: program.coverageHours,
    payout: program.payout,
    bonusTemplateId: program.bonusTemplateId,
    wageringMultiplier: program.wageringMultiplier,
  };
}

/** Whether the programme is for the player: active, for their brand and their currency, with terms in it. */
export function isOffered(
  program: InsuranceProgramRow,
  player: { brand: BrandId; currency: Currency },
): boolean {
  const { brands, currencies } = program.eligibility;
  return (
    program.active &&
    (brands.length === 0 || brands.includes(player.brand)) &&
    (currencies.length === 0 || currencies.includes(player.currency)) &&
    termsIn(program, player.currency) !== null
  );
}

/** When the cover of a deposit credited at `creditedAt` ends. */
export function coverEnd(insurance: Pick<PlayerInsuranceRow, 'coverageHours'>, creditedAt: Date): Date {
  return new Date(creditedAt.getTime() + insurance.coverageHours * HOUR_MS);
}

/**
 * What a lost insured deposit brings back: the insurance's percent of the whole deposit, rounded down, up to the
 * cap. Nothing is taken off for what is left on the balance: a deposit counts as lost only at or below the loss
 * threshold, a token amount (1 ₴ in the demo), so the whole deposit is what the player lost, and the player's
 * terms read as one sum they can check ("50% of your deposit, up to 2 000 ₴").
 */
export function restoreAmount(
  insurance: Pick<PlayerInsuranceRow, 'percent' | 'maxAmount' | 'depositAmount'>,
): number {
  const deposit = insurance.depositAmount ?? 0;
  return Math.min(Math.floor((deposit * insurance.percent) / 100), insurance.maxAmount);
}
