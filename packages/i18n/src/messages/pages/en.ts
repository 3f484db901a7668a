import type { ukPages } from './uk.ts';

export const enPages: typeof ukPages = {
  carousel: {
    label: 'Highlights',
    slide: 'Slide {{index}} of {{count}}',
    previous: 'Previous slide',
    next: 'Next slide',
    goTo: 'Show slide {{index}}',
    pause: 'Pause auto-play',
    play: 'Resume auto-play',
  },
  seoText: {
    more: 'Read more',
    less: 'Show less',
  },
  home: {
    followUs: 'Follow us',
  },
  faq: {
    topics: 'Topics',
    contactTitle: 'Didn’t find your answer?',
    contactText:
      'Write to our support team: we are here around the clock and will reply the way that suits you.',
  },
  partnership: {
    benefitsTitle: 'What you get',
    stepsTitle: 'How to get started',
    contactTitle: 'Become our partner',
    writeUs: 'Write to us',
  },
  social: {
    open: 'Open',
    newTab: 'opens in a new tab',
    officialTitle: 'Official pages only',
    officialText:
      'Only the pages linked from this site are official. We never ask for your password, confirmation codes or card details in messages.',
  },
  mobileApp: {
    featuresTitle: 'Why it’s convenient',
    installTitle: 'How to install',
    openApp: 'Open in the app',
    openAppHint: 'If the {{brand}} app is already installed on this device',
    install: 'Installation guide',
  },
  support: {
    telegram: 'Telegram',
    viber: 'Viber',
    email: 'E-mail',
  },
  networks: {
    telegram: 'Telegram',
    instagram: 'Instagram',
    youtube: 'YouTube',
    facebook: 'Facebook',
    tiktok: 'TikTok',
    x: 'X',
  },
};
