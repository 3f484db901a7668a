import type { ChancePrize } from '@casino/contracts';

/**
 * A demo prize table's money prize in every currency, from hryvnias at the demo's round rates (operators set each
 * figure): the dice and the wheel seed their tables with it.
 */
export function demoMoney(hryvnias: number): ChancePrize {
  return {
    type: 'money',
    amounts: {
      UAH: hryvnias * 100,
      USD: Math.max(Math.round((hryvnias * 100) / 40), 1),
      EUR: Math.max(Math.round((hryvnias * 100) / 45), 1),
      RUB: hryvnias * 200,
    },
  };
}
