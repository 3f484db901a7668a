import type { NewBanner } from '../content.repository.ts';

/** The home hero: what the site offers today, one artwork each (drawn by the web app). */
export const demoBanners: NewBanner[] = [
  {
    placement: 'home-hero',
    sort: 1,
    art: 'cards',
    ctaHref: '/social-networks/',
    texts: {
      uk: {
        title: 'Спільнота {{brand}}',
        subtitle: 'Новини, анонси та живе спілкування з гравцями й командою — у наших офіційних соцмережах.',
        ctaLabel: 'Приєднатися',
      },
      ru: {
        title: 'Сообщество {{brand}}',
        subtitle: 'Новости, анонсы и живое общение с игроками и командой — в наших официальных соцсетях.',
        ctaLabel: 'Присоединиться',
      },
      en: {
        title: 'The {{brand}} community',
        subtitle:
          'News, announcements and real conversation with players and our team on our official channels.',
        ctaLabel: 'Join us',
      },
    },
  },
  {
    placement: 'home-hero',
    sort: 2,
    art: 'chips',
    ctaHref: '/faq/',
    texts: {
      uk: {
        title: 'Відповіді на ваші питання',
        subtitle:
          'Рахунок, платежі, чесність ігор і безпека — зібрали головне в одному місці. А підтримка на зв’язку 24/7.',
        ctaLabel: 'Відкрити FAQ',
      },
      ru: {
        title: 'Ответы на ваши вопросы',
        subtitle:
          'Счёт, платежи, честность игр и безопасность — собрали главное в одном месте. А поддержка на связи 24/7.',
        ctaLabel: 'Открыть FAQ',
      },
      en: {
        title: 'Answers to your questions',
        subtitle:
          'Your account, payments, fair play and security — the essentials in one place. And support is here 24/7.',
        ctaLabel: 'Open the FAQ',
      },
    },
  },
  {
    placement: 'home-hero',
    sort: 3,
    art: 'phone',
    ctaHref: '/mobile-app/',
    texts: {
      uk: {
        title: '{{brand}} завжди під рукою',
        subtitle:
          'Додайте сайт на головний екран телефона й відкривайте його одним дотиком — без пошуку та зайвих кроків.',
        ctaLabel: 'Як встановити',
      },
      ru: {
        title: '{{brand}} всегда под рукой',
        subtitle:
          'Добавьте сайт на главный экран телефона и открывайте его одним касанием — без поиска и лишних шагов.',
        ctaLabel: 'Как установить',
      },
      en: {
        title: '{{brand}} in your pocket',
        subtitle:
          "Add the site to your phone's home screen and open it with a single tap — no searching, no extra steps.",
        ctaLabel: 'How to install',
      },
    },
  },
  {
    placement: 'home-hero',
    sort: 4,
    art: 'shield',
    ctaHref: '/faq/#responsible-play',
    texts: {
      uk: {
        title: 'Грайте відповідально',
        subtitle:
          'Ліміти, перерви та самовиключення допомагають тримати гру під контролем. Гра — це розвага, а не заробіток.',
        ctaLabel: 'Дізнатися більше',
      },
      ru: {
        title: 'Играйте ответственно',
        subtitle:
          'Лимиты, перерывы и самоисключение помогают держать игру под контролем. Игра — это развлечение, а не заработок.',
        ctaLabel: 'Узнать больше',
      },
      en: {
        title: 'Play responsibly',
        subtitle:
          'Limits, breaks and self-exclusion help you keep play under control. Gambling is entertainment, not income.',
        ctaLabel: 'Learn more',
      },
    },
  },
  {
    placement: 'home-hero',
    sort: 5,
    art: 'crown',
    ctaHref: '/partnership/',
    texts: {
      uk: {
        title: 'Партнерська програма',
        subtitle:
          'Маєте сайт, канал чи спільноту шанувальників азартних ігор? Розвиваймося разом на прозорих умовах.',
        ctaLabel: 'Стати партнером',
      },
      ru: {
        title: 'Партнёрская программа',
        subtitle:
          'У вас есть сайт, канал или сообщество любителей азартных игр? Давайте развиваться вместе на прозрачных условиях.',
        ctaLabel: 'Стать партнёром',
      },
      en: {
        title: 'Partner programme',
        subtitle:
          "Run a site, channel or community for gaming fans? Let's grow together on clear, transparent terms.",
        ctaLabel: 'Become a partner',
      },
    },
  },
];
