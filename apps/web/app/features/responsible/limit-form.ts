import {
  type Currency,
  LIMIT_PERIODS,
  type LimitPeriod,
  type LimitType,
  MAX_MONEY_LIMIT,
  MAX_SESSION_MINUTES,
  type SelfLimit,
  type UpdateLimitsRequest,
} from '@casino/contracts';
import { majorAmountText, parseMajorAmount } from '../../lib/money/amount';

export type LimitInputError = 'invalid' | 'too_precise' | 'not_whole' | 'not_positive' | 'too_large';

/** What the player typed for one limit: an amount (minor units, or minutes for session time), none, or why not. */
export type LimitInput =
  | { ok: true; amount: number | null }
  | { ok: false; error: LimitInputError; max?: number };

/** The largest limit of a type and period: money has one absurdity bound, session time at most fills its period. */
export function limitMax(type: LimitType, period: LimitPeriod): number {
  return type === 'session' ? MAX_SESSION_MINUTES[period] : MAX_MONEY_LIMIT;
}

const WHOLE_MINUTES = /^\d+$/;
const FRACTIONAL_MINUTES = /^\d*[.,]\d+$/;

/**
 * Reads a limit field: empty is no limit; money is in major units of the player's currency ("500", "1 250,50"),
 * session time in whole minutes. Zero is refused rather than read as "no limit": the two mean opposite things.
 */
export function parseLimitInput(
  text: string,
  type: LimitType,
  period: LimitPeriod,
  currency: Currency,
): LimitInput {
  const trimmed = text.trim();
  if (trimmed === '') return { ok: true, amount: null };
  const max = limitMax(type, period);
  let amount: number;
  if (type === 'session') {
    if (FRACTIONAL_MINUTES.test(trimmed)) return { ok: false, error: 'not_whole' };
    if (!WHOLE_MINUTES.test(trimmed)) return { ok: false, error: 'invalid' };
    amount = Number(trimmed);
  } else {
    const parsed = parseMajorAmount(trimmed, currency);
    if (!parsed.ok) {
      if (parsed.error === 'too_large') return { ok: false, error: 'too_large', max };
      return { ok: false, error: parsed.error === 'too_precise' ? 'too_precise' : 'invalid' };
    }
    amount = parsed.minor;
  }
  if (amount === 0) return { ok: false, error: 'not_positive' };
  if (!Number.isSafeInteger(amount) || amount > max) return { ok: false, error: 'too_large', max };
  return { ok: true, amount };
}

/** A limit as its field shows it: "500" or "250,50" for money, minutes as they are, empty for none. */
export function limitInputText(
  amount: number | null,
  type: LimitType,
  currency: Currency,
  decimalSeparator: string,
): string {
  if (amount === null) return '';
  return type === 'session' ? String(amount) : majorAmountText(amount, currency, decimalSeparator);
}

/**
 * What asking for `requested` would do to a limit (RTS 12, as the server rules it): a tighter limit applies at once
 * (and drops any change waiting); a looser one or none waits out the 24-hour cooling-off. `none`: nothing to send —
 * the limit in force (the field as it was; a waiting change is cancelled by its own button), or the change already
 * waiting, which asked again would restart its wait.
 */
export type ChangeEffect = 'none' | 'immediate' | 'coolingOff';

export function changeEffect(
  limit: Pick<SelfLimit, 'amount' | 'pending'>,
  requested: number | null,
): ChangeEffect {
  if (requested === limit.amount) return 'none';
  if (requested !== null && (limit.amount === null || requested < limit.amount)) return 'immediate';
  if (limit.pending && limit.pending.amount === requested) return 'none';
  return 'coolingOff';
}

export type LimitChange = UpdateLimitsRequest['limits'][number];

export interface LimitPlan {
  /** The changes to send, all together: the server applies all of them or none. */
  changes: LimitChange[];
  /** Fields that cannot be sent as typed. */
  errors: Partial<Record<LimitPeriod, { error: LimitInputError; max?: number }>>;
  /** What each changed period will do once saved. */
  effects: Partial<Record<LimitPeriod, Exclude<ChangeEffect, 'none'>>>;
}

/** The changes one limit type's form asks for, from its fields (the limit in force when untouched). */
export function planLimitChanges(
  type: LimitType,
  limits: readonly SelfLimit[],
  texts: Readonly<Record<LimitPeriod, string>>,
  currency: Currency,
): LimitPlan {
  const plan: LimitPlan = { changes: [], errors: {}, effects: {} };
  for (const period of LIMIT_PERIODS) {
    const limit = limits.find((entry) => entry.type === type && entry.period === period);
    if (!limit) continue;
    const input = parseLimitInput(texts[period], type, period, currency);
    if (!input.ok) {
      plan.errors[period] = input.max === undefined ? { error: input.error } : input;
      continue;
    }
    const effect = changeEffect(limit, input.amount);
    if (effect === 'none') continue;
    plan.changes.push({ type, period, amount: input.amount });
    plan.effects[period] = effect;
  }
  return plan;
}

const CHANGE_FIELD = /^limits\.(\d+)(?:\.amount)?$/;

/**
 * The periods a 422 names (`limits.N.amount` is the N-th change sent), so each refusal shows under its own field.
 * The server refuses a field only for passing the limit's bound, which the form words itself.
 */
export function refusedPeriods(
  fields: Readonly<Record<string, string>>,
  sent: readonly LimitChange[],
): LimitPeriod[] {
  const periods = new Set<LimitPeriod>();
  for (const field of Object.keys(fields)) {
    const index = CHANGE_FIELD.exec(field)?.[1];
    const change = index === undefined ? undefined : sent[Number(index)];
    if (change) periods.add(change.period);
  }
  return [...periods];
}
