import type { ukPages } from './uk.ts';

export const ruPages: typeof ukPages = {
  carousel: {
    label: 'Главное на сайте',
    slide: 'Слайд {{index}} из {{count}}',
    previous: 'Предыдущий слайд',
    next: 'Следующий слайд',
    goTo: 'Показать слайд {{index}}',
    pause: 'Остановить автопрокрутку',
    play: 'Включить автопрокрутку',
  },
  seoText: {
    more: 'Читать полностью',
    less: 'Свернуть',
  },
  home: {
    followUs: 'Мы в соцсетях',
  },
  faq: {
    topics: 'Темы',
    contactTitle: 'Не нашли ответа?',
    contactText:
      'Напишите в службу поддержки — мы на связи круглосуточно и ответим удобным для вас способом.',
  },
  partnership: {
    benefitsTitle: 'Что вы получаете',
    stepsTitle: 'Как начать сотрудничество',
    contactTitle: 'Станьте нашим партнёром',
    writeUs: 'Написать нам',
  },
  social: {
    open: 'Перейти',
    newTab: 'открывается в новой вкладке',
    officialTitle: 'Только официальные страницы',
    officialText:
      'Официальны только те страницы, на которые ведут ссылки с этого сайта. Мы никогда не просим в сообщениях пароль, коды подтверждения или данные карты.',
  },
  mobileApp: {
    featuresTitle: 'Почему это удобно',
    installTitle: 'Как установить',
    openApp: 'Открыть в приложении',
    openAppHint: 'Если приложение {{brand}} уже установлено на этом устройстве',
    install: 'Инструкция по установке',
  },
  support: {
    telegram: 'Telegram',
    viber: 'Viber',
    email: 'Электронная почта',
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
