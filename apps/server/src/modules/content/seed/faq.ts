import type { NewFaq } from '../content.repository.ts';

export const demoFaq: NewFaq[] = [
  {
    groupKey: 'account',
    sort: 1,
    texts: {
      uk: { question: 'Як зареєструватися?', answer: 'Натисніть «Реєстрація».' },
      ru: { question: 'Как зарегистрироваться?', answer: 'Нажмите «Регистрация».' },
      en: { question: 'How do I sign up?', answer: 'Press “Register”.' },
    },
  },
];
