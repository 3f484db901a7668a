import type { DiceSectorPrize } from '@casino/contracts';
import type { Clock } from '../../../platform/clock.ts';
import type { Db } from '../../../platform/db/database.ts';
import { diceActivities } from '../chance.schema.ts';
import { demoMoney } from '../chance-demo-prizes.ts';

/** The daily dice pays every sector, the rare ends most; a 3 or an 11 gives free spins. */
const DAILY_PRIZES: DiceSectorPrize[] = [
  { sector: 2, prize: demoMoney(500) },
  { sector: 3, prize: { type: 'bonus_fs', templateSlug: 'free-spins-20' } },
  { sector: 4, prize: demoMoney(50) },
  { sector: 5, prize: demoMoney(10) },
  { sector: 6, prize: demoMoney(5) },
  { sector: 7, prize: demoMoney(20) },
  { sector: 8, prize: demoMoney(5) },
  { sector: 9, prize: demoMoney(10) },
  { sector: 10, prize: demoMoney(50) },
  { sector: 11, prize: { type: 'bonus_fs', templateSlug: 'free-spins-20' } },
  { sector: 12, prize: demoMoney(500) },
];

/** The demo's daily dice (a free throw a day) and weekly dice (a throw per ₴100 deposit, a 7 on Sunday wins). */
export async function seedDiceActivities(db: Db, clock: Clock): Promise<void> {
  const updatedAt = clock.now();
  await db
    .insert(diceActivities)
    .values([
      {
        kind: 'daily-dice',
        title: { uk: 'Щоденні кості', ru: 'Ежедневные кости', en: 'Daily dice' },
        enabled: true,
        maxTries: 1,
        depositsForTry: 0,
        minDeposit: {},
        prizes: DAILY_PRIZES,
        updatedAt,
      },
      {
        kind: 'weekly-dice',
        title: { uk: 'Недільні кості', ru: 'Воскресные кости', en: 'Sunday dice' },
        enabled: true,
        maxTries: 7,
        depositsForTry: 1,
        minDeposit: { UAH: 100_00, USD: 3_00, EUR: 3_00, RUB: 200_00 },
        prizes: [{ sector: 7, prize: demoMoney(250) }],
        updatedAt,
      },
    ])
    .onConflictDoNothing();
}
