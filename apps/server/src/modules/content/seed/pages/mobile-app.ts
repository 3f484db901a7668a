import { pageRow } from '../page-row.ts';

export const mobileAppPage = pageRow({
  path: '/mobile-app/',
  pageType: 'mobile-app',
  seo: {
    uk: {
      title: '{{brand}} на телефоні — як встановити на Android та iPhone',
      description:
        'Як додати {{brand}} на головний екран Android або iPhone: кілька простих кроків, і сайт відкривається одним дотиком, як звичайний застосунок.',
      keywords: '{{brand}} додаток, {{brand}} Android, {{brand}} iPhone, казино на телефоні, мобільне казино',
      h1: '{{brand}} на вашому телефоні',
      text: [
        'Мобільна версія {{brand}} створена насамперед для смартфонів: великі кнопки, зручна навігація однією рукою та швидке завантаження навіть за слабкого з’єднання.',
        'Додайте сайт на головний екран — і він відкриватиметься одним дотиком, на весь екран, як звичайний застосунок. Нічого не потрібно завантажувати з магазинів застосунків чи оновлювати вручну: ви завжди бачите актуальну версію.',
        'Ваш рахунок, налаштування та ліміти однакові на всіх пристроях, тож можна почати на комп’ютері й продовжити на телефоні.',
      ].join('\n\n'),
    },
    ru: {
      title: '{{brand}} на телефоне — как установить на Android и iPhone',
      description:
        'Как добавить {{brand}} на главный экран Android или iPhone: несколько простых шагов, и сайт открывается одним касанием, как обычное приложение.',
      keywords:
        '{{brand}} приложение, {{brand}} Android, {{brand}} iPhone, казино на телефоне, мобильное казино',
      h1: '{{brand}} в вашем телефоне',
      text: [
        'Мобильная версия {{brand}} создана в первую очередь для смартфонов: крупные кнопки, удобная навигация одной рукой и быстрая загрузка даже при слабом соединении.',
        'Добавьте сайт на главный экран — и он будет открываться одним касанием, на весь экран, как обычное приложение. Ничего не нужно скачивать из магазинов приложений или обновлять вручную: вы всегда видите актуальную версию.',
        'Ваш счёт, настройки и лимиты одинаковы на всех устройствах, поэтому можно начать на компьютере и продолжить на телефоне.',
      ].join('\n\n'),
    },
    en: {
      title: '{{brand}} on your phone — how to install on Android and iPhone',
      description:
        'How to add {{brand}} to your Android or iPhone home screen: a few simple steps, and the site opens with one tap, just like a regular app.',
      keywords: '{{brand}} app, {{brand}} Android, {{brand}} iPhone, mobile casino, casino on your phone',
      h1: '{{brand}} on your phone',
      text: [
        'The mobile version of {{brand}} is built for smartphones first: large buttons, easy one-handed navigation and quick loading even on a weak connection.',
        'Add the site to your home screen and it opens with one tap, full screen, like a regular app. There is nothing to download from an app store and nothing to update by hand: you always get the latest version.',
        'Your account, settings and limits are the same on every device, so you can start on your computer and carry on from your phone.',
      ].join('\n\n'),
    },
  },
  payload: {
    uk: {
      intro:
        'Додайте {{brand}} на головний екран — і сайт відкриватиметься одним дотиком, як звичайний застосунок. Без завантаження файлів і без зайвого місця в пам’яті.',
      features: [
        {
          icon: 'smartphone',
          title: 'Запуск одним дотиком',
          text: 'Іконка {{brand}} на головному екрані — без пошуку сайту в браузері.',
        },
        {
          icon: 'maximize',
          title: 'На весь екран',
          text: 'Без адресного рядка й вкладок — лише гра та ваш рахунок.',
        },
        {
          icon: 'refresh',
          title: 'Завжди актуально',
          text: 'Оновлення з’являються самі: вручну нічого оновлювати не потрібно.',
        },
        {
          icon: 'hard-drive',
          title: 'Не займає пам’ять',
          text: 'Нічого не встановлюється з магазинів — місце на телефоні залишається вільним.',
        },
      ],
      platforms: [
        {
          os: 'android',
          title: 'Android',
          steps: [
            'Відкрийте сайт {{brand}} у браузері Chrome на телефоні.',
            'Натисніть ⋮ у правому верхньому куті.',
            'Оберіть «Додати на головний екран» або «Установити застосунок».',
            'Підтвердьте — іконка {{brand}} з’явиться на головному екрані.',
          ],
        },
        {
          os: 'ios',
          title: 'iPhone та iPad',
          steps: [
            'Відкрийте сайт {{brand}} у Safari.',
            'Натисніть кнопку «Поділитися» на панелі браузера.',
            'Прокрутіть список і оберіть «На Початковий екран».',
            'Натисніть «Додати» — іконка {{brand}} з’явиться на Початковому екрані.',
          ],
        },
      ],
    },
    ru: {
      intro:
        'Добавьте {{brand}} на главный экран — и сайт будет открываться одним касанием, как обычное приложение. Без скачивания файлов и без лишнего места в памяти.',
      features: [
        {
          icon: 'smartphone',
          title: 'Запуск одним касанием',
          text: 'Иконка {{brand}} на главном экране — без поиска сайта в браузере.',
        },
        {
          icon: 'maximize',
          title: 'На весь экран',
          text: 'Без адресной строки и вкладок — только игра и ваш счёт.',
        },
        {
          icon: 'refresh',
          title: 'Всегда актуально',
          text: 'Обновления появляются сами: вручную ничего обновлять не нужно.',
        },
        {
          icon: 'hard-drive',
          title: 'Не занимает память',
          text: 'Ничего не устанавливается из магазинов — место на телефоне остаётся свободным.',
        },
      ],
      platforms: [
        {
          os: 'android',
          title: 'Android',
          steps: [
            'Откройте сайт {{brand}} в браузере Chrome на телефоне.',
            'Нажмите ⋮ в правом верхнем углу.',
            'Выберите «Добавить на главный экран» или «Установить приложение».',
            'Подтвердите — иконка {{brand}} появится на главном экране.',
          ],
        },
        {
          os: 'ios',
          title: 'iPhone и iPad',
          steps: [
            'Откройте сайт {{brand}} в Safari.',
            'Нажмите кнопку «Поделиться» на панели браузера.',
            'Прокрутите список и выберите «На экран „Домой“».',
            'Нажмите «Добавить» — иконка {{brand}} появится на экране «Домой».',
          ],
        },
      ],
    },
    en: {
      intro:
        'Add {{brand}} to your home screen and the site opens with one tap, just like a regular app. No files to download, no storage used.',
      features: [
        {
          icon: 'smartphone',
          title: 'One-tap launch',
          text: 'The {{brand}} icon on your home screen — no more searching in the browser.',
        },
        {
          icon: 'maximize',
          title: 'Full screen',
          text: 'No address bar, no tabs: just the game and your account.',
        },
        {
          icon: 'refresh',
          title: 'Always current',
          text: 'Updates arrive on their own; there is nothing to update by hand.',
        },
        {
          icon: 'hard-drive',
          title: 'No storage used',
          text: 'Nothing is installed from an app store, so your phone’s storage stays free.',
        },
      ],
      platforms: [
        {
          os: 'android',
          title: 'Android',
          steps: [
            'Open the {{brand}} site in Chrome on your phone.',
            'Tap ⋮ in the top right corner.',
            'Choose “Add to Home screen” or “Install app”.',
            'Confirm, and the {{brand}} icon appears on your home screen.',
          ],
        },
        {
          os: 'ios',
          title: 'iPhone and iPad',
          steps: [
            'Open the {{brand}} site in Safari.',
            'Tap the Share button in the browser bar.',
            'Scroll down and choose “Add to Home Screen”.',
            'Tap “Add”, and the {{brand}} icon appears on your Home Screen.',
          ],
        },
      ],
    },
  },
});
