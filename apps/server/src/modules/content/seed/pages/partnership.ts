import type { BrandId } from '@casino/contracts';
import type { NewPage } from '../../content.repository.ts';
import { pageRow } from '../page-row.ts';

/** Each brand's partner desk; the rest of the page is the same for every brand. */
const PARTNER_EMAILS: Record<BrandId, string> = {
  king: 'partners@slotoking.example',
  vlk: 'partners@vulkan.example',
  vegas: 'partners@vegas.example',
  '777': 'partners@777.example',
  sevens: 'partners@sevens.example',
};

export const partnershipPages: NewPage[] = Object.entries(PARTNER_EMAILS).map(([brand, contactEmail]) =>
  pageRow({
    path: '/partnership/',
    pageType: 'partnership',
    brand,
    seo: {
      uk: {
        title: 'Партнерська програма {{brand}} — співпраця з вебмайстрами та блогерами',
        description:
          'Партнерська програма онлайн-казино {{brand}}: прозора статистика, регулярні виплати та особистий менеджер для власників сайтів, блогерів і стримерів.',
        keywords: '{{brand}} партнерська програма, партнерка казино, affiliate, співпраця, вебмайстрам',
        h1: 'Партнерська програма {{brand}}',
        text: [
          'Партнерська програма {{brand}} створена для власників тематичних сайтів, блогерів, стримерів і команд, які працюють з аудиторією азартних ігор. Ми цінуємо довгострокову співпрацю, тому робимо умови зрозумілими, а статистику — прозорою.',
          'Для нас важливий відповідальний маркетинг: реклама має бути чесною, не звертатися до неповнолітніх і не обіцяти легкого заробітку. Такий підхід захищає гравців і водночас репутацію наших партнерів.',
          'Щоб почати співпрацю, надішліть короткий опис свого проєкту на партнерську пошту. Менеджер зв’яжеться з вами, відповість на запитання та запропонує модель, яка підійде саме вашому трафіку.',
        ].join('\n\n'),
      },
      ru: {
        title: 'Партнёрская программа {{brand}} — сотрудничество с вебмастерами и блогерами',
        description:
          'Партнёрская программа онлайн-казино {{brand}}: прозрачная статистика, регулярные выплаты и личный менеджер для владельцев сайтов, блогеров и стримеров.',
        keywords: '{{brand}} партнёрская программа, партнёрка казино, affiliate, сотрудничество, вебмастерам',
        h1: 'Партнёрская программа {{brand}}',
        text: [
          'Партнёрская программа {{brand}} создана для владельцев тематических сайтов, блогеров, стримеров и команд, которые работают с аудиторией азартных игр. Мы ценим долгосрочное сотрудничество, поэтому делаем условия понятными, а статистику — прозрачной.',
          'Для нас важен ответственный маркетинг: реклама должна быть честной, не обращаться к несовершеннолетним и не обещать лёгкого заработка. Такой подход защищает игроков и одновременно репутацию наших партнёров.',
          'Чтобы начать сотрудничество, отправьте краткое описание своего проекта на партнёрскую почту. Менеджер свяжется с вами, ответит на вопросы и предложит модель, которая подойдёт именно вашему трафику.',
        ].join('\n\n'),
      },
      en: {
        title: '{{brand}} partner programme — for webmasters, creators and streamers',
        description:
          'The {{brand}} online casino partner programme: transparent statistics, regular payouts and a personal manager for site owners, creators and streamers.',
        keywords: '{{brand}} affiliate programme, casino affiliate, partnership, webmasters, streamers',
        h1: '{{brand}} partner programme',
        text: [
          'The {{brand}} partner programme is built for owners of gaming sites, content creators, streamers and teams who work with a gambling audience. We value long-term relationships, so we keep our terms clear and our statistics transparent.',
          'Responsible marketing matters to us: advertising must be honest, must never target minors and must never promise easy money. This protects players and our partners’ reputation alike.',
          'To get started, send a short description of your project to our partner desk. A manager will get in touch, answer your questions and suggest the model that suits your traffic best.',
        ].join('\n\n'),
      },
    },
    payload: {
      uk: {
        intro:
          'Запрошуємо до співпраці власників сайтів, блогерів, стримерів і медіабаєрів, які працюють з аудиторією азартних ігор. Прозорі умови, чесна статистика та особистий менеджер — з першого дня.',
        benefits: [
          {
            icon: 'handshake',
            title: 'Особистий менеджер',
            text: 'Допоможе із запуском, підкаже робочі підходи та швидко відповість на запитання.',
          },
          {
            icon: 'chart',
            title: 'Прозора статистика',
            text: 'Реєстрації, депозити й нарахування — у зрозумілих регулярних звітах.',
          },
          {
            icon: 'banknote',
            title: 'Регулярні виплати',
            text: 'Винагорода нараховується за погодженою моделлю й виплачується вчасно.',
          },
          {
            icon: 'badge-check',
            title: 'Ліцензований бренд',
            text: 'Легальний оператор і відповідальний маркетинг — репутація, за яку не соромно.',
          },
        ],
        steps: [
          {
            title: 'Напишіть нам',
            text: 'Розкажіть про свій проєкт: тематику, джерела трафіку та географію аудиторії.',
          },
          {
            title: 'Узгодьте умови',
            text: 'Менеджер запропонує модель співпраці та відповість на всі запитання.',
          },
          { title: 'Отримайте посилання', text: 'Ми підготуємо персональні посилання й промоматеріали.' },
          { title: 'Запускайтеся', text: 'Залучайте гравців і стежте за результатами у звітах.' },
        ],
        contactText:
          'Надішліть короткий опис свого проєкту — менеджер партнерської програми відповість якнайшвидше.',
        contactEmail,
      },
      ru: {
        intro:
          'Приглашаем к сотрудничеству владельцев сайтов, блогеров, стримеров и медиабайеров, которые работают с аудиторией азартных игр. Прозрачные условия, честная статистика и личный менеджер — с первого дня.',
        benefits: [
          {
            icon: 'handshake',
            title: 'Личный менеджер',
            text: 'Поможет с запуском, подскажет рабочие подходы и быстро ответит на вопросы.',
          },
          {
            icon: 'chart',
            title: 'Прозрачная статистика',
            text: 'Регистрации, депозиты и начисления — в понятных регулярных отчётах.',
          },
          {
            icon: 'banknote',
            title: 'Регулярные выплаты',
            text: 'Вознаграждение начисляется по согласованной модели и выплачивается вовремя.',
          },
          {
            icon: 'badge-check',
            title: 'Лицензированный бренд',
            text: 'Легальный оператор и ответственный маркетинг — репутация, за которую не стыдно.',
          },
        ],
        steps: [
          {
            title: 'Напишите нам',
            text: 'Расскажите о своём проекте: тематике, источниках трафика и географии аудитории.',
          },
          {
            title: 'Согласуйте условия',
            text: 'Менеджер предложит модель сотрудничества и ответит на все вопросы.',
          },
          { title: 'Получите ссылки', text: 'Мы подготовим персональные ссылки и промоматериалы.' },
          { title: 'Запускайтесь', text: 'Привлекайте игроков и следите за результатами в отчётах.' },
        ],
        contactText:
          'Отправьте краткое описание своего проекта — менеджер партнёрской программы ответит как можно скорее.',
        contactEmail,
      },
      en: {
        intro:
          'We welcome site owners, content creators, streamers and media buyers who work with a gambling audience. Clear terms, honest statistics and a personal manager from day one.',
        benefits: [
          {
            icon: 'handshake',
            title: 'Personal manager',
            text: 'Helps you launch, shares what works and answers your questions quickly.',
          },
          {
            icon: 'chart',
            title: 'Transparent statistics',
            text: 'Sign-ups, deposits and earnings in clear, regular reports.',
          },
          {
            icon: 'banknote',
            title: 'Regular payouts',
            text: 'Commission is earned on the agreed model and paid on time.',
          },
          {
            icon: 'badge-check',
            title: 'Licensed brand',
            text: 'A legal operator and responsible marketing — a reputation you can be proud of.',
          },
        ],
        steps: [
          {
            title: 'Write to us',
            text: 'Tell us about your project: its topic, traffic sources and audience geography.',
          },
          {
            title: 'Agree the terms',
            text: 'Your manager suggests a partnership model and answers every question.',
          },
          { title: 'Get your links', text: 'We prepare your personal tracking links and promo materials.' },
          { title: 'Go live', text: 'Bring in players and follow your results in the reports.' },
        ],
        contactText:
          'Send a short description of your project and our partner manager will reply as soon as possible.',
        contactEmail,
      },
    },
  }),
);
