import type { BrandConfig } from '../brand.ts';
import { BASE_FEATURES } from './base-features.ts';

export const vlk: BrandConfig = {
  id: 'vlk',
  name: 'Vulkan',
  legal: { operator: 'Vulkan Gaming LLC', licence: { number: '27', year: 2026 } },
  support: {
    telegram: 'https://t.me/vulkan_support',
    viber: 'viber://pa?chatURI=vulkan',
    email: 'support@vulkan.example',
  },
  social: [
    { network: 'telegram', url: 'https://t.me/vulkan' },
    { network: 'instagram', url: 'https://instagram.com/vulkan' },
  ],
  appScheme: 'vulkan',
  welcomePackage: {
    fsAmount: 150,
    moneyAmount: { UAH: 2_000_000, USD: 50_000, EUR: 45_000, RUB: 4_500_000 },
  },
  features: {
    ...BASE_FEATURES,
    promoCodePopup: true,
    bonusRequiresDepositPopup: true,
    verificationPages: true,
    taxIdForRealPlay: true,
  },
};
