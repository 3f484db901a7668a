import type { BrandConfig } from '../brand.ts';
import type { BrandId } from '../brand-ids.ts';
import { king } from './king.ts';
import { sevenSevenSeven } from './seven-seven-seven.ts';
import { sevens } from './sevens.ts';
import { vegas } from './vegas.ts';
import { vlk } from './vlk.ts';

export const BRANDS: Record<BrandId, BrandConfig> = { king, vlk, vegas, '777': sevenSevenSeven, sevens };

export function brandConfig(id: BrandId): BrandConfig {
  return BRANDS[id];
}
