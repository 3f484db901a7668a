import { ukAuth, ukErrors } from './auth/uk.ts';
import { ukBonuses } from './bonuses/uk.ts';
import { ukCash } from './cash/uk.ts';
import { ukChance } from './chance/uk.ts';
import { ukCompetitions } from './competitions/uk.ts';
import { ukGames } from './games/uk.ts';
import { ukLegal } from './legal/uk.ts';
import { ukNotifications } from './notifications/uk.ts';
import { ukPages } from './pages/uk.ts';
import { ukProfile } from './profile/uk.ts';
import { ukResponsible } from './responsible/uk.ts';
import { ukSportsbook } from './sportsbook/uk.ts';
import { ukStudio } from './studio/uk.ts';

export const uk = {
  common: { loading: 'Завантаження…', close: 'Закрити' },
  skipLink: 'Перейти до основного вмісту',
  header: { home: '{{brand}} — на головну' },
  nav: {
    label: 'Розділи сайту',
    home: 'Головна',
    games: 'Ігри',
    faq: 'Часті питання',
    partnership: 'Партнерам',
    socialNetworks: 'Соцмережі',
    mobileApp: 'Застосунок',
    lottery: 'Лотерея',
    jackpot: 'Джекпоти',
  },
  playMode: {
    label: 'Режим гри',
    casino: 'Казино',
    sport: 'Спорт',
    sportSwitch: 'Режим спортивних ставок',
    activeFreebet: 'У вас є активний фрибет',
  },
  theme: {
    label: 'Тема оформлення',
    'dark-theme': 'Темна',
    'light-theme': 'Світла',
    'system-theme': 'Як у системі',
  },
  language: { label: 'Мова', current: 'Мова: {{name}}' },
  auth: ukAuth,
  profile: ukProfile,
  cash: ukCash,
  bonuses: ukBonuses,
  responsible: ukResponsible,
  legal: ukLegal,
  studio: ukStudio,
  games: ukGames,
  notifications: ukNotifications,
  sportsbook: ukSportsbook,
  chance: ukChance,
  competitions: ukCompetitions,
  sidebar: {
    label: 'Бічна панель',
    collapse: 'Згорнути панель',
    expand: 'Розгорнути панель',
    language: 'Мова',
    support: 'Підтримка 24/7',
  },
  menu: { open: 'Відкрити меню', title: 'Меню', close: 'Закрити меню', settings: 'Налаштування' },
  tabBar: {
    label: 'Швидка навігація',
    home: 'Головна',
    games: 'Казино',
    support: 'Підтримка',
    app: 'Застосунок',
    menu: 'Меню',
  },
  support: {
    title: 'Служба підтримки',
    text: 'Ми на зв’язку цілодобово. Оберіть зручний спосіб — і ми швидко допоможемо.',
    telegram: 'Telegram',
    telegramHint: 'Чат у Telegram',
    viber: 'Viber',
    viberHint: 'Чат у Viber',
    email: 'Пошта',
    emailHint: 'Написати листа',
  },
  social: {
    title: 'Ми в соцмережах',
    follow: '{{brand}} у {{network}}',
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
    pages: 'Інформація',
    legalTitle: 'Правила та політики',
    legal: {
      terms: 'Правила та умови',
      privacyPolicy: 'Політика конфіденційності',
      responsibleGaming: 'Відповідальна гра',
      cookiePolicy: 'Політика cookie',
      amlKycPolicy: 'Політика AML/KYC',
      licence: 'Ліцензія та оператор',
      complaints: 'Скарги',
    },
    support: 'Підтримка',
    community: 'Спільнота',
    payments: 'Способи оплати',
    operator: 'Оператор: {{operator}}',
    licence: 'Ліцензія КРАІЛ № {{number}} від {{year}} року',
    responsible:
      'Азартні ігри можуть викликати залежність. Грайте відповідально: встановлюйте ліміти, робіть перерви й не сприймайте гру як спосіб заробітку.',
    adults: 'Лише для осіб, яким виповнилося 18 років',
    rights: '© {{brand}}. Усі права захищено.',
  },
  payments: {
    label: 'Приймаємо до оплати',
    visa: 'Visa',
    mastercard: 'Mastercard',
    googlePay: 'Google Pay',
    applePay: 'Apple Pay',
  },
  modal: { close: 'Закрити вікно' },
  toast: { region: 'Сповіщення', close: 'Закрити сповіщення' },
  serverError: {
    title: 'Щось пішло не так',
    text: 'Не вдалося завантажити сторінку. Перевірте з’єднання й спробуйте ще раз.',
    retry: 'Спробувати ще раз',
  },
  notFound: {
    title: 'Сторінку не знайдено',
    text: 'Можливо, її перенесли або адреса введена з помилкою.',
    home: 'На головну',
  },
  errors: ukErrors,
  pages: ukPages,
};
