import type { LocalizedText } from '../catalogue.schema.ts';

/** What the catalogue says about a studio game beyond its maths: theme tags, the editors' flags, the description. */
export interface StudioGameListing {
  themes: string[];
  isNew?: boolean;
  isHot?: boolean;
  descriptions: LocalizedText;
}

/** Every studio game of `@casino/game-math`, by slug, in lobby order. */
export const STUDIO_GAME_LISTINGS: Record<string, StudioGameListing> = {
  'book-of-sevens': {
    themes: ['egypt'],
    isHot: true,
    descriptions: {
      uk: 'Золоті сімки ховаються в гробниці фараона. Книга відкриває 10 фриспінів із потрійним виграшем, а рідкісні великі виграші варті терпіння.',
      ru: 'Золотые семёрки прячутся в гробнице фараона. Книга открывает 10 фриспинов с тройным выигрышем, а редкие крупные выигрыши стоят терпения.',
      en: "Golden sevens hide in the pharaoh's tomb. The Book opens 10 free spins paying triple, and its rare big wins are worth the patience.",
    },
  },
  'cossack-gold': {
    themes: ['ukrainian'],
    isHot: true,
    descriptions: {
      uk: 'Степ, шаблі й бандура: гетьман замінює будь-який символ, а булава запускає фриспіни з подвійним виграшем. Рівна гра із середньою волатильністю.',
      ru: 'Степь, сабли и бандура: гетман заменяет любой символ, а булава запускает фриспины с двойным выигрышем. Ровная игра со средней волатильностью.',
      en: 'Steppe, sabres and a bandura: the Hetman stands in for any symbol and the Mace starts free spins paying double. Steady play at medium volatility.',
    },
  },
  'fruit-storm': {
    themes: ['fruits'],
    descriptions: {
      uk: 'Фруктова злива з частими виграшами: вишня платить уже за дві на лінії, а грозова хмара приносить 8 фриспінів.',
      ru: 'Фруктовый ливень с частыми выигрышами: вишня платит уже за две на линии, а грозовая туча приносит 8 фриспинов.',
      en: 'A downpour of fruit with frequent wins: cherries pay from two on a line and the Storm Cloud brings 8 free spins.',
    },
  },
  'dragon-pearls': {
    themes: ['asian'],
    descriptions: {
      uk: 'Для тих, хто полює на великий виграш: дракон платить до 2500 ставок на лінії, а фриспіни множать виграші в п’ять разів.',
      ru: 'Для тех, кто охотится за крупным выигрышем: дракон платит до 2500 ставок на линии, а фриспины умножают выигрыши в пять раз.',
      en: 'For hunters of the big win: the Dragon pays up to 2,500 line stakes and free spins multiply wins fivefold.',
    },
  },
  'neon-nights': {
    themes: ['neon'],
    isNew: true,
    descriptions: {
      uk: 'Нічне місто, саксофон і диско-куля. Неонова зірка — вайлд, а 12 фриспінів із подвійним виграшем звучать як найкращий трек вечора.',
      ru: 'Ночной город, саксофон и диско-шар. Неоновая звезда — вайлд, а 12 фриспинов с двойным выигрышем звучат как лучший трек вечера.',
      en: 'A city at night, a saxophone and a disco ball. The Neon Star is wild, and 12 free spins paying double sound like the best track of the night.',
    },
  },
  'viking-raid': {
    themes: ['vikings'],
    isNew: true,
    descriptions: {
      uk: 'Драккари виходять у море по здобич. Берсерк замінює символи, рунні камені дають 12 фриспінів із потрійним виграшем.',
      ru: 'Драккары выходят в море за добычей. Берсерк заменяет символы, рунические камни дают 12 фриспинов с тройным выигрышем.',
      en: 'Longships set sail for plunder. The Berserker substitutes, and Runestones bring 12 free spins paying triple.',
    },
  },
  'hot-sevens': {
    themes: ['classic', 'fruits'],
    descriptions: {
      uk: 'Класичний слот 3×3 з п’ятьма лініями: сімки, BAR, дзвіночки та фрукти. Три сімки на лінії платять 300 ставок лінії.',
      ru: 'Классический слот 3×3 с пятью линиями: семёрки, BAR, колокольчики и фрукты. Три семёрки на линии платят 300 ставок линии.',
      en: 'A classic 3×3 slot with five lines: sevens, BARs, bells and fruit. Three sevens on a line pay 300 line stakes.',
    },
  },
  'european-roulette': {
    themes: ['classic'],
    isHot: true,
    descriptions: {
      uk: 'Європейська рулетка з одним зеро: усі ставки класичного столу — від числа до червоного й чорного.',
      ru: 'Европейская рулетка с одним зеро: все ставки классического стола — от числа до красного и чёрного.',
      en: 'Single-zero European roulette with every bet of the classic table, from a straight number to red or black.',
    },
  },
  'lucky-dice': {
    themes: ['neon'],
    descriptions: {
      uk: 'Оберіть число й напрямок — більше чи менше — і самі визначте шанс та виплату. Один кидок, одна секунда.',
      ru: 'Выберите число и направление — больше или меньше — и сами определите шанс и выплату. Один бросок, одна секунда.',
      en: 'Pick a number and a direction, over or under, and set your own chance and payout. One roll, one second.',
    },
  },
  'rocket-crash': {
    themes: ['space'],
    isNew: true,
    descriptions: {
      uk: 'Ракета злітає, множник росте. Задайте автовивід заздалегідь: якщо ракета до нього долетить — виграш ваш.',
      ru: 'Ракета взлетает, множитель растёт. Задайте автовывод заранее: если ракета до него долетит — выигрыш ваш.',
      en: 'The rocket lifts off and the multiplier climbs. Set your auto cash-out in advance: if the rocket gets there, the win is yours.',
    },
  },
};
