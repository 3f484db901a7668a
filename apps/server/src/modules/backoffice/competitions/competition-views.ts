import type { CompetitionState } from '@casino/contracts';
import type { CompetitionDetail, CompetitionSummary, CompetitionTerms } from '@casino/contracts/backoffice';
import type { FastifyInstance } from 'fastify';
import type { CompetitionDraft } from '../../competitions/index.ts';

export type CompetitionAdmin = FastifyInstance['competitions']['admin'];
export type CompetitionRow = Awaited<ReturnType<CompetitionAdmin['list']>>[number];

/**
 * Soon, active or closed as the operator reads it: by the dates, and closed as soon as the engine has begun closing
 * it (whatever the dates say).
 */
function stateOf(row: CompetitionRow, now: Date): CompetitionState {
  if (row.lifecycle !== 'scheduled' || now >= row.endsAt) return 'closed';
  return now < row.startsAt ? 'soon' : 'active';
}

function standingOf(row: CompetitionRow, now: Date) {
  return { lifecycle: row.lifecycle, state: stateOf(row, now), editable: row.lifecycle === 'scheduled' };
}

/** A competition's terms in the shape the console's form edits and sends back (dates as text). */
export function termsOf(row: CompetitionRow): CompetitionTerms {
  return {
    kind: row.kind,
    product: row.product,
    mode: row.mode,
    title: row.title,
    description: row.description,
    brands: row.brands,
    currencies: row.currencies,
    currency: row.currency,
    rates: row.rates,
    provider: row.provider,
    gameSlugs: row.gameSlugs,
    startsAt: row.startsAt.toISOString(),
    endsAt: row.endsAt.toISOString(),
    autoSubscribe: row.autoSubscribe,
    minBet: row.minBet,
    maxBet: row.maxBet,
    countsBonusMoney: row.countsBonusMoney,
    attempts: row.attempts,
    attemptRounds: row.attemptRounds,
    prizes: row.prizes,
    stages: row.stages,
    stagePoints: row.stagePoints,
    stagePrizes: row.stagePrizes,
    stageLotteryTicketPrizes: row.stageLotteryTicketPrizes,
    additionalPrizes: row.additionalPrizes,
    jackpot: row.jackpot,
    series: row.series,
    repeatDays: row.repeatDays,
  };
}

/** The console's terms as the engine keeps them: dates as dates. */
export function draftOf(slug: string, terms: CompetitionTerms): CompetitionDraft {
  return { slug, ...terms, startsAt: new Date(terms.startsAt), endsAt: new Date(terms.endsAt) };
}

export function competitionSummaryOf(row: CompetitionRow, now: Date): CompetitionSummary {
  return {
    id: row.id,
    slug: row.slug,
    kind: row.kind,
    mode: row.mode,
    title: row.title.en,
    startsAt: row.startsAt.toISOString(),
    endsAt: row.endsAt.toISOString(),
    ...standingOf(row, now),
    series: row.series,
    repeatDays: row.repeatDays,
    prizePlaces: Math.max(0, ...row.prizes.map((range) => range.toPlace)),
  };
}

export function competitionDetailOf(row: CompetitionRow, now: Date): CompetitionDetail {
  return {
    id: row.id,
    slug: row.slug,
    ...standingOf(row, now),
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
    finishedAt: row.finishedAt?.toISOString() ?? null,
    terms: termsOf(row),
  };
}
