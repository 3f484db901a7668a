import type { Clock } from '../../../platform/clock.ts';
import type { Db } from '../../../platform/db/database.ts';
import { PIGGY_BANK_TERMS_ID } from './piggy.repository.ts';
import { piggyBankTerms } from './piggy.schema.ts';

/**
 * The demo's piggy bank: 2% of every real-money stake in the studio's slots and roulette, breakable from ₴50
 * (or 2 of a foreign currency) and full at ₴500 (20). Kept when it exists, so an operator's edit stays.
 */
export async function seedPiggyBank(db: Db, clock: Clock): Promise<void> {
  await db
    .insert(piggyBankTerms)
    .values({
      id: PIGGY_BANK_TERMS_ID,
      enabled: true,
      shareBasisPoints: 200,
      minAmount: { UAH: 50_00, USD: 2_00, EUR: 2_00, RUB: 150_00 },
      maxAmount: { UAH: 500_00, USD: 20_00, EUR: 20_00, RUB: 1500_00 },
      games: [
        'book-of-sevens',
        'cossack-gold',
        'dragon-pearls',
        'fruit-storm',
        'neon-nights',
        'viking-raid',
        'hot-sevens',
        'european-roulette',
      ],
      updatedAt: clock.now(),
    })
    .onConflictDoNothing();
}
