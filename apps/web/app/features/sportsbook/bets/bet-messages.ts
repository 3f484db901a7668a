import type { CashOutRefusal, SportBet, SportBetType } from '@casino/contracts';
import type { ApiErrorCode } from '../../../lib/api-client';
import { type Label, message } from '../label';

/** Why the server refused a bet, in plain words; a limit's amount is formatted by the caller. */
export function rejectionLabel(
  rejection: NonNullable<SportBet['rejection']>,
  money: (minor: number) => string,
): Label {
  const values = rejection.limit === undefined ? undefined : { limit: money(rejection.limit) };
  return message(`sportsbook.rejection.${rejection.reason}`, values);
}

/** What the slip does about a refused placement (an HTTP error rather than a stored rejection). */
export type PlacementFailure =
  /** Player protection shows the Ludoman modal itself (any 444): nothing more to say here. */
  | { kind: 'protection' }
  /** The session is gone: the site reloads the player and the guest is asked to log in. */
  | { kind: 'unauthorized'; label: Label }
  /** A message, with what the player can do about it. */
  | {
      kind: 'message';
      label: Label;
      action: 'deposit' | 'taxId' | 'completeRegistration' | 'selfLimit' | null;
    }
  /** No answer came: the same attempt may be sent again under its reference id. */
  | { kind: 'retry'; label: Label };

const WORDED = new Set<ApiErrorCode>([
  'insufficient_funds',
  'self_limit_reached',
  'registration_incomplete',
  'tax_id_required',
  'sport_bet_invalid',
  'sport_event_not_found',
  'sport_betting_unavailable',
  'idempotency_conflict',
  'rate_limited',
  // A free bet used or ended meanwhile, or one whose terms the bet does not meet (decision 033).
  'freebet_not_found',
  'freebet_not_applicable',
]);

const ACTIONS: Partial<Record<ApiErrorCode, 'deposit' | 'taxId' | 'completeRegistration' | 'selfLimit'>> = {
  insufficient_funds: 'deposit',
  tax_id_required: 'taxId',
  registration_incomplete: 'completeRegistration',
  self_limit_reached: 'selfLimit',
};

/**
 * A failed placement by its status and code. No answer (status 0) or a server failure (5xx) may be retried under
 * the same reference id: the bet may exist, and sending the same attempt again answers with it.
 */
export function placementFailure(status: number, code: ApiErrorCode): PlacementFailure {
  if (code === 'self_excluded' || status === 444) return { kind: 'protection' };
  if (status === 401 || code === 'unauthorized') {
    return { kind: 'unauthorized', label: message('sportsbook.errors.unauthorized') };
  }
  if (status === 0 || status >= 500) {
    const key = code === 'timeout' || code === 'network' ? code : 'unknown';
    return { kind: 'retry', label: message(`sportsbook.errors.${key}`) };
  }
  const worded = WORDED.has(code);
  return {
    kind: 'message',
    label: message(`sportsbook.errors.${worded ? code : 'unknown'}`),
    action: ACTIONS[code] ?? null,
  };
}

/** Why a bet cannot be cashed out now. */
export function cashOutRefusalLabel(refusal: CashOutRefusal | null): Label {
  return message(`sportsbook.cashOut.refusal.${refusal ?? 'not_offered'}`);
}

/** "Single", "Express · 3", "System 2/3". */
export function betTypeLabel(type: SportBetType, count: number, systemSize: number | null): Label {
  if (type === 'express') return message('sportsbook.betType.express', { count });
  if (type === 'system') return message('sportsbook.betType.system', { size: systemSize ?? 0, count });
  return message('sportsbook.betType.single');
}

/** What a bet shows as its state: a placement state while it is not accepted, else how it stands. */
export function betStateLabel(bet: Pick<SportBet, 'status' | 'outcome'>): { label: Label; tone: BetTone } {
  if (bet.status === 'pending')
    return { label: message('sportsbook.myBets.status.pending'), tone: 'pending' };
  if (bet.status === 'rejected')
    return { label: message('sportsbook.myBets.status.rejected'), tone: 'muted' };
  return { label: message(`sportsbook.myBets.outcome.${bet.outcome}`), tone: OUTCOME_TONES[bet.outcome] };
}

export type BetTone = 'pending' | 'open' | 'won' | 'lost' | 'muted';

const OUTCOME_TONES: Record<SportBet['outcome'], BetTone> = {
  open: 'open',
  won: 'won',
  lost: 'lost',
  void: 'muted',
  cashed_out: 'won',
};

/**
 * A single or an express still riding may be cashed out; system bets are not offered one, nor a free bet's (its
 * winnings are not sold back, decision 033).
 */
export function mayCashOut(
  bet: Pick<SportBet, 'type' | 'status' | 'outcome' | 'stake' | 'cashedOutStake' | 'freebet'>,
): boolean {
  return (
    !bet.freebet &&
    bet.type !== 'system' &&
    bet.status === 'accepted' &&
    bet.outcome === 'open' &&
    bet.stake > bet.cashedOutStake
  );
}
