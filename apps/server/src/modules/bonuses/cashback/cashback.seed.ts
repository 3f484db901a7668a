import type { Currency } from '@casino/contracts';
import type { Clock } from '../../../platform/clock.ts';
import type { Db } from '../../../platform/db/database.ts';
import type { PlayerDirectory } from '../../accounts/index.ts';
import type { CashbackRepository } from './cashback.repository.ts';
import type { CashbackProgramDraft, CashbackPrograms } from './cashback-programs.ts';
import { cashbackAmount, periodAt } from './cashback-terms.ts';

/**
 * The demo's cashback: 10% of a week's net loss on slots, from 100 ₴ of loss, up to 5 000 ₴, paid as real money
 * with no wagering. A regulated operator pays cashback as cash: it gives back part of what the player lost, and
 * wagering on it would have them stake it again before they could withdraw it (the UK caps wagering at 10 times
 * and counts a wagered "refund" as a bonus). The week closes on Monday at 00:00 UTC.
 */
const WEEKLY_SLOTS_CASHBACK: CashbackProgramDraft = {
  slug: 'weekly-10',
  title: { uk: 'Кешбек 10% щотижня', ru: 'Кешбэк 10% еженедельно', en: 'Weekly 10% cashback' },
  description: {
    uk: '10% чистого програшу за тиждень у слотах, від 100 ₴ програшу, до 5 000 ₴. Реальними грошима, без відіграшу. Тиждень закінчується в понеділок о 00:00 UTC.',
    ru: '10% чистого проигрыша за неделю в слотах, от 100 ₴ проигрыша, до 5 000 ₴. Реальными деньгами, без отыгрыша. Неделя заканчивается в понедельник в 00:00 UTC.',
    en: "10% of a week's net loss on slots, from a ₴100 loss, up to ₴5,000. Paid as real money, no wagering. The week ends on Monday at 00:00 UTC.",
  },
  percent: 10,
  periodDays: 7,
  closesWeekday: 1,
  closesHour: 0,
  minNetLoss: { UAH: 10_000, USD: 300, EUR: 300 },
  maxAmount: { UAH: 500_000, USD: 12_500, EUR: 12_500 },
  gameKinds: ['video-slot', 'classic-slot'],
  payout: 'real',
  bonusTemplateId: null,
  wageringMultiplier: 0,
  eligibility: { brands: [], currencies: [] },
  priority: 10,
  active: true,
};

/** Adds the demo programme unless it is there already (kept as operators left it). */
export async function seedDemoCashback(db: Db, programs: Pick<CashbackPrograms, 'add'>): Promise<void> {
  await programs.add(db, WEEKLY_SLOTS_CASHBACK);
}

/** The demo player (the phone one) whose last week shows a cashback to collect, and what they lost in it (minor units). */
const DEMO_HISTORY = {
  login: 'demophone',
  programSlug: WEEKLY_SLOTS_CASHBACK.slug,
  netLoss: 150_000,
} as const;

interface HistorySources {
  clock: Clock;
  repository: CashbackRepository;
  players: Pick<PlayerDirectory, 'findByLogin'>;
}

/**
 * Gives the demo player a week already closed with a net loss on slots, so the demo shows a cashback waiting to
 * be collected (a real week would take a week to close). Its amount follows the programme's terms; collecting it
 * moves real money through the ledger as any other. Only when the player has no cashback yet.
 */
export async function seedDemoCashbackHistory(db: Db, sources: HistorySources): Promise<void> {
  const { clock, repository } = sources;
  const [player, program] = await Promise.all([
    sources.players.findByLogin(DEMO_HISTORY.login, db),
    repository.programBySlug(db, DEMO_HISTORY.programSlug),
  ]);
  if (!player || !program) return;
  const currency = player.currency as Currency;
  if (await repository.hasAny(db, player.id)) return;
  const now = clock.now();
  const lastWeek = periodAt(program, new Date(periodAt(program, now).start.getTime() - 1));
  await repository.insert(db, {
    playerId: player.id,
    programId: program.id,
    currency,
    status: 'completed',
    periodStart: lastWeek.start,
    periodEnd: lastWeek.end,
    netLoss: DEMO_HISTORY.netLoss,
    amount: cashbackAmount(program, currency, DEMO_HISTORY.netLoss),
    createdAt: lastWeek.start,
    closedAt: lastWeek.end,
  });
}
