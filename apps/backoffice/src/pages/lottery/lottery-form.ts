import {
  LOTTERY_TICKET_KINDS,
  type LocalizedText,
  type LotteryLevel,
  type LotteryTerms,
  type LotteryTicketKind,
} from '@casino/contracts';
import { lotteryTermsFormSchema } from '@casino/contracts/backoffice';
import {
  type AmountsForm,
  amountsFormOf,
  amountsOf,
  type ChancePrizeForm,
  chancePrizeFormOf,
  chancePrizeOf,
} from '../../lib/chance-prize-form';
import { FormReader } from '../../lib/form-reader';

/** Field errors keyed as the server keys them (`terms.levels.0.prizes.2.weight`), so one map serves both. */
export type FormErrors = Record<string, string>;

export interface PriceForm {
  stars: string;
  money: AmountsForm;
}

export interface LevelPrizeForm extends ChancePrizeForm {
  id: string;
  weight: string;
  costTickets: string;
}

export interface LevelForm {
  id: number;
  title: LocalizedText;
  ticketKind: LotteryTicketKind;
  winners: string;
  randomCostTickets: string;
  drawPrize: ChancePrizeForm;
  prizes: LevelPrizeForm[];
}

/** The editor's state: every field as the operator types it, money in major units. */
export interface LotteryForm {
  title: LocalizedText;
  enabled: boolean;
  costTickets: Record<LotteryTicketKind, PriceForm>;
  starStake: AmountsForm;
  weekdays: number[];
  timeUtc: string;
  levels: LevelForm[];
}

/** The contract's bounds, so the form names them before the server does. */
const MAX_STARS = 1_000_000;
const MAX_WINNERS = 1000;
const MAX_TICKETS = 1000;
const MAX_WEIGHT = 1_000_000;
const MAX_PRIZE_ID = 1_000_000;

function levelFormOf(level: LotteryLevel): LevelForm {
  return {
    id: level.id,
    title: level.title,
    ticketKind: level.ticketKind,
    winners: String(level.winners),
    randomCostTickets: String(level.randomCostTickets),
    drawPrize: chancePrizeFormOf(level.drawPrize),
    prizes: level.prizes.map((row) => ({
      ...chancePrizeFormOf(row.prize),
      id: String(row.id),
      weight: String(row.weight),
      costTickets: String(row.costTickets),
    })),
  };
}

export function formOf(terms: LotteryTerms): LotteryForm {
  const price = (kind: LotteryTicketKind): PriceForm => ({
    stars: terms.costTickets[kind].stars === null ? '' : String(terms.costTickets[kind].stars),
    money: amountsFormOf(terms.costTickets[kind].money),
  });
  return {
    title: terms.title,
    enabled: terms.enabled,
    costTickets: { super: price('super'), gold: price('gold'), regular: price('regular') },
    starStake: amountsFormOf(terms.starStake),
    weekdays: [...terms.schedule.weekdays].sort((a, b) => a - b),
    timeUtc: terms.schedule.timeUtc,
    levels: terms.levels.map(levelFormOf),
  };
}

/** A prize row the operator adds: no prize yet, one ticket, weight 1, its id one above the lottery's highest. */
export function blankLevelPrize(form: LotteryForm): LevelPrizeForm {
  const ids = form.levels.flatMap((level) => level.prizes.map((row) => Number(row.id) || 0));
  return {
    ...chancePrizeFormOf(undefined),
    id: String(Math.max(0, ...ids) + 1),
    weight: '1',
    costTickets: '1',
  };
}

function levelOf(read: FormReader, level: LevelForm, index: number): LotteryLevel {
  const field = `terms.levels.${index}`;
  return {
    id: level.id,
    title: read.text(`${field}.title`, level.title),
    ticketKind: level.ticketKind,
    winners: read.required(`${field}.winners`, level.winners, 0, MAX_WINNERS),
    randomCostTickets: read.required(`${field}.randomCostTickets`, level.randomCostTickets, 1, MAX_TICKETS),
    drawPrize: chancePrizeOf(read, level.drawPrize, `${field}.drawPrize`),
    prizes: level.prizes.map((row, prizeIndex) => {
      const prizeField = `${field}.prizes.${prizeIndex}`;
      return {
        id: read.required(`${prizeField}.id`, row.id, 1, MAX_PRIZE_ID),
        prize: chancePrizeOf(read, row, `${prizeField}.prize`),
        weight: read.required(`${prizeField}.weight`, row.weight, 1, MAX_WEIGHT),
        costTickets: read.required(`${prizeField}.costTickets`, row.costTickets, 1, MAX_TICKETS),
      };
    }),
  };
}

/**
 * The terms the form describes, as the change call takes them, or the fields it cannot read or that break the
 * contract's rules (the same rules the server checks). Whether a bonus template exists the server checks on save.
 */
export function termsFromForm(
  form: LotteryForm,
): { ok: true; terms: LotteryTerms } | { ok: false; errors: FormErrors } {
  const read = new FormReader();
  const price = (kind: LotteryTicketKind) => ({
    stars: read.whole(`terms.costTickets.${kind}.stars`, form.costTickets[kind].stars, 1, MAX_STARS),
    money: amountsOf(read, `terms.costTickets.${kind}.money`, form.costTickets[kind].money),
  });
  const terms: LotteryTerms = {
    title: read.text('terms.title', form.title),
    enabled: form.enabled,
    costTickets: { super: price('super'), gold: price('gold'), regular: price('regular') },
    starStake: amountsOf(read, 'terms.starStake', form.starStake),
    schedule: { weekdays: form.weekdays, timeUtc: form.timeUtc.trim() },
    levels: form.levels.map((level, index) => levelOf(read, level, index)),
  };
  const errors = { ...read.errors };
  const checked = lotteryTermsFormSchema.safeParse(terms);
  for (const issue of checked.success ? [] : checked.error.issues) {
    errors[['terms', ...issue.path].join('.')] ??= issue.message;
  }
  return Object.keys(errors).length > 0 ? { ok: false, errors } : { ok: true, terms };
}

/** The ticket kinds, super first, as the console lists them. */
export const KINDS_SHOWN: LotteryTicketKind[] = [...LOTTERY_TICKET_KINDS].reverse();
