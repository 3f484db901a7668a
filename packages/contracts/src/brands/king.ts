import type { BrandConfig } from '../brand.ts';
import { BASE_FEATURES } from './base-features.ts';

export const king: BrandConfig = {
  id: 'king',
  name: 'Slotoking',
  legal: { operator: 'Slotoking LLC', licence: { number: '12', year: 2026 } },
  support: {
    telegram: 'https://t.me/slotoking_support',
    viber: 'viber://pa?chatURI=slotoking',
    email: 'support@slotoking.example',
  },
  social: [
    { network: 'telegram', url: 'https://t.me/slotoking' },
    { network: 'instagram', url: 'https://instagram.com/slotoking' },
    { network: 'youtube', url: 'https://youtube.com/@slotoking' },
  ],
  appScheme: 'slotoking',
  welcomePackage: {
    fsAmount: 200,
    moneyAmount: { UAH: 2_500_000, USD: 60_000, EUR: 55_000, RUB: 5_500_000 },
  },
  features: {
    ...BASE_FEATURES,
    tagRoutesRedirectHome: true,
    playModeFromRouteName: true,
    modalNameNewSuffix: true,
    recordGuestStoryViews: false,
    verificationPages: true,
    taxIdForRealPlay: true,
  },
};
