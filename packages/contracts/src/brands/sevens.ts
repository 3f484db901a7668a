import type { BrandConfig } from '../brand.ts';
import { BASE_FEATURES } from './base-features.ts';

export const sevens: BrandConfig = {
  id: 'sevens',
  name: 'Sevens VIP',
  legal: { operator: 'Triple Seven LLC', licence: { number: '44', year: 2026 } },
  support: {
    telegram: 'https://t.me/sevens_vip',
    viber: 'viber://pa?chatURI=sevensvip',
    email: 'vip@sevens.example',
  },
  social: [{ network: 'telegram', url: 'https://t.me/sevens_vip' }],
  appScheme: 'app777',
  welcomePackage: {
    fsAmount: 300,
    moneyAmount: { UAH: 5_000_000, USD: 120_000, EUR: 110_000, RUB: 11_000_000 },
  },
  features: { ...BASE_FEATURES, sevensVipProgram: true },
};
