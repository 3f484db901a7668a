import { LANGUAGES, type Language } from '@casino/contracts';
import type {
  ClassicSlotPaytable,
  CrashPaytable,
  DicePaytable,
  RoulettePaytable,
  StudioGameDefinition,
  VideoSlotPaytable,
} from '@casino/game-math';
import type { LocalizedText } from '../catalogue.schema.ts';
import {
  formatCount,
  formatDecimal,
  formatHundredths,
  formatPercentBp,
  VOLATILITY_NAMES,
} from '../localized-figures.ts';

/**
 * A studio game's rules in every language, written from its definition, so the figures a player reads (lines,
 * free spins, multipliers, RTP, maximum win, targets) are the ones the game plays by.
 */
export function studioGameRules(game: StudioGameDefinition): LocalizedText {
  const paytable = game.paytable();
  const rules = (lang: Language): string => {
    const body = (() => {
      switch (paytable.kind) {
        case 'video-slot':
          return videoSlotRules(game, paytable, lang);
        case 'classic-slot':
          return classicSlotRules(game, paytable, lang);
        case 'roulette':
          return rouletteRules(paytable, lang);
        case 'dice':
          return diceRules(paytable, lang);
        case 'crash':
          return crashRules(paytable, lang);
      }
    })();
    return [...body, summary(game, lang), FAIRNESS[lang]].join('\n\n');
  };
  return Object.fromEntries(LANGUAGES.map((lang) => [lang, rules(lang)])) as LocalizedText;
}

function videoSlotRules(game: StudioGameDefinition, paytable: VideoSlotPaytable, lang: Language): string[] {
  const title = game.titles[lang];
  const lines = paytable.lines.length;
  const wild = paytable.symbols.find((symbol) => symbol.role === 'wild')?.labels[lang] ?? '';
  const scatter = paytable.symbols.find((symbol) => symbol.role === 'scatter')?.labels[lang] ?? '';
  const { triggerCount, spins, multiplier, maxSpins } = paytable.freeSpins;
  switch (lang) {
    case 'uk':
      return [
        `«${title}» — відеослот на ${paytable.reels} барабанів і ${paytable.rows} ряди з ${lines} фіксованими лініями. Оберіть загальну ставку й натисніть «Крутити»: ставка ділиться порівну між ${lines} лініями.`,
        `Виграшні комбінації рахуються зліва направо на сусідніх барабанах, починаючи з крайнього лівого, і платять у множниках ставки на лінію (загальна ставка ÷ ${lines}). На кожній лінії платить лише найбільший виграш; виграші різних ліній додаються.`,
        `${wild} — вайлд: замінює будь-який символ, крім скатера, а лінія з самих вайлдів платить як окремий символ, якщо це вигідніше.`,
        `${scatter} — скатер: платить у будь-якому місці барабанів, у множниках загальної ставки. ${triggerCount} і більше скатерів дають ${spins} фриспінів, у яких кожен виграш множиться на ${multiplier}. ${triggerCount} і більше скатерів під час фриспінів додають ще ${spins}, усього до ${maxSpins}. Фриспіни граються за ставкою спіну, що їх запустив.`,
      ];
    case 'ru':
      return [
        `«${title}» — видеослот на ${paytable.reels} барабанов и ${paytable.rows} ряда с ${lines} фиксированными линиями. Выберите общую ставку и нажмите «Крутить»: ставка делится поровну между ${lines} линиями.`,
        `Выигрышные комбинации считаются слева направо на соседних барабанах, начиная с крайнего левого, и платят в множителях ставки на линию (общая ставка ÷ ${lines}). На каждой линии платит только наибольший выигрыш; выигрыши разных линий складываются.`,
        `${wild} — вайлд: заменяет любой символ, кроме скаттера, а линия из одних вайлдов платит как отдельный символ, если это выгоднее.`,
        `${scatter} — скаттер: платит в любом месте барабанов, в множителях общей ставки. ${triggerCount} и более скаттеров дают ${spins} фриспинов, в которых каждый выигрыш умножается на ${multiplier}. ${triggerCount} и более скаттеров во время фриспинов добавляют ещё ${spins}, всего до ${maxSpins}. Фриспины играются по ставке спина, который их запустил.`,
      ];
    case 'en':
      return [
        `${title} is a ${paytable.reels}-reel, ${paytable.rows}-row video slot with ${lines} fixed paylines. Choose your total stake and press Spin: the stake is split evenly across the ${lines} lines.`,
        `Wins pay left to right on adjacent reels starting from the leftmost reel, as multiples of the line stake (total stake ÷ ${lines}). Only the highest win on each line is paid; wins on different lines add up.`,
        `${wild} is wild: it substitutes for every symbol except the scatter, and a line of wilds pays as a symbol of its own when that pays more.`,
        `${scatter} is the scatter: it pays anywhere on the reels, as a multiple of the total stake. ${triggerCount} or more scatters award ${spins} free spins in which every win is multiplied by ${multiplier}. ${triggerCount} or more scatters during free spins add ${spins} more, up to ${maxSpins} in all. Free spins are played at the stake of the spin that triggered them.`,
      ];
  }
}

function classicSlotRules(
  game: StudioGameDefinition,
  paytable: ClassicSlotPaytable,
  lang: Language,
): string[] {
  const title = game.titles[lang];
  const lines = paytable.lines.length;
  switch (lang) {
    case 'uk':
      return [
        `«${title}» — класичний слот ${paytable.reels}×${paytable.rows} з ${lines} лініями: три ряди та дві діагоналі. Ставка ділиться порівну між лініями.`,
        'Лінія платить за три однакові символи або за будь-яке поєднання BAR і сімок, у множниках ставки на лінію. Якщо лінія підходить під кілька комбінацій, платить найдорожча; виграші різних ліній додаються.',
      ];
    case 'ru':
      return [
        `«${title}» — классический слот ${paytable.reels}×${paytable.rows} с ${lines} линиями: три ряда и две диагонали. Ставка делится поровну между линиями.`,
        'Линия платит за три одинаковых символа или за любое сочетание BAR и семёрок, в множителях ставки на линию. Если линия подходит под несколько комбинаций, платит самая дорогая; выигрыши разных линий складываются.',
      ];
    case 'en':
      return [
        `${title} is a classic ${paytable.reels}×${paytable.rows} slot with ${lines} lines: the three rows and the two diagonals. The stake is split evenly across the lines.`,
        'A line pays for three of a kind or for any mix of BARs and sevens, as a multiple of the line stake. A line that matches several combinations pays the best one; wins on different lines add up.',
      ];
  }
}

function rouletteRules(paytable: RoulettePaytable, lang: Language): string[] {
  const pockets = paytable.wheel.length;
  switch (lang) {
    case 'uk':
      return [
        `Європейська рулетка: колесо з ${pockets} секторами, від 0 до ${pockets - 1}, з одним зеро. Розкладіть фішки на столі й запустіть колесо; кулька зупиняється в одному секторі.`,
        'Ставки: на число — 35 до 1, спліт (два сусідні числа) — 17 до 1, стріт (ряд із трьох) — 11 до 1, кут (чотири числа) — 8 до 1, лінія (шість чисел) — 5 до 1, тріо (0-1-2 або 0-2-3) — 11 до 1, перші чотири (0-1-2-3) — 8 до 1, колонка чи дюжина — 2 до 1, червоне/чорне, парне/непарне, 1–18/19–36 — 1 до 1.',
        'Коли випадає зеро, усі ставки 1 до 1, на колонки та дюжини програють. Ставка раунду — сума фішок: не менше найменшої фішки й не більше найбільшої.',
      ];
    case 'ru':
      return [
        `Европейская рулетка: колесо с ${pockets} секторами, от 0 до ${pockets - 1}, с одним зеро. Разложите фишки на столе и запустите колесо; шарик останавливается в одном секторе.`,
        'Ставки: на число — 35 к 1, сплит (два соседних числа) — 17 к 1, стрит (ряд из трёх) — 11 к 1, угол (четыре числа) — 8 к 1, линия (шесть чисел) — 5 к 1, трио (0-1-2 или 0-2-3) — 11 к 1, первые четыре (0-1-2-3) — 8 к 1, колонна или дюжина — 2 к 1, красное/чёрное, чётное/нечётное, 1–18/19–36 — 1 к 1.',
        'Когда выпадает зеро, все ставки 1 к 1, на колонны и дюжины проигрывают. Ставка раунда — сумма фишек: не меньше самой мелкой фишки и не больше самой крупной.',
      ];
    case 'en':
      return [
        `European roulette: a single-zero wheel of ${pockets} pockets numbered 0 to ${pockets - 1}. Place your chips on the table and spin; the ball settles in one pocket.`,
        'Bets: straight up on a number pays 35 to 1, split (two neighbours) 17 to 1, street (a row of three) 11 to 1, corner (four numbers) 8 to 1, six line 5 to 1, trio (0-1-2 or 0-2-3) 11 to 1, first four (0-1-2-3) 8 to 1, column or dozen 2 to 1, and red/black, odd/even, 1–18/19–36 1 to 1.',
        'When zero comes up, every even-money, column and dozen bet loses. The stake of a round is the sum of its chips: at least the smallest chip and at most the largest.',
      ];
  }
}

function diceRules(paytable: DicePaytable, lang: Language): string[] {
  const under = paytable.targets.under;
  const over = paytable.targets.over;
  const figure = (hundredths: number) => formatHundredths(hundredths, lang);
  const edge = formatPercentBp(paytable.houseEdgeBp, lang);
  const rolls = formatCount(paytable.rollRange.max - paytable.rollRange.min + 1, lang);
  // The chance that pays exactly twice the stake: half of the rolls, less the house edge (49.50%).
  const evenChance = formatPercentBp((10_000 - paytable.houseEdgeBp) / 2, lang);
  switch (lang) {
    case 'uk':
      return [
        `Оберіть ціль і напрямок, тоді киньте кості: випадає число від ${figure(paytable.rollRange.min)} до ${figure(paytable.rollRange.max)}. «Менше» виграє, коли число менше за ціль (ціль від ${figure(under.min)} до ${figure(under.max)}); «більше» — коли число більше за ціль (ціль від ${figure(over.min)} до ${figure(over.max)}).`,
        `Шанс — частка виграшних чисел із ${rolls} можливих. Виплата дорівнює чесному множнику 100 ÷ шанс (у відсотках), зменшеному на перевагу казино ${edge}, і округлюється вниз до чотирьох знаків: шанс ${evenChance} платить ×2.`,
      ];
    case 'ru':
      return [
        `Выберите цель и направление, затем бросьте кости: выпадает число от ${figure(paytable.rollRange.min)} до ${figure(paytable.rollRange.max)}. «Меньше» выигрывает, когда число меньше цели (цель от ${figure(under.min)} до ${figure(under.max)}); «больше» — когда число больше цели (цель от ${figure(over.min)} до ${figure(over.max)}).`,
        `Шанс — доля выигрышных чисел из ${rolls} возможных. Выплата равна честному множителю 100 ÷ шанс (в процентах), уменьшенному на преимущество казино ${edge}, и округляется вниз до четырёх знаков: шанс ${evenChance} платит ×2.`,
      ];
    case 'en':
      return [
        `Choose a target and a direction, then roll: a number from ${figure(paytable.rollRange.min)} to ${figure(paytable.rollRange.max)} comes up. Under wins when the roll is below the target (targets ${figure(under.min)} to ${figure(under.max)}); over wins when it is above (targets ${figure(over.min)} to ${figure(over.max)}).`,
        `The chance is the share of winning rolls among the ${rolls} possible. The payout is the fair multiplier 100 ÷ chance (in per cent) less the house edge of ${edge}, rounded down to four decimals: a ${evenChance} chance pays ×2.`,
      ];
  }
}

function crashRules(paytable: CrashPaytable, lang: Language): string[] {
  const min = formatHundredths(paytable.cashOut.min, lang);
  const max = formatHundredths(paytable.cashOut.max, lang);
  const oneIn = formatCount(paytable.instantBustOneIn, lang);
  switch (lang) {
    case 'uk':
      return [
        `Перед раундом задайте автовивід — множник від ×${min} до ×${max} — і запустіть ракету. Її множник росте від ×1,00, доки ракета не вибухне.`,
        `Якщо ракета долетіла до вашого автовиводу, ви виграєте ставку, помножену на автовивід (округлюється вниз до найменшої монети); якщо вибухнула раніше, ставка програна. Один раунд із ${oneIn} у середньому закінчується вибухом одразу на ×1,00.`,
        'Точка вибуху визначається до старту раунду за доказово чесною формулою і не залежить від ставки чи автовиводу.',
      ];
    case 'ru':
      return [
        `Перед раундом задайте автовывод — множитель от ×${min} до ×${max} — и запустите ракету. Её множитель растёт от ×1,00, пока ракета не взорвётся.`,
        `Если ракета долетела до вашего автовывода, вы выигрываете ставку, умноженную на автовывод (с округлением вниз до наименьшей монеты); если взорвалась раньше, ставка проиграна. Один раунд из ${oneIn} в среднем заканчивается взрывом сразу на ×1,00.`,
        'Точка взрыва определяется до старта раунда по доказуемо честной формуле и не зависит от ставки или автовывода.',
      ];
    case 'en':
      return [
        `Before the round, set your auto cash-out, a multiplier from ×${min} to ×${max}, and launch the rocket. Its multiplier climbs from ×1.00 until the rocket explodes.`,
        `If the rocket reaches your cash-out, you win the stake times the cash-out (rounded down to the smallest coin); if it explodes first, the stake is lost. On average one round in ${oneIn} explodes at once, at ×1.00.`,
        'The crash point is fixed by the provably fair formula before the round starts; it does not depend on your stake or cash-out.',
      ];
  }
}

/** RTP, volatility, the win cap and the minimum game cycle, in the same words for every game. */
function summary(game: StudioGameDefinition, lang: Language): string {
  const rtp = formatPercentBp(game.rtp, lang);
  const volatility = VOLATILITY_NAMES[lang][game.volatility];
  const maxWin = formatCount(game.maxWinMultiplier, lang);
  const seconds = formatDecimal(game.minGameCycleMs / 1000, lang);
  switch (lang) {
    case 'uk':
      return `Повернення гравцю (RTP): ${rtp}. Волатильність: ${volatility}. Найбільший виграш раунду — ${maxWin} ставок.${game.minGameCycleMs ? ` Раунд триває щонайменше ${seconds} с; автогри немає.` : ''}`;
    case 'ru':
      return `Возврат игроку (RTP): ${rtp}. Волатильность: ${volatility}. Наибольший выигрыш раунда — ${maxWin} ставок.${game.minGameCycleMs ? ` Раунд длится не меньше ${seconds} с; автоигры нет.` : ''}`;
    case 'en':
      return `Return to player (RTP): ${rtp}. Volatility: ${volatility}. The largest win of a round is ${maxWin} times the stake.${game.minGameCycleMs ? ` A round takes at least ${seconds} s; there is no autoplay.` : ''}`;
  }
}

const FAIRNESS: LocalizedText = {
  uk: 'Результати доказово чесні: до раунду ви бачите хеш серверного сіду, можете змінити свій клієнтський сід, а кожен раунд має свій номер (nonce). Після зміни сідів серверний сід відкривається, і будь-який раунд можна перевірити на сторінці перевірки чесності. Збій гри анулює всі виплати та ставки раунду.',
  ru: 'Результаты доказуемо честные: до раунда вы видите хеш серверного сида, можете сменить свой клиентский сид, а у каждого раунда свой номер (nonce). После смены сидов серверный сид раскрывается, и любой раунд можно проверить на странице проверки честности. Сбой игры аннулирует все выплаты и ставки раунда.',
  en: 'Results are provably fair: before a round you see the hash of the server seed, you may change your client seed, and every round has its own number (nonce). Rotating the seeds reveals the server seed, and any round can be checked on the provably fair page. A malfunction voids all pays and plays of the round.',
};
