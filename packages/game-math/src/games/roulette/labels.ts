import type { Localized, RouletteBetType } from '../../types.ts';

export const BET_LABELS: Record<RouletteBetType, Localized> = {
  straight: { uk: 'Число', ru: 'Число', en: 'Straight' },
  split: { uk: 'Спліт', ru: 'Сплит', en: 'Split' },
  street: { uk: 'Стріт', ru: 'Стрит', en: 'Street' },
  corner: { uk: 'Кут', ru: 'Угол', en: 'Corner' },
  line: { uk: 'Лінія', ru: 'Линия', en: 'Six line' },
  trio: { uk: 'Тріо', ru: 'Трио', en: 'Trio' },
  basket: { uk: 'Перші чотири', ru: 'Первые четыре', en: 'First four' },
  column: { uk: 'Колонка', ru: 'Колонна', en: 'Column' },
  dozen: { uk: 'Дюжина', ru: 'Дюжина', en: 'Dozen' },
  red: { uk: 'Червоне', ru: 'Красное', en: 'Red' },
  black: { uk: 'Чорне', ru: 'Чёрное', en: 'Black' },
  odd: { uk: 'Непарне', ru: 'Нечётное', en: 'Odd' },
  even: { uk: 'Парне', ru: 'Чётное', en: 'Even' },
  low: { uk: '1–18', ru: '1–18', en: '1–18' },
  high: { uk: '19–36', ru: '19–36', en: '19–36' },
};
