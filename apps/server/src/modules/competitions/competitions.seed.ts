import { DEFAULT_CURRENCY, type LocalizedText, type Prize, STUDIO_PROVIDER } from '@casino/contracts';
import type { Clock } from '../../platform/clock.ts';
import type { Db } from '../../platform/db/database.ts';
import type { PlayerDirectory } from '../accounts/index.ts';
import { type CompetitionDraft, CompetitionsRepository, editionSlug } from './competitions.repository.ts';
import type { CurrencyRates, PrizeRange } from './competitions.schema.ts';
import { boardName } from './entrants.ts';

const DAY = 24 * 60 * 60 * 1000;
const HOUR = 60 * 60 * 1000;

/** The demo's fixed table: what a kopeck-sized unit of each currency counts as in hryvnias (operators set their own). */
const DEMO_RATES: CurrencyRates = {
  USD: { num: 41, den: 1 },
  EUR: { num: 45, den: 1 },
  RUB: { num: 45, den: 100 },
};
const STUDIO_SLOTS = [
  'book-of-sevens',
  'cossack-gold',
  'fruit-storm',
  'dragon-pearls',
  'neon-nights',
  'viking-raid',
  'hot-sevens',
];

const uah = (hryvnias: number): Prize => ({
  type: 'money',
  amount: hryvnias * 100,
  currency: DEFAULT_CURRENCY,
});

function text(uk: string, ru: string, en: string): LocalizedText {
  return { uk, ru, en };
}

const TOURNAMENT_PRIZES: PrizeRange[] = [
  { fromPlace: 1, toPlace: 1, prize: uah(10_000) },
  { fromPlace: 2, toPlace: 2, prize: uah(5_000) },
  { fromPlace: 3, toPlace: 3, prize: uah(2_500) },
  { fromPlace: 4, toPlace: 10, prize: uah(500) },
  { fromPlace: 11, toPlace: 20, prize: { type: 'bonus_fs', templateSlug: 'free-spins-20' } },
];

/**
 * The weekly tournament's daily stages (decision 035): each day's leaders add stage points to the week's table and
 * win money and lottery tickets; the week's biggest multiplier wins a prize, a ×1000 round the jackpot.
 */
const DAILY_STAGES: Pick<
  CompetitionDraft,
  'stages' | 'stagePoints' | 'stagePrizes' | 'stageLotteryTicketPrizes' | 'additionalPrizes' | 'jackpot'
> = {
  stages: 7,
  stagePoints: [
    { fromPlace: 1, toPlace: 1, points: 100_000 },
    { fromPlace: 2, toPlace: 2, points: 50_000 },
    { fromPlace: 3, toPlace: 3, points: 25_000 },
    { fromPlace: 4, toPlace: 10, points: 10_000 },
  ],
  stagePrizes: [
    { fromPlace: 1, toPlace: 1, prize: uah(500) },
    { fromPlace: 2, toPlace: 3, prize: uah(200) },
  ],
  stageLotteryTicketPrizes: [
    { fromPlace: 1, toPlace: 10, prize: { type: 'lottery_ticket', ticketKind: 'regular', count: 1 } },
  ],
  additionalPrizes: [{ fromPlace: 1, toPlace: 1, prize: uah(1_000) }],
  jackpot: { multiplier: 100_000, prize: uah(10_000) },
};

/** The start of today (UTC) with `days` added: editions begin on whole days. */
function day(now: Date, days: number): Date {
  const start = new Date(now);
  start.setUTCHours(0, 0, 0, 0);
  return new Date(start.getTime() + days * DAY);
}

function common(): Pick<
  CompetitionDraft,
  | 'brands'
  | 'currencies'
  | 'currency'
  | 'rates'
  | 'provider'
  | 'countsBonusMoney'
  | 'attempts'
  | 'attemptRounds'
  | 'maxBet'
> {
  return {
    brands: [],
    currencies: [],
    currency: DEFAULT_CURRENCY,
    rates: DEMO_RATES,
    provider: null,
    countsBonusMoney: false,
    attempts: null,
    attemptRounds: null,
    maxBet: null,
  };
}

/**
 * The demo's competitions (decision 034), dated from now so a new player sees every kind: a weekly slots tournament,
 * a daily race with outplay attempts, a multiplier special race and the studio's promo tournament running (each
 * repeating, so the demo keeps them running), the sportsbook's weekly leaderboard, a high-rollers tournament starting within a day, and last week's
 * tournament, just over: it closes and pays its prizes through the real close.
 */
export function demoCompetitions(now: Date): CompetitionDraft[] {
  const weekStart = day(now, -2);
  return [
    {
      ...common(),
      slug: editionSlug('weekly-slots', weekStart),
      series: 'weekly-slots',
      repeatDays: 7,
      kind: 'tournament',
      mode: 'wins',
      title: text('Тижневий турнір слотів', 'Недельный турнир слотов', 'Weekly slots tournament'),
      description: text(
        'Вигравайте у слотах студії: кожна гривня виграшу — очко. Щодня — новий етап: його лідери отримують бонусні очки, гроші та лотерейні квитки. Двадцять найкращих тижня ділять ₴30 000 і фриспіни, а найбільший множник тижня — ще ₴1 000.',
        'Выигрывайте в слотах студии: каждая гривна выигрыша — очко. Каждый день — новый этап: его лидеры получают бонусные очки, деньги и лотерейные билеты. Двадцать лучших недели делят ₴30 000 и фриспины, а самый большой множитель недели — ещё ₴1 000.',
        'Win on the studio slots: every hryvnia won is a point. Each day is a new stage: its leaders earn bonus points, money and lottery tickets. The week’s top twenty share ₴30,000 and free spins, and the week’s biggest multiplier wins ₴1,000 more.',
      ),
      gameSlugs: STUDIO_SLOTS,
      startsAt: weekStart,
      endsAt: new Date(weekStart.getTime() + 7 * DAY),
      autoSubscribe: false,
      minBet: 100,
      prizes: TOURNAMENT_PRIZES,
      ...DAILY_STAGES,
    },
    {
      ...common(),
      slug: editionSlug('daily-race', day(now, 0)),
      series: 'daily-race',
      repeatDays: 1,
      kind: 'race',
      mode: 'bets',
      title: text('Щоденна гонка', 'Ежедневная гонка', 'Daily race'),
      description: text(
        'Три спроби по 50 ставок: рахується найкраща. Очки — сума ставок, від ₴2 за ставку.',
        'Три попытки по 50 ставок: считается лучшая. Очки — сумма ставок, от ₴2 за ставку.',
        'Three attempts of 50 bets each: the best one counts. Points are the money staked, ₴2 a bet or more.',
      ),
      gameSlugs: [],
      startsAt: day(now, 0),
      endsAt: day(now, 1),
      autoSubscribe: true,
      minBet: 200,
      maxBet: 50_000,
      attempts: 3,
      attemptRounds: 50,
      prizes: [
        { fromPlace: 1, toPlace: 1, prize: uah(2_000) },
        { fromPlace: 2, toPlace: 2, prize: uah(1_000) },
        { fromPlace: 3, toPlace: 3, prize: uah(500) },
        { fromPlace: 4, toPlace: 10, prize: { type: 'lottery_ticket', ticketKind: 'gold', count: 5 } },
      ],
    },
    {
      ...common(),
      slug: editionSlug('multiplier-hunt', day(now, -1)),
      series: 'multiplier-hunt',
      repeatDays: 3,
      kind: 'special-race',
      mode: 'wins_extended',
      title: text('Полювання на множник', 'Охота за множителем', 'Multiplier hunt'),
      description: text(
        'Рахуються множники виграшів, а не суми: ставка від ₴5 може обійти будь-яку.',
        'Считаются множители выигрышей, а не суммы: ставка от ₴5 может обойти любую.',
        'Win multipliers count, not amounts: a ₴5 stake can beat any other.',
      ),
      gameSlugs: STUDIO_SLOTS,
      startsAt: day(now, -1),
      endsAt: day(now, 2),
      autoSubscribe: true,
      minBet: 500,
      prizes: [
        {
          fromPlace: 1,
          toPlace: 1,
          prize: { type: 'material', title: text('Смартфон', 'Смартфон', 'A smartphone') },
        },
        { fromPlace: 2, toPlace: 5, prize: uah(1_000) },
      ],
    },
    {
      ...common(),
      slug: editionSlug('sevens-studio-promo', day(now, -3)),
      series: 'sevens-studio-promo',
      repeatDays: 14,
      kind: 'promo',
      mode: 'wins',
      provider: STUDIO_PROVIDER,
      title: text(
        'Промо-турнір Sevens Studio',
        'Промо-турнир Sevens Studio',
        'Sevens Studio promo tournament',
      ),
      description: text(
        'Турнір від провайдера на всіх іграх студії: виграші від ставок у ₴1 приносять очки.',
        'Турнир от провайдера на всех играх студии: выигрыши со ставок от ₴1 приносят очки.',
        "The provider's tournament on every studio game: wins from stakes of ₴1 or more score.",
      ),
      gameSlugs: [...STUDIO_SLOTS, 'european-roulette', 'lucky-dice', 'rocket-crash'],
      startsAt: day(now, -3),
      endsAt: day(now, 11),
      autoSubscribe: true,
      minBet: 100,
      prizes: [
        { fromPlace: 1, toPlace: 1, prize: uah(20_000) },
        { fromPlace: 2, toPlace: 5, prize: uah(2_000) },
        { fromPlace: 6, toPlace: 25, prize: { type: 'bonus_fs', templateSlug: 'free-spins-20' } },
      ],
    },
    {
      ...common(),
      slug: editionSlug('sports-leaderboard', weekStart),
      series: 'sports-leaderboard',
      repeatDays: 7,
      kind: 'tournament',
      product: 'sports',
      mode: 'wins',
      title: text('Спортивний лідерборд тижня', 'Спортивный лидерборд недели', 'Weekly sports leaderboard'),
      description: text(
        'Виграші ваших ставок на спорт від ₴10 — це очки; кеш-аут теж рахується. Фрибети не враховуються.',
        'Выигрыши ваших ставок на спорт от ₴10 — это очки; кэшаут тоже считается. Фрибеты не учитываются.',
        'What your sports bets of ₴10 or more pay is your score, a cash-out included. Free bets do not count.',
      ),
      gameSlugs: [],
      startsAt: weekStart,
      endsAt: new Date(weekStart.getTime() + 7 * DAY),
      autoSubscribe: true,
      minBet: 1_000,
      prizes: [
        { fromPlace: 1, toPlace: 1, prize: uah(5_000) },
        { fromPlace: 2, toPlace: 2, prize: uah(2_500) },
        { fromPlace: 3, toPlace: 10, prize: uah(500) },
      ],
    },
    {
      ...common(),
      slug: editionSlug('high-rollers', new Date(now.getTime() + 12 * HOUR)),
      series: 'high-rollers',
      repeatDays: 7,
      kind: 'tournament',
      mode: 'bets',
      title: text('Турнір хайролерів', 'Турнир хайроллеров', 'High rollers tournament'),
      description: text(
        'Ставки від ₴50 на будь-яких іграх. Очки — сума ставок; головний приз ₴25 000.',
        'Ставки от ₴50 на любых играх. Очки — сумма ставок; главный приз ₴25 000.',
        'Stakes of ₴50 or more on any game. Points are the money staked; the top prize is ₴25,000.',
      ),
      gameSlugs: [],
      startsAt: new Date(now.getTime() + 12 * HOUR),
      endsAt: new Date(now.getTime() + 12 * HOUR + 2 * DAY),
      autoSubscribe: false,
      minBet: 5_000,
      prizes: [
        { fromPlace: 1, toPlace: 1, prize: uah(25_000) },
        { fromPlace: 2, toPlace: 3, prize: uah(5_000) },
      ],
    },
    {
      ...common(),
      slug: editionSlug('last-week', day(now, -9)),
      series: null,
      repeatDays: null,
      kind: 'tournament',
      mode: 'wins',
      title: text('Турнір минулого тижня', 'Турнир прошлой недели', "Last week's tournament"),
      description: text(
        'Завершений турнір слотів: подивіться, хто переміг.',
        'Завершённый турнир слотов: посмотрите, кто победил.',
        'A finished slots tournament: see who won.',
      ),
      gameSlugs: STUDIO_SLOTS,
      startsAt: day(now, -9),
      endsAt: new Date(now.getTime() - HOUR),
      autoSubscribe: false,
      minBet: 100,
      prizes: TOURNAMENT_PRIZES,
    },
  ];
}

/** Seeds the demo competitions into a database that has none. */
export async function seedCompetitions(db: Db, clock: Clock): Promise<void> {
  const repository = new CompetitionsRepository(db);
  if ((await repository.all(db)).length > 0) return;
  for (const draft of demoCompetitions(clock.now())) await repository.insert(db, draft, clock.now());
}

/** The demo players' scores in last week's tournament, so it closes with winners (development only). */
const DEMO_RESULTS: { login: string; points: number }[] = [
  { login: 'demo', points: 1_254_000 },
  { login: 'demoauto', points: 873_500 },
];

export async function seedDemoResults(
  db: Db,
  clock: Clock,
  players: Pick<PlayerDirectory, 'findByLogin'>,
): Promise<void> {
  const repository = new CompetitionsRepository(db);
  const closed = (await repository.all(db)).find(
    (row) => row.series === null && row.lifecycle === 'scheduled' && row.endsAt <= clock.now(),
  );
  if (!closed) return;
  for (const { login, points } of DEMO_RESULTS) {
    const player = await players.findByLogin(login, db);
    if (!player) continue;
    const { joined } = await repository.join(
      db,
      { competitionId: closed.id, playerId: player.id, displayName: boardName(player) },
      closed.startsAt,
      false,
    );
    if (!joined) continue;
    const at = new Date(closed.endsAt.getTime() - DAY);
    await repository.addScore(db, {
      competitionId: closed.id,
      source: `demo:${player.id}`,
      playerId: player.id,
      attempt: 1,
      stake: 0,
      bonusStake: 0,
      points,
      status: 'scored',
      occurredAt: at,
    });
    await repository.addPoints(
      db,
      closed,
      { playerId: player.id, attempt: 1 },
      { delta: points, rounds: 40, multiplier: 0, at },
    );
  }
}
