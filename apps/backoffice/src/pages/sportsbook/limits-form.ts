import type { Currency } from '@casino/contracts';
import {
  type SportBetLimitsInput,
  type SportPlayerLimitsBody,
  sportBetLimitsSchema,
} from '@casino/contracts/backoffice';
import { majorText, type ParsedAmount, parseAmount } from '../../lib/amount';

/** A currency's bet limits, each at least the one before it (the server refuses any other order). */
export const LIMIT_FIELDS = [
  'minStake',
  'maxStake',
  'maxPayout',
  'maxEventPayout',
  'maxPlayerPayout',
] as const;
export type LimitField = (typeof LIMIT_FIELDS)[number];

/** The limits an operator may lower for one player: the minimum stake is the currency's for everyone. */
export const LOWERABLE_FIELDS = ['maxStake', 'maxPayout', 'maxEventPayout', 'maxPlayerPayout'] as const;
export type LowerableField = (typeof LOWERABLE_FIELDS)[number];

export const LIMIT_LABELS: Record<LimitField, { label: string; hint: string }> = {
  minStake: { label: 'Minimum stake', hint: 'The smallest stake of a bet' },
  maxStake: { label: 'Maximum stake', hint: 'The largest stake of a bet' },
  maxPayout: { label: 'Maximum payout', hint: 'What one bet may pay' },
  maxEventPayout: { label: 'Per match', hint: "What a player's open bets on one match may pay together" },
  maxPlayerPayout: { label: 'Per player', hint: "What a player's open bets may pay together" },
};

/** The largest amount the server takes for a limit (`limitAmount` in the contracts), in minor units. */
const MAX_LIMIT = 1e14;

/** An amount typed for a limit; a sign is refused in a limit's words (`parseAmount` speaks of a direction). */
function parseLimit(text: string, currency: Currency): ParsedAmount {
  if (/^\s*[-−–]/.test(text)) return { ok: false, message: 'A limit is more than zero.' };
  return parseAmount(text, currency, MAX_LIMIT);
}

/** Messages for the form's fields, keyed as the server keys its field errors (`maxStake`), so one map serves both. */
export type FormErrors = Record<string, string>;

export type LimitsDraft = Record<LimitField, string>;

/** A currency's limits as the operator edits them, in major units. */
export function limitsDraftOf(limits: Record<LimitField, number>, currency: Currency): LimitsDraft {
  return Object.fromEntries(
    LIMIT_FIELDS.map((field) => [field, majorText(limits[field], currency)]),
  ) as LimitsDraft;
}

/** The server's and the contract's lower-case messages (`at least the minimum stake`) as the form shows them. */
export function asSentence(message: string): string {
  const text = message.charAt(0).toUpperCase() + message.slice(1);
  return /[.!?]$/.test(text) ? text : `${text}.`;
}

/**
 * The limits the form describes, in minor units, or a message per field it cannot read or whose order the server
 * would refuse: the contract's own checks run here first, so the operator sees them before saving.
 */
export function limitsFromDraft(
  currency: Currency,
  draft: LimitsDraft,
): { ok: true; limits: SportBetLimitsInput } | { ok: false; errors: FormErrors } {
  const errors: FormErrors = {};
  const amounts: Partial<Record<LimitField, number>> = {};
  for (const field of LIMIT_FIELDS) {
    const parsed = parseLimit(draft[field], currency);
    if (parsed.ok) amounts[field] = parsed.minorUnits;
    else errors[field] = parsed.message;
  }
  if (Object.keys(errors).length > 0) return { ok: false, errors };
  const checked = sportBetLimitsSchema.safeParse({ currency, ...amounts });
  if (checked.success) return { ok: true, limits: checked.data };
  for (const issue of checked.error.issues) errors[issue.path.join('.')] ??= asSentence(issue.message);
  return { ok: false, errors };
}

export type PlayerLimitsDraft = Record<LowerableField, string>;

/** What is lowered for a player, in major units; a limit not lowered is left empty. */
export function playerLimitsDraftOf(
  lowered: Record<LowerableField, number | null> | null,
  currency: Currency,
): PlayerLimitsDraft {
  return Object.fromEntries(
    LOWERABLE_FIELDS.map((field) => {
      const amount = lowered?.[field] ?? null;
      return [field, amount === null ? '' : majorText(amount, currency)];
    }),
  ) as PlayerLimitsDraft;
}

/**
 * The lowered limits the form describes, in minor units: an empty field is null (the currency's limit applies), so
 * every field empty lifts the lowering. A message per field it cannot read.
 */
export function playerLimitsFromDraft(
  currency: Currency,
  draft: PlayerLimitsDraft,
): { ok: true; limits: Omit<SportPlayerLimitsBody, 'reason'> } | { ok: false; errors: FormErrors } {
  const errors: FormErrors = {};
  const limits: Omit<SportPlayerLimitsBody, 'reason'> = {
    maxStake: null,
    maxPayout: null,
    maxEventPayout: null,
    maxPlayerPayout: null,
  };
  for (const field of LOWERABLE_FIELDS) {
    if (draft[field].trim() === '') continue;
    const parsed = parseLimit(draft[field], currency);
    if (parsed.ok) limits[field] = parsed.minorUnits;
    else errors[field] = parsed.message;
  }
  return Object.keys(errors).length > 0 ? { ok: false, errors } : { ok: true, limits };
}

/** Whether lowered limits lower nothing: sent, they lift the lowering. */
export function liftsLowering(limits: Omit<SportPlayerLimitsBody, 'reason'>): boolean {
  return LOWERABLE_FIELDS.every((field) => limits[field] === null);
}
