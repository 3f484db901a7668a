import { ruAuth, ruErrors } from './auth/ru.ts';
import { ruBonuses } from './bonuses/ru.ts';
import { ruCash } from './cash/ru.ts';
import { ruChance } from './chance/ru.ts';
import { ruCompetitions } from './competitions/ru.ts';
import { ruGames } from './games/ru.ts';
import type { Messages } from './index.ts';
import { ruLegal } from './legal/ru.ts';
import { ruNotifications } from './notifications/ru.ts';
import { ruPages } from './pages/ru.ts';
import { ruProfile } from './profile/ru.ts';
import { ruResponsible } from './responsible/ru.ts';
import { ruSportsbook } from './sportsbook/ru.ts';
import { ruStudio } from './studio/ru.ts';

export const ru: Messages = {
  common: { loading: 'Загрузка…', close: 'Закрыть' },
  skipLink: 'Перейти к основному содержимому',
  header: { home: '{{brand}} — на главную' },
  nav: {
    label: 'Разделы сайта',
    home: 'Главная',
    games: 'Игры',
    faq: 'Частые вопросы',
    partnership: 'Партнёрам',
    socialNetworks: 'Соцсети',
    mobileApp: 'Приложение',
    lottery: 'Лотерея',
    jackpot: 'Джекпоты',
  },
  playMode: {
    label: 'Режим игры',
    casino: 'Казино',
    sport: 'Спорт',
    sportSwitch: 'Режим спортивных ставок',
    activeFreebet: 'У вас есть активный фрибет',
  },
  theme: {
    label: 'Тема оформления',
    'dark-theme': 'Тёмная',
    'light-theme': 'Светлая',
    'system-theme': 'Как в системе',
  },
  language: { label: 'Язык', current: 'Язык: {{name}}' },
  auth: ruAuth,
  profile: ruProfile,
  cash: ruCash,
  bonuses: ruBonuses,
  responsible: ruResponsible,
  legal: ruLegal,
  studio: ruStudio,
  games: ruGames,
  notifications: ruNotifications,
  sportsbook: ruSportsbook,
  chance: ruChance,
  competitions: ruCompetitions,
  sidebar: {
    label: 'Боковая панель',
    collapse: 'Свернуть панель',
    expand: 'Развернуть панель',
    language: 'Язык',
    support: 'Поддержка 24/7',
  },
  menu: { open: 'Открыть меню', title: 'Меню', close: 'Закрыть меню', settings: 'Настройки' },
  tabBar: {
    label: 'Быстрая навигация',
    home: 'Главная',
    games: 'Казино',
    support: 'Поддержка',
    app: 'Приложение',
    menu: 'Меню',
  },
  support: {
    title: 'Служба поддержки',
    text: 'Мы на связи круглосуточно. Выберите удобный способ — и мы быстро поможем.',
    telegram: 'Telegram',
    telegramHint: 'Чат в Telegram',
    viber: 'Viber',
    viberHint: 'Чат в Viber',
    email: 'Почта',
    emailHint: 'Написать письмо',
  },
  social: {
    title: 'Мы в соцсетях',
    follow: '{{brand}} в {{network}}',
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
    pages: 'Информация',
    legalTitle: 'Правила и политики',
    legal: {
      terms: 'Правила и условия',
      privacyPolicy: 'Политика конфиденциальности',
      responsibleGaming: 'Ответственная игра',
      cookiePolicy: 'Политика cookie',
      amlKycPolicy: 'Политика AML/KYC',
      licence: 'Лицензия и оператор',
      complaints: 'Жалобы',
    },
    support: 'Поддержка',
    community: 'Сообщество',
    payments: 'Способы оплаты',
    operator: 'Оператор: {{operator}}',
    licence: 'Лицензия КРАИЛ № {{number}} от {{year}} года',
    responsible:
      'Азартные игры могут вызывать зависимость. Играйте ответственно: устанавливайте лимиты, делайте перерывы и не воспринимайте игру как способ заработка.',
    adults: 'Только для лиц, достигших 18 лет',
    rights: '© {{brand}}. Все права защищены.',
  },
  payments: {
    label: 'Принимаем к оплате',
    visa: 'Visa',
    mastercard: 'Mastercard',
    googlePay: 'Google Pay',
    applePay: 'Apple Pay',
  },
  modal: { close: 'Закрыть окно' },
  toast: { region: 'Уведомления', close: 'Закрыть уведомление' },
  serverError: {
    title: 'Что-то пошло не так',
    text: 'Не удалось загрузить страницу. Проверьте соединение и попробуйте ещё раз.',
    retry: 'Попробовать ещё раз',
  },
  notFound: {
    title: 'Страница не найдена',
    text: 'Возможно, её перенесли или адрес введён с ошибкой.',
    home: 'На главную',
  },
  errors: ruErrors,
  pages: ruPages,
};
