import type { BrandConfig } from '../brand.ts';
import { BASE_FEATURES } from './base-features.ts';

export const vegas: BrandConfig = {
  id: 'vegas',
  name: 'Vegas',
  legal: { operator: 'Vegas Online LLC', licence: { number: '31', year: 2026 } },
  support: {
    telegram: 'https://t.me/vegas_support',
    viber: 'viber://pa?chatURI=vegas',
    email: 'support@vegas.example',
  },
  social: [
    { network: 'telegram', url: 'https://t.me/vegas' },
    { network: 'youtube', url: 'https://youtube.com/@vegas' },
  ],
  appScheme: 'vegas',
  welcomePackage: {
    fsAmount: 100,
    moneyAmount: { UAH: 1_500_000, USD: 40_000, EUR: 35_000, RUB: 3_500_000 },
  },
  features: {
    ...BASE_FEATURES,
    promoCodePopup: true,
    publicProfilePopup: true,
    bonusRequiresDepositPopup: true,
    verificationPages: true,
    taxIdForRealPlay: true,
  },
};
