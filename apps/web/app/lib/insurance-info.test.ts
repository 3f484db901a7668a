import type { InsuranceInfo, InsuranceTerms, PushMessageOf } from '@casino/contracts';
import { describe, expect, it } from 'vitest';
import { insuranceOutcomeParams, isInsuranceOutcome, pendingDepositInsurance } from './insurance-info';

const TERMS: InsuranceTerms = {
  programId: 1,
  slug: 'no-risk-50',
  title: 'No-risk deposit',
  description: 'Terms',
  currency: 'UAH',
  percent: 50,
  maxAmount: 200_000,
  minDeposit: 20_000,
  lossThreshold: 100,
  coverageHours: 168,
  payout: 'bonus',
  wageringMultiplier: 3,
};

function infoWith(status: InsuranceInfo['status']): InsuranceInfo {
  return {
    status,
    data: {
      program: TERMS,
      insurance:
        status === 'available'
          ? null
          : {
              id: 7,
              status,
              terms: { ...TERMS, percent: 40 },
              paymentId: null,
              depositAmount: null,
              coveredAt: null,
              coverEndsAt: null,
              restoredAmount: 0,
              rejectReason: null,
              informed: false,
              createdAt: '2026-01-01T00:00:00.000Z',
            },
    },
  };
}

describe('pendingDepositInsurance', () => {
  it('gives the terms the insurance was taken on while it waits for its deposit', () => {
    expect(pendingDepositInsurance(infoWith('active'), false)).toMatchObject({ percent: 40 });
  });

  it('gives nothing on a failed info, with none taken, or once a deposit is insured', () => {
    expect(pendingDepositInsurance(infoWith('active'), true)).toBeNull();
    expect(pendingDepositInsurance(undefined, false)).toBeNull();
    expect(pendingDepositInsurance(infoWith('available'), false)).toBeNull();
    expect(pendingDepositInsurance(infoWith('covering'), false)).toBeNull();
  });
});

describe('insurance outcome messages', () => {
  const restore: PushMessageOf<'bonus'> = {
    id: 'evt-1-bonus',
    type: 'bonus',
    action: 'restore',
    data: {
      insuranceId: 7,
      programId: 1,
      status: 'restored',
      depositAmount: 30_000,
      amount: 15_000,
      currency: 'UAH',
      reason: null,
    },
  };

  it('tells outcomes from other bonus messages and gives the popup what to show', () => {
    expect(isInsuranceOutcome(restore)).toBe(true);
    if (!isInsuranceOutcome(restore)) return;
    expect(insuranceOutcomeParams(restore)).toEqual({
      outcome: 'restore',
      insuranceId: '7',
      amount: '15000',
      currency: 'UAH',
    });
    const rejected = { ...restore, action: 'insurance-reject' as const };
    rejected.data = { ...restore.data, status: 'rejected', amount: 0, reason: 'withdrawal' };
    expect(insuranceOutcomeParams(rejected)).toMatchObject({
      outcome: 'insurance-reject',
      reason: 'withdrawal',
    });
    expect(
      isInsuranceOutcome({
        id: 'evt-2-bonus',
        type: 'bonus',
        action: 'applied',
        data: {
          playerBonusId: 1,
          bonusId: 1,
          status: 'applied',
          amount: 1,
          currency: 'UAH',
          convertedAmount: 0,
        },
      }),
    ).toBe(false);
  });
});
