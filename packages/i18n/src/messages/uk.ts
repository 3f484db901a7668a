export const uk = {
  common: { loading: 'Завантаження…' },
};
