import type { NewBanner } from '../content.repository.ts';

export const demoBanners: NewBanner[] = [
  {
    placement: 'home-hero',
    sort: 1,
    art: 'mobile-app',
    ctaHref: '/mobile-app/',
    texts: {
      uk: { title: 'Грайте будь-де', subtitle: 'Додаток {{brand}}', ctaLabel: 'Завантажити' },
      ru: { title: 'Играйте где угодно', subtitle: 'Приложение {{brand}}', ctaLabel: 'Скачать' },
      en: { title: 'Play anywhere', subtitle: 'The {{brand}} app', ctaLabel: 'Download' },
    },
  },
];
