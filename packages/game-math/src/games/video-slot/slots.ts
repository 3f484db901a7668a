import { bookOfSevens } from './configs/book-of-sevens.ts';
import { cossackGold } from './configs/cossack-gold.ts';
import { dragonPearls } from './configs/dragon-pearls.ts';
import { fruitStorm } from './configs/fruit-storm.ts';
import { neonNights } from './configs/neon-nights.ts';
import { vikingRaid } from './configs/viking-raid.ts';

/** The studio's 5x3 video slots: one engine, six certified configurations. */
export const VIDEO_SLOT_CONFIGS = [
  bookOfSevens,
  cossackGold,
  fruitStorm,
  dragonPearls,
  neonNights,
  vikingRaid,
];
