import type { ukDrops } from './drops-uk.ts';

export const ruDrops: typeof ukDrops = {
  title: 'Дропы',
  lead: 'Каждая ставка реальными деньгами в играх дропа участвует в честном розыгрыше призов или звёзд.',
  loadFailed: 'Не удалось загрузить дропы. Попробуйте позже.',
  none: 'Сейчас нет дропов.',
  running: 'Идёт до {{date}}',
  upcoming: 'Начнётся {{date}}',
  prizesLeft: 'Осталось {{left}} из {{count}}',
  starsPerDrop: '{{count}} ★ за дроп',
  dropsLeft: 'Осталось дропов: {{count}}',
  odds: 'Участвует ставка от {{minStake}}; ставка {{stake}} выигрывает дроп с шансом {{tickets}} из {{total}}.',
  notInCurrency: 'В вашей валюте этот дроп не проводится.',
  recent: 'Последние дропы',
  noDrops: 'Пока ничего не выпало.',
  winner: 'Игрок {{winner}}',
  stars: '{{count}} ★',
  mine: 'Ваши дропы',
  verify: 'Проверить розыгрыш',
  toast: {
    title: 'Призовой дроп: {{prize}}',
    text: '{{winner}} выигрывает в «{{campaign}}». Осталось призов: {{left}}.',
    ownTitle: 'Вы выиграли дроп: {{prize}}!',
    ownText: 'Приз из «{{campaign}}» уже ваш.',
    starsTitle: 'Звёздный дроп: +{{stars}} ★',
    starsText: 'Теперь у вас {{balance}} ★ для лотереи.',
  },
};
