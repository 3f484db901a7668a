import type { Messages } from './index.ts';
import { enPages } from './pages/en.ts';

export const en: Messages = {
  common: { loading: 'Loading…' },
  notFound: {
    title: 'Page not found',
    text: 'It may have moved, or the address has a typo.',
    home: 'Go home',
  },
  pages: enPages,
};
