import { ukPages } from './pages/uk.ts';

export const uk = {
  common: { loading: 'Завантаження…' },
  notFound: {
    title: 'Сторінку не знайдено',
    text: 'Можливо, її перенесли або адреса введена з помилкою.',
    home: 'На головну',
  },
  pages: ukPages,
};
