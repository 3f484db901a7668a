import type { Messages } from './index.ts';

export const ru: Messages = {
  common: { loading: 'Загрузка…' },
};
