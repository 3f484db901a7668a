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
  features: {
    ...BASE_FEATURES,
    promoCodePopup: true,
    publicProfilePopup: true,
    bonusRequiresDepositPopup: true,
    verificationPages: true,
  },
};
