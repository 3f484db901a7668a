import type { BrandFeatures } from '../brand.ts';

/** Every flag off: each brand turns on what it has. */
export const BASE_FEATURES: BrandFeatures = {
  promoCodePopup: false,
  publicProfilePopup: false,
  bonusRequiresDepositPopup: false,
  tagRoutesRedirectHome: false,
  playModeFromRouteName: false,
  modalNameNewSuffix: false,
  recordGuestStoryViews: true,
  sevensVipProgram: false,
  issueUrls: false,
  verificationPages: false,
  taxIdForRealPlay: false,
};
