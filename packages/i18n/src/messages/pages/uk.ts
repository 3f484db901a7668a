/** UI strings of the content pages (home, FAQ, partnership, social networks, mobile app). */
export const ukPages = {
  carousel: {
    label: 'Головне на сайті',
    slide: 'Слайд {{index}} з {{count}}',
    previous: 'Попередній слайд',
    next: 'Наступний слайд',
    goTo: 'Показати слайд {{index}}',
    pause: 'Зупинити автопрокрутку',
    play: 'Увімкнути автопрокрутку',
  },
  seoText: {
    more: 'Читати повністю',
    less: 'Згорнути',
  },
  home: {
    followUs: 'Ми в соцмережах',
  },
  faq: {
    topics: 'Теми',
    contactTitle: 'Не знайшли відповіді?',
    contactText:
      'Напишіть у службу підтримки — ми на зв’язку цілодобово й відповімо зручним для вас способом.',
  },
  partnership: {
    benefitsTitle: 'Що ви отримуєте',
    stepsTitle: 'Як почати співпрацю',
    contactTitle: 'Станьте нашим партнером',
    writeUs: 'Написати нам',
  },
  social: {
    open: 'Перейти',
    newTab: 'відкривається в новій вкладці',
    officialTitle: 'Лише офіційні сторінки',
    officialText:
      'Офіційні лише ті сторінки, на які ведуть посилання з цього сайту. Ми ніколи не просимо в повідомленнях пароль, коди підтвердження чи дані картки.',
  },
  mobileApp: {
    featuresTitle: 'Чому це зручно',
    installTitle: 'Як встановити',
    openApp: 'Відкрити в застосунку',
    openAppHint: 'Якщо застосунок {{brand}} уже встановлено на цьому пристрої',
    install: 'Інструкція зі встановлення',
  },
  support: {
    telegram: 'Telegram',
    viber: 'Viber',
    email: 'Електронна пошта',
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
