import { ruChests } from './chests-ru.ts';
import { ruLottery } from './lottery-ru.ts';
import { ruMoneyBox } from './money-box-ru.ts';
import type { ukChance } from './uk.ts';
import { ruWheel } from './wheel-ru.ts';

export const ruChance: typeof ukChance = {
  chests: ruChests,
  lottery: ruLottery,
  moneyBox: ruMoneyBox,
  dice: {
    title: 'Кости',
    open: 'Кости',
    tabs: { label: 'Игра в кости', 'daily-dice': 'Каждый день', 'weekly-dice': 'По воскресеньям' },
    lead: {
      'daily-dice': 'Один бесплатный бросок каждый день: у каждой суммы очков свой приз.',
      'weekly-dice':
        'Каждый депозит от {{amount}} даёт бросок. В воскресенье выбросьте семёрку — и приз ваш.',
    },
    throw: 'Бросить кости',
    throwing: 'Бросаем…',
    deposit: 'Пополнить и получить бросок',
    register: 'Зарегистрироваться и бросить',
    notSunday: 'Бросаем только в воскресенье',
    nextIn: 'Следующий бросок: {{when}}',
    triesLeft: 'Осталось бросков: {{count}}',
    attempts: 'Сделано бросков: {{attempts}} из {{max}}',
    depositsToGo: 'Депозитов до следующего броска: {{count}}',
    won: 'Приз этой недели уже ваш',
    dailyDone: 'Сегодняшний бросок сделан',
    sum: 'Сумма: {{sector}}',
    dieLabel: 'Кубик: {{value}}',
    info: {
      title: 'Как играть',
      rules: {
        'daily-dice':
          'Каждый день у вас один бросок двух кубиков. Сумма очков определяет приз из таблицы ниже.',
        'weekly-dice':
          'Каждые {{count}} депозит(а) от {{amount}} за неделю дают бросок, до {{max}} бросков. Бросать можно только в воскресенье; семёрка выигрывает приз.',
      },
      fair: 'Каждый бросок честный и проверяемый: он вычисляется из вашего сида до броска, а после смены сида его можно проверить на странице проверки.',
      ok: 'Понятно',
      odds: 'Шансы и призы',
      sector: 'Сумма',
      chance: 'Шанс',
      chanceValue: '{{pairs}} из 36',
      prize: 'Приз',
      expected: 'Средний денежный выигрыш за бросок: {{amount}}',
    },
    result: {
      rewardTitle: 'Вы выиграли!',
      noPrizeTitle: 'В этот раз без приза',
      claimMoney: 'Деньги уже на балансе',
      toBonuses: 'К бонусам',
      toCash: 'Пополнить с бонусом',
      depositTitle: 'Броски закончились',
      depositText: 'Пополните счёт, чтобы получить ещё бросок — до {{max}} в неделю.',
      limitTitle: 'Все броски недели сделаны',
      limitText: 'Вы использовали все {{max}} бросков. Новые — с понедельника, бросаем снова в воскресенье.',
      retryTitle: 'Не семёрка',
      retryText: 'Осталось бросков: {{count}}. Попробуйте ещё!',
      retry: 'Бросить ещё',
      close: 'Закрыть',
      verify: 'Проверить бросок',
      fairness: 'Хеш сида сервера {{hash}}, nonce {{nonce}}',
    },
    loadFailed: 'Не удалось загрузить кости. Попробуйте позже.',
  },
  verify: {
    title: 'Проверка броска костей',
    lead: 'Бросок ежедневных и воскресных костей — это первые две величины HMAC-SHA256(сид сервера, «сид клиента:nonce:0»). Вставьте сиды и nonce броска или, если вы вошли, откройте свой сид сервера кнопкой ниже.',
    reveal: 'Открыть мой сид сервера',
    revealNote: {
      idle: 'Если сид ещё в игре, он будет открыт, а следующие броски пойдут с нового сида.',
      revealing: 'Открываем…',
      revealed: 'Сид сервера вставлен и проверен.',
      'not-yours': 'Этот хеш не принадлежит вашим сидам.',
      failed: 'Не удалось открыть сид. Попробуйте ещё раз.',
    },
  },
  wheel: ruWheel,
  errors: {
    dice_throw_unavailable: 'Сейчас бросить нельзя.',
    dice_activity_not_found: 'Эта игра сейчас недоступна.',
    wheel_no_spins: 'Сегодняшние вращения уже сделаны.',
    wheel_not_found: 'Колесо сейчас недоступно.',
    wheel_prize_not_found: 'Этот приз не найден.',
    unknown: 'Что-то пошло не так. Попробуйте ещё раз.',
  },
};
