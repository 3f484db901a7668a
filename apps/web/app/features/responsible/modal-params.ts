import { type SelfLimitBlock, selfLimitBlockSchema } from '@casino/contracts';
import type { ModalParams } from '../../lib/modals/modal-registry';
import { PERMANENT_TILL } from './self-exclusion-refusal';

export type Till = { kind: 'date'; date: Date } | { kind: 'permanent' } | { kind: 'unknown' };

/** The Ludoman modals' `till`: an end date, permanent, or not given (a bare `openModal` deep link). */
export function readTill(params: ModalParams): Till {
  if (params.till === PERMANENT_TILL) return { kind: 'permanent' };
  const time = params.till ? Date.parse(params.till) : Number.NaN;
  return Number.isNaN(time) ? { kind: 'unknown' } : { kind: 'date', date: new Date(time) };
}

const NUMERIC_FIELDS = ['limit', 'left'] as const;

/** SelfLimitBlockModal's parameters from a refusal's details; none when they are not a self-limit block. */
export function selfLimitParams(details: unknown): ModalParams {
  const parsed = selfLimitBlockSchema.safeParse(details);
  if (!parsed.success) return {};
  const { type, period, limit, left, resetsAt } = parsed.data;
  return { type, period, limit: String(limit), left: String(left), resetsAt };
}

/** The block SelfLimitBlockModal shows, or null when its parameters do not describe one. */
export function readSelfLimitBlock(params: ModalParams): SelfLimitBlock | null {
  const numbers = Object.fromEntries(
    NUMERIC_FIELDS.map((field) => [field, params[field] === undefined ? undefined : Number(params[field])]),
  );
  const parsed = selfLimitBlockSchema.safeParse({ ...params, ...numbers });
  return parsed.success ? parsed.data : null;
}
