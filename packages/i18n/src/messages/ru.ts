import type { Messages } from './index.ts';
import { ruPages } from './pages/ru.ts';

export const ru: Messages = {
  common: { loading: 'Загрузка…' },
  notFound: {
    title: 'Страница не найдена',
    text: 'Возможно, её перенесли или адрес введён с ошибкой.',
    home: 'На главную',
  },
  pages: ruPages,
};
