import { describe, expect, it } from 'vitest';
import { brandConfigSchema } from '../brand.ts';
import { BRAND_IDS } from '../brand-ids.ts';
import { BRANDS, brandConfig } from './index.ts';

describe('brand configs', () => {
  it('has one config for every brand id', () => {
    expect(Object.keys(BRANDS).sort()).toEqual([...BRAND_IDS].sort());
  });

  it.each(BRAND_IDS)('%s is valid by the brand schema and knows its id', (id) => {
    const config = brandConfigSchema.parse(brandConfig(id));
    expect(config.id).toBe(id);
    expect(config.name.trim()).not.toBe('');
  });

  it('gives each brand its own name', () => {
    const names = BRAND_IDS.map((id) => BRANDS[id].name);
    expect(new Set(names).size).toBe(names.length);
  });

  it('turns the king-only behaviours on for king alone', () => {
    const withTagRedirect = BRAND_IDS.filter((id) => BRANDS[id].features.tagRoutesRedirectHome);
    expect(withTagRedirect).toEqual(['king']);
  });

  it('gives the sevens VIP programme to sevens only', () => {
    expect(BRAND_IDS.filter((id) => BRANDS[id].features.sevensVipProgram)).toEqual(['sevens']);
  });

  it('asks for a tax ID before real-money play on the Ukrainian brands', () => {
    const asking = BRAND_IDS.filter((id) => BRANDS[id].features.taxIdForRealPlay);
    expect(asking.sort()).toEqual(['king', 'vegas', 'vlk']);
  });

  it('gives the promo-code popup to vlk and vegas', () => {
    expect(BRAND_IDS.filter((id) => BRANDS[id].features.promoCodePopup).sort()).toEqual(['vegas', 'vlk']);
  });
});
