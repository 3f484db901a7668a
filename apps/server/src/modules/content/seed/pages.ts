import type { NewPage } from '../content.repository.ts';

export const demoPages: NewPage[] = [
  {
    path: '/',
    pageType: 'home',
    seo: {
      uk: { title: '{{brand}} — онлайн-казино', description: 'Онлайн-казино {{brand}}', h1: 'Онлайн-казино {{brand}}' },
      ru: { title: '{{brand}} — онлайн-казино', description: 'Онлайн-казино {{brand}}', h1: 'Онлайн-казино {{brand}}' },
      en: { title: '{{brand}} — online casino', description: '{{brand}} online casino', h1: '{{brand}} online casino' },
    },
    payload: { uk: { sections: [] }, ru: { sections: [] }, en: { sections: [] } },
  },
  {
    path: '/faq/',
    pageType: 'faq',
    seo: {
      uk: { title: 'Питання та відповіді — {{brand}}', description: 'FAQ', h1: 'Питання та відповіді' },
      ru: { title: 'Вопросы и ответы — {{brand}}', description: 'FAQ', h1: 'Вопросы и ответы' },
      en: { title: 'Questions and answers — {{brand}}', description: 'FAQ', h1: 'Questions and answers' },
    },
    payload: { uk: {}, ru: {}, en: {} },
  },
];
