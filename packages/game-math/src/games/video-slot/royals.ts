import type { VideoSlotSymbol } from './config.ts';

type Pays = VideoSlotSymbol['pays'];

/** The card-rank low symbols most video slots share; each game sets its own pays. */
export function royals(pays: {
  ace: Pays;
  king: Pays;
  queen: Pays;
  jack: Pays;
  ten: Pays;
}): VideoSlotSymbol[] {
  return [
    {
      id: 'ace',
      glyph: 'royal-ace',
      labels: { uk: 'Туз', ru: 'Туз', en: 'Ace' },
      role: 'regular',
      pays: pays.ace,
    },
    {
      id: 'king',
      glyph: 'royal-king',
      labels: { uk: 'Король', ru: 'Король', en: 'King' },
      role: 'regular',
      pays: pays.king,
    },
    {
      id: 'queen',
      glyph: 'royal-queen',
      labels: { uk: 'Дама', ru: 'Дама', en: 'Queen' },
      role: 'regular',
      pays: pays.queen,
    },
    {
      id: 'jack',
      glyph: 'royal-jack',
      labels: { uk: 'Валет', ru: 'Валет', en: 'Jack' },
      role: 'regular',
      pays: pays.jack,
    },
    {
      id: 'ten',
      glyph: 'royal-ten',
      labels: { uk: 'Десятка', ru: 'Десятка', en: 'Ten' },
      role: 'regular',
      pays: pays.ten,
    },
  ];
}
