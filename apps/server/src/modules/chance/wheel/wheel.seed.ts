import type { LocalizedText, WheelSegment } from '@casino/contracts';
import { REPRESENTATIVE_WHEEL_WEIGHTS } from '@casino/game-math';
import type { Clock } from '../../../platform/clock.ts';
import type { Db } from '../../../platform/db/database.ts';
import { wheels } from '../chance.schema.ts';
import { demoMoney } from '../chance-demo-prizes.ts';

/** What the segments without a prize say on the wheel. */
const NOTHING: LocalizedText = { uk: 'Спробуйте завтра', ru: 'Попробуйте завтра', en: 'Try tomorrow' };

/**
 * The demo wheel's prizes around the wheel, small and large apart; their weights are the certified representative
 * wheel's (out of 1000), so `npm run certify` tests exactly the odds the demo publishes.
 */
const PRIZES: WheelSegment['prize'][] = [
  demoMoney(5),
  { type: 'none' },
  demoMoney(10),
  { type: 'bonus_fs', templateSlug: 'free-spins-20' },
  demoMoney(20),
  { type: 'none' },
  demoMoney(50),
  demoMoney(100),
  demoMoney(500),
  demoMoney(1000),
];

/** The demo's wheel of fortune: a free spin a day, another per ₴200 deposit (up to 3 a day); also the guest wheel. */
export async function seedWheels(db: Db, clock: Clock): Promise<void> {
  await db
    .insert(wheels)
    .values({
      slug: 'daily-wheel',
      title: { uk: 'Колесо фортуни', ru: 'Колесо фортуны', en: 'Wheel of fortune' },
      enabled: true,
      guest: true,
      dailyFreeSpin: true,
      depositsForSpin: 1,
      minDeposit: { UAH: 200_00, USD: 5_00, EUR: 5_00, RUB: 400_00 },
      maxSpins: 3,
      segments: PRIZES.map((prize, index) => ({
        label: prize.type === 'none' ? NOTHING : null,
        prize,
        weight: REPRESENTATIVE_WHEEL_WEIGHTS[index] ?? 1,
      })),
      position: 0,
      updatedAt: clock.now(),
    })
    .onConflictDoNothing();
}
