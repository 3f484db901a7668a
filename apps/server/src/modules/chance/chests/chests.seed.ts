import type { ChestPrizeRow } from '@casino/contracts';
import type { Clock } from '../../../platform/clock.ts';
import type { Db } from '../../../platform/db/database.ts';
import type { PlayerDirectory } from '../../accounts/index.ts';
import { demoMoney } from '../chance-demo-prizes.ts';
import { chestCampaigns, chestParticipants, lootBoxes } from './chests.schema.ts';

export const DEMO_CHESTS_ID = 'lucky-chests';
export const DEMO_LOOT_BOX_ID = 'welcome-loot-box';

/** The demo players (seeded by accounts before this) who start with a chest and a loot box. */
const DEMO_LOGINS = ['demo', 'demophone', 'demoauto'];

const IMAGES = { closed: '/chests/chest-closed.svg', opened: '/chests/chest-opened.svg' };

/** Small money often, free spins now and then, ₴2000 in one chest of 200 (weights out of 1000). */
const CHEST_PRIZES: ChestPrizeRow[] = [
  { weight: 400, prize: demoMoney(5) },
  { weight: 250, prize: demoMoney(10) },
  { weight: 150, prize: { type: 'bonus_fs', templateSlug: 'free-spins-20' } },
  { weight: 120, prize: demoMoney(25) },
  { weight: 60, prize: demoMoney(100) },
  { weight: 15, prize: demoMoney(500) },
  { weight: 5, prize: demoMoney(2000) },
];

/** A welcome loot box always pays: money or free spins (weights out of 100). */
const LOOT_BOX_PRIZES: ChestPrizeRow[] = [
  { weight: 50, prize: demoMoney(20) },
  { weight: 30, prize: { type: 'bonus_fs', templateSlug: 'free-spins-20' } },
  { weight: 15, prize: demoMoney(100) },
  { weight: 5, prize: demoMoney(1000) },
];

/**
 * The demo's chests (a chest for every ₴200 of real-money stakes, three opens a Kyiv day) and welcome loot boxes;
 * each demo player starts with a chest to open and a loot box, so the demo shows both at once.
 */
export async function seedChests(db: Db, clock: Clock, players: Pick<PlayerDirectory, 'findByLogin'>) {
  const updatedAt = clock.now();
  const common = {
    enabled: true,
    chestCount: 3,
    images: IMAGES,
    imagePopupBackground: null,
    instructionUrl: '/bonuses/',
    updatedAt,
  };
  await db
    .insert(chestCampaigns)
    .values([
      {
        ...common,
        id: DEMO_CHESTS_ID,
        kind: 'chests',
        title: { uk: 'Скрині удачі', ru: 'Сундуки удачи', en: 'Lucky chests' },
        prizes: CHEST_PRIZES,
        earnBy: 'stakes',
        progressTarget: { UAH: 200_00, USD: 5_00, EUR: 5_00, RUB: 400_00 },
        openLimit: 3,
        openPeriod: 'day',
      },
      {
        ...common,
        id: DEMO_LOOT_BOX_ID,
        kind: 'loot-box',
        title: { uk: 'Вітальний лутбокс', ru: 'Приветственный лутбокс', en: 'Welcome loot box' },
        prizes: LOOT_BOX_PRIZES,
        earnBy: null,
        progressTarget: {},
        openLimit: 1,
        openPeriod: 'day',
      },
    ])
    .onConflictDoNothing();
  for (const login of DEMO_LOGINS) {
    const player = await players.findByLogin(login, db);
    if (!player) continue;
    await db
      .insert(chestParticipants)
      .values({
        campaignId: DEMO_CHESTS_ID,
        playerId: player.id,
        progress: 120_00,
        chestsEarned: 1,
        chestsOpened: 0,
        periodOpens: 0,
      })
      .onConflictDoNothing();
    await db
      .insert(lootBoxes)
      .values({
        campaignId: DEMO_LOOT_BOX_ID,
        playerId: player.id,
        source: 'demo',
        sourceRef: `welcome:${login}`,
        grantedAt: updatedAt,
      })
      .onConflictDoNothing();
  }
}
