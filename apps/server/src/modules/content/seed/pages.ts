import type { NewPage } from '../content.repository.ts';
import { faqPage } from './pages/faq.ts';
import { homePage } from './pages/home.ts';
import { mobileAppPage } from './pages/mobile-app.ts';
import { partnershipPages } from './pages/partnership.ts';
import { socialNetworksPages } from './pages/social-networks.ts';

export const demoPages: NewPage[] = [
  homePage,
  faqPage,
  ...partnershipPages,
  ...socialNetworksPages,
  mobileAppPage,
];
