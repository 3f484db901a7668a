import { type GameKind, STUDIO_PROVIDER } from '@casino/contracts';
import type { Db } from '../../platform/db/database.ts';
import type { BonusTemplateDraft, BonusTemplates } from './bonus-templates.ts';
import type { BonusEligibility } from './bonuses.schema.ts';

/** How much of a stake counts towards wagering on each kind of game: slots fully, table games a little, live none. */
const CONTRIBUTIONS: Partial<Record<GameKind, number>> = {
  'video-slot': 100,
  'classic-slot': 100,
  dice: 50,
  crash: 50,
  roulette: 10,
  live: 0,
};

const EVERYONE: BonusEligibility = {
  brands: [],
  currencies: [],
  maxBalanceForActivation: {},
  daysSinceLastDeposit: null,
};

/** The demo's free spins: ₴2 a spin on two of the studio's slots, three days to play them. */
const STUDIO_SLOT_SPINS = {
  provider: STUDIO_PROVIDER,
  gameSlugs: ['cossack-gold', 'book-of-sevens'],
  stake: { UAH: 200, USD: 20, EUR: 20 },
  validityDays: 3,
};

/** What every demo bonus shares: a casino bonus, offered on the page, open-ended. */
const COMMON = {
  category: 'casino',
  externalId: null,
  promoCode: null,
  listed: true,
  percent: null,
  maxAmount: {},
  fixedAmount: {},
  minDeposit: {},
  maxDeposit: {},
  depositRule: null,
  wageringBase: 'bonus',
  contributions: CONTRIBUTIONS,
  eligibility: EVERYONE,
  startsAt: null,
  endsAt: null,
  active: true,
} as const satisfies Partial<BonusTemplateDraft>;

/** The demo site's bonuses (amounts in minor units), one of each way of taking one. */
const DEMO_TEMPLATES: BonusTemplateDraft[] = [
  {
    ...COMMON,
    slug: 'sport-welcome-100',
    category: 'sport',
    kind: 'deposit',
    title: {
      uk: 'Спортивний бонус на перший депозит',
      ru: 'Спортивный бонус на первый депозит',
      en: 'Sports welcome bonus',
    },
    description: {
      uk: 'Фрибет на 100% першого депозиту від 100 ₴, до 1 000 ₴: ординар або експрес з коефіцієнтом від 1.70 протягом 14 днів.',
      ru: 'Фрибет на 100% первого депозита от 100 ₴, до 1 000 ₴: ординар или экспресс с коэффициентом от 1.70 в течение 14 дней.',
      en: 'A free bet of 100% of your first deposit of ₴100 or more, up to ₴1,000: a single or an express at odds of 1.70 or more within 14 days.',
    },
    cardType: 'sport-welcome',
    percent: 100,
    maxAmount: { UAH: 100_000, USD: 2_500, EUR: 2_500 },
    minDeposit: { UAH: 10_000, USD: 300, EUR: 300 },
    depositRule: 'first',
    wageringMultiplier: 0,
    contributions: {},
    maxBet: {},
    maxConversion: {},
    freebet: { minOdds: 170, betTypes: ['single', 'express'] },
    validityDays: 14,
    priority: 45,
  },
  {
    ...COMMON,
    slug: 'sport-freebet-100',
    category: 'sport',
    kind: 'freebet',
    title: { uk: 'Фрибет 100 ₴', ru: 'Фрибет 100 ₴', en: '₴100 free bet' },
    description: {
      uk: 'Ставка 100 ₴ за наш рахунок: ординар або експрес з коефіцієнтом від 1.50 протягом 7 днів. Виграш без суми ставки — ваш.',
      ru: 'Ставка 100 ₴ за наш счёт: ординар или экспресс с коэффициентом от 1.50 в течение 7 дней. Выигрыш без суммы ставки — ваш.',
      en: 'A ₴100 bet on us: a single or an express at odds of 1.50 or more within 7 days. The winnings without the stake are yours.',
    },
    cardType: 'freebet',
    fixedAmount: { UAH: 10_000, USD: 300, EUR: 300 },
    // What a free bet wins is the player's money at once: there is nothing to wager.
    wageringMultiplier: 0,
    contributions: {},
    maxBet: {},
    maxConversion: {},
    freebet: { minOdds: 150, betTypes: ['single', 'express'] },
    validityDays: 7,
    priority: 40,
  },
  {
    ...COMMON,
    slug: 'welcome-100',
    kind: 'deposit',
    title: {
      uk: 'Вітальний бонус 100%',
      ru: 'Приветственный бонус 100%',
      en: 'Welcome bonus 100%',
    },
    description: {
      uk: '100% до 10 000 ₴ на перший депозит від 100 ₴. Відіграш ×10 бонусу за 7 днів.',
      ru: '100% до 10 000 ₴ на первый депозит от 100 ₴. Отыгрыш ×10 бонуса за 7 дней.',
      en: '100% up to ₴10,000 on your first deposit of ₴100 or more. Wager the bonus 10 times within 7 days.',
    },
    cardType: 'welcome',
    welcomeStep: 1,
    percent: 100,
    maxAmount: { UAH: 1_000_000, USD: 25_000, EUR: 25_000 },
    minDeposit: { UAH: 10_000, USD: 300, EUR: 300 },
    depositRule: 'first',
    wageringMultiplier: 10,
    maxBet: { UAH: 25_000, USD: 600, EUR: 600 },
    maxConversion: { UAH: 2_000_000, USD: 50_000, EUR: 50_000 },
    validityDays: 7,
    priority: 30,
  },
  {
    ...COMMON,
    slug: 'reload-50',
    kind: 'deposit',
    title: { uk: 'Релоад-бонус 50%', ru: 'Релоад-бонус 50%', en: 'Reload bonus 50%' },
    description: {
      uk: '50% до 5 000 ₴ на кожен наступний депозит від 100 ₴. Відіграш ×10 бонусу за 7 днів.',
      ru: '50% до 5 000 ₴ на каждый следующий депозит от 100 ₴. Отыгрыш ×10 бонуса за 7 дней.',
      en: '50% up to ₴5,000 on each next deposit of ₴100 or more. Wager the bonus 10 times within 7 days.',
    },
    cardType: 'reload',
    welcomeStep: 2,
    // A next deposit made without it may still take it within half an hour, while the deposit is not played.
    claimAfterDepositMinutes: 30,
    percent: 50,
    maxAmount: { UAH: 500_000, USD: 12_500, EUR: 12_500 },
    minDeposit: { UAH: 10_000, USD: 300, EUR: 300 },
    depositRule: 'next',
    wageringMultiplier: 10,
    maxBet: { UAH: 25_000, USD: 600, EUR: 600 },
    maxConversion: { UAH: 1_000_000, USD: 25_000, EUR: 25_000 },
    validityDays: 7,
    priority: 20,
  },
  {
    ...COMMON,
    slug: 'welcome-50-no-deposit',
    kind: 'no_deposit',
    title: { uk: '50 ₴ без депозиту', ru: '50 ₴ без депозита', en: '₴50 without a deposit' },
    description: {
      uk: 'Промокод WELCOME50: 50 ₴ на рахунок. Відіграш ×3 за 3 дні, до 500 ₴ на виведення.',
      ru: 'Промокод WELCOME50: 50 ₴ на счёт. Отыгрыш ×3 за 3 дня, до 500 ₴ к выводу.',
      en: 'Promo code WELCOME50: ₴50 to play with. Wager it 3 times within 3 days; up to ₴500 becomes cash.',
    },
    cardType: 'no-deposit',
    promoCode: 'WELCOME50',
    fixedAmount: { UAH: 5_000, USD: 150, EUR: 150 },
    wageringMultiplier: 3,
    maxBet: { UAH: 2_500, USD: 60, EUR: 60 },
    maxConversion: { UAH: 50_000, USD: 1_500, EUR: 1_500 },
    validityDays: 3,
    priority: 10,
  },
  {
    ...COMMON,
    slug: 'birthday-200',
    kind: 'birthday',
    title: { uk: 'Бонус на день народження', ru: 'Бонус на день рождения', en: 'Birthday bonus' },
    description: {
      uk: '200 ₴ у подарунок раз на рік: три дні до і після дня народження. Відіграш ×3 за 3 дні.',
      ru: '200 ₴ в подарок раз в год: три дня до и после дня рождения. Отыгрыш ×3 за 3 дня.',
      en: 'A ₴200 gift once a year, from three days before your birthday to three days after. Wager it 3 times within 3 days.',
    },
    cardType: 'birthday',
    listed: false,
    fixedAmount: { UAH: 20_000, USD: 500, EUR: 500 },
    wageringMultiplier: 3,
    maxBet: { UAH: 5_000, USD: 120, EUR: 120 },
    maxConversion: { UAH: 100_000, USD: 2_500, EUR: 2_500 },
    validityDays: 3,
    timeZone: 'Europe/Kyiv',
    birthdayWindowDays: 3,
  },
  {
    ...COMMON,
    slug: 'daily-10',
    kind: 'daily',
    title: { uk: 'Щоденний бонус', ru: 'Ежедневный бонус', en: 'Daily bonus' },
    description: {
      uk: '10 ₴ щодня, з опівночі за Києвом. Відіграш ×3 за 1 день.',
      ru: '10 ₴ каждый день, с полуночи по Киеву. Отыгрыш ×3 за 1 день.',
      en: '₴10 every day, from midnight Kyiv time. Wager it 3 times within a day.',
    },
    cardType: 'daily',
    listed: false,
    fixedAmount: { UAH: 1_000, USD: 25, EUR: 25 },
    wageringMultiplier: 3,
    maxBet: { UAH: 1_000, USD: 25, EUR: 25 },
    maxConversion: { UAH: 10_000, USD: 250, EUR: 250 },
    validityDays: 1,
    timeZone: 'Europe/Kyiv',
  },
  {
    ...COMMON,
    slug: 'landing-100',
    kind: 'no_deposit',
    title: { uk: '100 ₴ за реєстрацію', ru: '100 ₴ за регистрацию', en: '₴100 for signing up' },
    description: {
      uk: 'Подарунок з нашої сторінки: 100 ₴ без депозиту. Відіграш ×3 за 3 дні, до 1 000 ₴ на виведення.',
      ru: 'Подарок с нашей страницы: 100 ₴ без депозита. Отыгрыш ×3 за 3 дня, до 1 000 ₴ к выводу.',
      en: 'A gift from our landing page: ₴100 without a deposit. Wager it 3 times within 3 days; up to ₴1,000 becomes cash.',
    },
    cardType: 'no-deposit',
    listed: false,
    fixedAmount: { UAH: 10_000, USD: 250, EUR: 250 },
    wageringMultiplier: 3,
    maxBet: { UAH: 2_500, USD: 60, EUR: 60 },
    maxConversion: { UAH: 100_000, USD: 2_500, EUR: 2_500 },
    validityDays: 3,
  },
  {
    ...COMMON,
    slug: 'free-spins-20',
    kind: 'free_spins',
    title: { uk: '20 фриспінів', ru: '20 фриспинов', en: '20 free spins' },
    description: {
      uk: 'Промокод SPINS20: 20 фриспінів по 2 ₴ у Cossack Gold або Book of Sevens. Виграш відігрується ×3 за 7 днів, до 1 000 ₴ на виведення.',
      ru: 'Промокод SPINS20: 20 фриспинов по 2 ₴ в Cossack Gold или Book of Sevens. Выигрыш отыгрывается ×3 за 7 дней, до 1 000 ₴ к выводу.',
      en: 'Promo code SPINS20: 20 free spins at ₴2 on Cossack Gold or Book of Sevens. Wager the winnings 3 times within 7 days; up to ₴1,000 becomes cash.',
    },
    cardType: 'free-spins',
    promoCode: 'SPINS20',
    freeSpins: {
      rounds: 20,
      ...STUDIO_SLOT_SPINS,
    },
    wageringMultiplier: 3,
    maxBet: { UAH: 2_500, USD: 60, EUR: 60 },
    maxConversion: { UAH: 100_000, USD: 2_500, EUR: 2_500 },
    validityDays: 7,
    priority: 5,
  },
  {
    ...COMMON,
    slug: 'comeback-50',
    kind: 'no_deposit',
    title: { uk: 'Бонус для вас: 50 ₴', ru: 'Бонус для вас: 50 ₴', en: 'A bonus for you: ₴50' },
    description: {
      uk: 'Особиста пропозиція: 50 ₴ без депозиту. Активуйте, коли забажаєте; відіграш ×3 за 3 дні, до 500 ₴ на виведення.',
      ru: 'Личное предложение: 50 ₴ без депозита. Активируйте, когда захотите; отыгрыш ×3 за 3 дня, до 500 ₴ к выводу.',
      en: 'A personal offer: ₴50 without a deposit. Activate it when you like; wager it 3 times within 3 days, up to ₴500 becomes cash.',
    },
    cardType: 'no-deposit',
    // Offered to one player at a time (personal offers), never on the page to all.
    listed: false,
    fixedAmount: { UAH: 5_000, USD: 150, EUR: 150 },
    wageringMultiplier: 3,
    maxBet: { UAH: 2_500, USD: 60, EUR: 60 },
    maxConversion: { UAH: 50_000, USD: 1_500, EUR: 1_500 },
    validityDays: 3,
  },
  {
    ...COMMON,
    slug: 'partner-spins-50',
    kind: 'free_spins',
    category: 'gambling_partners',
    title: {
      uk: 'Від нашого партнера: 50 фриспінів',
      ru: 'От нашего партнёра: 50 фриспинов',
      en: 'From our partner: 50 free spins',
    },
    description: {
      uk: 'Ви прийшли від нашого партнера: 50 фриспінів по 2 ₴ у Cossack Gold або Book of Sevens. Виграш відігрується ×3 за 7 днів, до 1 000 ₴ на виведення.',
      ru: 'Вы пришли от нашего партнёра: 50 фриспинов по 2 ₴ в Cossack Gold или Book of Sevens. Выигрыш отыгрывается ×3 за 7 дней, до 1 000 ₴ к выводу.',
      en: 'You came from our partner: 50 free spins at ₴2 on Cossack Gold or Book of Sevens. Wager the winnings 3 times within 7 days; up to ₴1,000 becomes cash.',
    },
    cardType: 'partner',
    // Offered by the partner campaign to the players a partner sent, never on the page to all.
    listed: false,
    freeSpins: { rounds: 50, ...STUDIO_SLOT_SPINS },
    wageringMultiplier: 3,
    maxBet: { UAH: 2_500, USD: 60, EUR: 60 },
    maxConversion: { UAH: 100_000, USD: 2_500, EUR: 2_500 },
    validityDays: 7,
  },
];

/**
 * A friend's gifts: a player who registered with a referral code chooses one of the two on the bonuses page.
 */
const FRIEND_GIFTS: BonusTemplateDraft[] = [
  {
    ...COMMON,
    slug: 'friend-gift-money',
    kind: 'no_deposit',
    title: {
      uk: 'Подарунок від друга: 100 ₴',
      ru: 'Подарок от друга: 100 ₴',
      en: 'A gift from a friend: ₴100',
    },
    description: {
      uk: 'Ви прийшли за запрошенням друга: 100 ₴ на рахунок без депозиту. Відіграш ×5 за 7 днів, до 1 000 ₴ на виведення. Оберіть один із подарунків.',
      ru: 'Вы пришли по приглашению друга: 100 ₴ на счёт без депозита. Отыгрыш ×5 за 7 дней, до 1 000 ₴ к выводу. Выберите один из подарков.',
      en: 'You came at a friend’s invitation: ₴100 to play with, no deposit needed. Wager it 5 times within 7 days; up to ₴1,000 becomes cash. Choose one of the gifts.',
    },
    cardType: 'referral',
    eligibility: { ...EVERYONE, referral: true },
    fixedAmount: { UAH: 10_000, USD: 300, EUR: 300 },
    wageringMultiplier: 5,
    maxBet: { UAH: 2_500, USD: 60, EUR: 60 },
    maxConversion: { UAH: 100_000, USD: 2_500, EUR: 2_500 },
    validityDays: 7,
    priority: 30,
  },
  {
    ...COMMON,
    slug: 'friend-gift-spins',
    kind: 'free_spins',
    title: {
      uk: 'Подарунок від друга: 30 фриспінів',
      ru: 'Подарок от друга: 30 фриспинов',
      en: 'A gift from a friend: 30 free spins',
    },
    description: {
      uk: 'Ви прийшли за запрошенням друга: 30 фриспінів по 2 ₴ у Cossack Gold або Book of Sevens. Виграш відігрується ×3 за 7 днів. Оберіть один із подарунків.',
      ru: 'Вы пришли по приглашению друга: 30 фриспинов по 2 ₴ в Cossack Gold или Book of Sevens. Выигрыш отыгрывается ×3 за 7 дней. Выберите один из подарков.',
      en: 'You came at a friend’s invitation: 30 free spins at ₴2 on Cossack Gold or Book of Sevens. Wager the winnings 3 times within 7 days. Choose one of the gifts.',
    },
    cardType: 'referral',
    eligibility: { ...EVERYONE, referral: true },
    freeSpins: {
      rounds: 30,
      ...STUDIO_SLOT_SPINS,
    },
    wageringMultiplier: 3,
    maxBet: { UAH: 2_500, USD: 60, EUR: 60 },
    maxConversion: { UAH: 100_000, USD: 2_500, EUR: 2_500 },
    validityDays: 7,
    priority: 30,
  },
];

/** Adds the demo bonuses missing from the database; those already there are kept as operators left them. */
export async function seedDemoBonuses(db: Db, templates: Pick<BonusTemplates, 'add'>): Promise<void> {
  for (const template of [...DEMO_TEMPLATES, ...FRIEND_GIFTS]) await templates.add(db, template);
}
