import type {
  Currency,
  InsuranceInfo,
  InsuranceStatus,
  InsuranceTerms,
  Language,
  PlayerInsurance,
} from '@casino/contracts';
import { domainEvent } from '@casino/contracts';
import type { InsuranceProgramRow, PlayerInsuranceRow, TakenInsurance } from './insurance.repository.ts';
import { type CopiedInsuranceTerms, termsIn } from './insurance-terms.ts';

function termsView(
  program: InsuranceProgramRow,
  terms: CopiedInsuranceTerms,
  player: { currency: Currency; lang: Language },
): InsuranceTerms {
  return {
    programId: program.id,
    slug: program.slug,
    title: program.title[player.lang],
    description: program.description[player.lang],
    currency: player.currency,
    percent: terms.percent,
    maxAmount: terms.maxAmount,
    minDeposit: terms.minDeposit,
    lossThreshold: terms.lossThreshold,
    coverageHours: terms.coverageHours,
    payout: terms.payout,
    wageringMultiplier: terms.wageringMultiplier,
  };
}

/** The player's insurance as they see it, with the terms it was taken on (its copy, not the programme's now). */
function insuranceView({ insurance, program }: TakenInsurance, lang: Language): PlayerInsurance {
  return {
    id: insurance.id,
    status: insurance.status,
    terms: termsView(program, insurance, { currency: insurance.currency, lang }),
    paymentId: insurance.paymentId,
    depositAmount: insurance.depositAmount,
    coveredAt: insurance.coveredAt?.toISOString() ?? null,
    coverEndsAt: insurance.coverEndsAt?.toISOString() ?? null,
    restoredAmount: insurance.restoredAmount,
    rejectReason: insurance.rejectReason,
    informed: insurance.informedAt !== null,
    createdAt: insurance.createdAt.toISOString(),
  };
}

/**
 * The info the spec asks for: `status` the player's insurance's, or `available` with none; `data` the programme
 * offered (its terms in the player's currency) and the insurance.
 */
export function insuranceInfo(
  offered: InsuranceProgramRow | undefined,
  current: TakenInsurance | undefined,
  player: { currency: Currency; lang: Language },
): InsuranceInfo {
  const terms = offered ? termsIn(offered, player.currency) : null;
  return {
    status: current?.insurance.status ?? 'available',
    data: {
      program: offered && terms ? termsView(offered, terms, player) : null,
      insurance: current ? insuranceView(current, player.lang) : null,
    },
  };
}

/** `InsuranceStatusChanged` for an insurance's new state. */
export function insuranceChanged(insurance: PlayerInsuranceRow, previousStatus: InsuranceStatus | null) {
  return domainEvent('InsuranceStatusChanged', insurance.playerId, {
    insuranceId: insurance.id,
    programId: insurance.programId,
    status: insurance.status,
    previousStatus,
    currency: insurance.currency,
    depositAmount: insurance.depositAmount,
    amount: insurance.restoredAmount,
    reason: insurance.rejectReason,
  });
}
