import { enAuth, enErrors } from './auth/en.ts';
import { enBonuses } from './bonuses/en.ts';
import { enCash } from './cash/en.ts';
import { enChance } from './chance/en.ts';
import { enCompetitions } from './competitions/en.ts';
import { enGames } from './games/en.ts';
import type { Messages } from './index.ts';
import { enLegal } from './legal/en.ts';
import { enNotifications } from './notifications/en.ts';
import { enPages } from './pages/en.ts';
import { enProfile } from './profile/en.ts';
import { enResponsible } from './responsible/en.ts';
import { enSportsbook } from './sportsbook/en.ts';
import { enStudio } from './studio/en.ts';

export const en: Messages = {
  common: { loading: 'Loading…', close: 'Close' },
  skipLink: 'Skip to main content',
  header: { home: '{{brand}} home page' },
  nav: {
    label: 'Site sections',
    home: 'Home',
    games: 'Games',
    faq: 'FAQ',
    partnership: 'Partners',
    socialNetworks: 'Social media',
    mobileApp: 'Mobile app',
    lottery: 'Lottery',
    jackpot: 'Jackpots',
  },
  playMode: {
    label: 'Play mode',
    casino: 'Casino',
    sport: 'Sport',
    sportSwitch: 'Sports betting mode',
    activeFreebet: 'You have an active free bet',
  },
  theme: {
    label: 'Colour theme',
    'dark-theme': 'Dark',
    'light-theme': 'Light',
    'system-theme': 'System',
  },
  language: { label: 'Language', current: 'Language: {{name}}' },
  auth: enAuth,
  profile: enProfile,
  cash: enCash,
  bonuses: enBonuses,
  responsible: enResponsible,
  legal: enLegal,
  studio: enStudio,
  games: enGames,
  notifications: enNotifications,
  sportsbook: enSportsbook,
  chance: enChance,
  competitions: enCompetitions,
  sidebar: {
    label: 'Sidebar',
    collapse: 'Collapse sidebar',
    expand: 'Expand sidebar',
    language: 'Language',
    support: 'Support 24/7',
  },
  menu: { open: 'Open menu', title: 'Menu', close: 'Close menu', settings: 'Settings' },
  tabBar: {
    label: 'Quick navigation',
    home: 'Home',
    games: 'Casino',
    support: 'Support',
    app: 'App',
    menu: 'Menu',
  },
  support: {
    title: 'Customer support',
    text: 'We are here around the clock. Pick the channel that suits you and we will help you fast.',
    telegram: 'Telegram',
    telegramHint: 'Chat on Telegram',
    viber: 'Viber',
    viberHint: 'Chat on Viber',
    email: 'Email',
    emailHint: 'Send us an email',
  },
  social: {
    title: 'Follow us',
    follow: '{{brand}} on {{network}}',
    networks: {
      telegram: 'Telegram',
      instagram: 'Instagram',
      youtube: 'YouTube',
      facebook: 'Facebook',
      tiktok: 'TikTok',
      x: 'X',
    },
  },
  footer: {
    pages: 'Information',
    legalTitle: 'Terms and policies',
    legal: {
      terms: 'Terms and conditions',
      privacyPolicy: 'Privacy policy',
      responsibleGaming: 'Responsible gaming',
      cookiePolicy: 'Cookie policy',
      amlKycPolicy: 'AML/KYC policy',
      licence: 'Licence and operator',
      complaints: 'Complaints',
    },
    support: 'Support',
    community: 'Community',
    payments: 'Payment methods',
    operator: 'Operator: {{operator}}',
    licence: 'KRAIL licence No. {{number}} of {{year}}',
    responsible:
      'Gambling can be addictive. Play responsibly: set limits, take breaks and never treat gaming as a way to earn money.',
    adults: 'Only for people aged 18 and over',
    rights: '© {{brand}}. All rights reserved.',
  },
  payments: {
    label: 'We accept',
    visa: 'Visa',
    mastercard: 'Mastercard',
    googlePay: 'Google Pay',
    applePay: 'Apple Pay',
  },
  modal: { close: 'Close dialog' },
  toast: { region: 'Notifications', close: 'Dismiss notification' },
  serverError: {
    title: 'Something went wrong',
    text: 'The page could not be loaded. Check your connection and try again.',
    retry: 'Try again',
  },
  notFound: {
    title: 'Page not found',
    text: 'It may have moved, or the address has a typo.',
    home: 'Go home',
  },
  errors: enErrors,
  pages: enPages,
};
