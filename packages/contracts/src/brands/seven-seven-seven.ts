import type { BrandConfig } from '../brand.ts';
import { BASE_FEATURES } from './base-features.ts';

export const sevenSevenSeven: BrandConfig = {
  id: '777',
  name: '777',
  legal: { operator: 'Triple Seven LLC', licence: { number: '44', year: 2026 } },
  support: {
    telegram: 'https://t.me/app777_support',
    viber: 'viber://pa?chatURI=app777',
    email: 'support@777.example',
  },
  social: [
    { network: 'telegram', url: 'https://t.me/app777' },
    { network: 'instagram', url: 'https://instagram.com/app777' },
  ],
  appScheme: 'app777',
  welcomePackage: { fsAmount: 77, moneyAmount: { UAH: 777_700, USD: 20_000, EUR: 18_000, RUB: 1_800_000 } },
  features: { ...BASE_FEATURES, publicProfilePopup: true },
};
