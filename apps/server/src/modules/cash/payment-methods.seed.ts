import type { Db } from '../../platform/db/database.ts';
import {
  cashMethodLimits,
  cashMethods,
  type NewCashMethodLimitRow,
  type NewCashMethodRow,
} from './cash.schema.ts';

/** The provider every seeded method starts with; operations move a method to a real provider by editing its row. */
const SEEDED_PROVIDER = 'sandbox';

/** Card limits in minor units: 10 UAH to 150 000 UAH, 1 to 5 000 USD or EUR, 100 to 300 000 RUB. */
const CARD_DEPOSIT_LIMITS = {
  UAH: [1_000, 15_000_000],
  USD: [100, 500_000],
  EUR: [100, 500_000],
  RUB: [10_000, 30_000_000],
} as const;

const CARD_WITHDRAWAL_LIMITS = {
  UAH: [10_000, 5_000_000],
  USD: [1_000, 200_000],
  EUR: [1_000, 200_000],
  RUB: [50_000, 20_000_000],
} as const;

const BANK_TRANSFER_LIMITS = { UAH: [10_000, 50_000_000] } as const;

const CARD_COUNTRIES = ['UA', 'PL', 'DE', 'GB', 'CZ', 'LT', 'LV', 'EE'];
const WALLET_COUNTRIES = ['UA', 'PL', 'DE', 'GB'];

const SEEDED_METHODS: NewCashMethodRow[] = [
  { id: 1, slug: 'card', title: 'Card', provider: SEEDED_PROVIDER, countries: CARD_COUNTRIES, position: 1 },
  {
    id: 2,
    slug: 'google_pay',
    title: 'Google Pay',
    provider: SEEDED_PROVIDER,
    countries: WALLET_COUNTRIES,
    // The merchant name shown in the sheet is the brand's, filled in when the methods are read.
    addFields: { google: { merchantId: 'sandbox-merchant', merchantName: '', environment: 'TEST' } },
    position: 2,
  },
  {
    id: 3,
    slug: 'apple_pay',
    title: 'Apple Pay',
    provider: SEEDED_PROVIDER,
    countries: WALLET_COUNTRIES,
    position: 3,
  },
  {
    id: 4,
    slug: 'bank_transfer',
    title: 'Bank transfer',
    provider: SEEDED_PROVIDER,
    countries: ['UA'],
    position: 4,
  },
];

const SEEDED_LIMITS: NewCashMethodLimitRow[] = [
  ...limitRows([1, 2, 3], 'deposit', CARD_DEPOSIT_LIMITS),
  ...limitRows([1], 'withdrawal', CARD_WITHDRAWAL_LIMITS),
  ...limitRows([4], 'deposit', BANK_TRANSFER_LIMITS),
  ...limitRows([4], 'withdrawal', BANK_TRANSFER_LIMITS),
];

function limitRows(
  methodIds: number[],
  direction: NewCashMethodLimitRow['direction'],
  limits: Record<string, readonly [number, number]>,
): NewCashMethodLimitRow[] {
  return methodIds.flatMap((methodId) =>
    Object.entries(limits).map(([currency, [min, max]]) => ({ methodId, direction, currency, min, max })),
  );
}

/**
 * Seeds the payment methods and their limits. Every environment needs them (they are configuration, not demo
 * data), so this runs at every boot; rows that exist are left as they are, because from then on they belong to
 * operations (limits changed, a method disabled or moved to another provider), and boots of several nodes at once
 * insert each row once.
 */
export async function seedPaymentMethods(db: Db): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.insert(cashMethods).values(SEEDED_METHODS).onConflictDoNothing();
    await tx.insert(cashMethodLimits).values(SEEDED_LIMITS).onConflictDoNothing();
  });
}
