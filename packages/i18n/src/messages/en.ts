import type { Messages } from './index.ts';

export const en: Messages = {
  common: { loading: 'Loading…' },
};
