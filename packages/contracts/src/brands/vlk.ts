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
  features: {
    ...BASE_FEATURES,
    promoCodePopup: true,
    bonusRequiresDepositPopup: true,
    verificationPages: true,
  },
};
