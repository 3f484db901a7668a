import type { ukLegal } from './uk.ts';

export const enLegal: typeof ukLegal = {
  page: {
    effective: 'In effect from {{date}}',
    contents: 'Contents',
  },
  age: {
    title: 'Are you 18 or older?',
    text: '{{brand}} is a gambling site, for adults only. Gambling can be addictive — please play responsibly.',
    confirm: 'Yes, I am 18 or older',
    leave: 'No, leave the site',
    responsible: 'About responsible gaming',
  },
  cookies: {
    title: 'We use cookies',
    text: 'Necessary cookies make the site work. We set analytics and marketing cookies only with your consent.',
    policy: 'Cookie policy',
    acceptAll: 'Accept all',
    necessaryOnly: 'Necessary only',
    settings: 'Settings',
    save: 'Save my choice',
    categories: {
      necessary: 'Necessary',
      necessaryHint: 'Signing in, your theme, your cookie choice. Always on.',
      analytics: 'Analytics',
      analyticsHint: 'Show us how the site is used so we can make it faster.',
      marketing: 'Marketing',
      marketingHint: 'Credit visits from partners and keep advertising relevant.',
    },
  },
};
