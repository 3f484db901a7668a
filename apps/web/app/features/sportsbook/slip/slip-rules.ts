import {
  MAX_EXPRESS_SELECTIONS,
  MAX_SYSTEM_SELECTIONS,
  MIN_SYSTEM_SELECTIONS,
  ODDS_POLICIES,
  type OddsPolicy,
  type PlaceSportBetBody,
  type SportBet,
  type SportEventResponse,
  type SportEventSummary,
  type SportKey,
  type SportMarket,
} from '@casino/contracts';
import { policyAccepts } from '../odds';
import { isSportKey } from '../sportsbook-path';

/**
 * The bet slip's rules, without React: what a selection is, how one is added or taken away, whether the slip makes
 * a single, an express or a system bet (two selections of one match never combine: their outcomes are related, and
 * the server refuses them), the request it sends, and how the catalogue's newest prices and a refusal's prices change it.
 */

export interface SlipSelection {
  eventId: string;
  sport: SportKey;
  /** The match as the page showed it when the selection was added; the slip names it afresh from the catalogue. */
  home: string;
  away: string;
  tournament: string;
  /** ISO 8601. */
  scheduledAt: string;
  market: string;
  specifiers: Record<string, string>;
  outcome: string;
  /** The price the player has accepted, which the bet is placed at. */
  odds: number;
}

export interface Slip {
  selections: SlipSelection[];
  /** The stake as the player typed it, in major units. */
  stake: string;
  policy: OddsPolicy;
  /**
   * The system bet the player chose (how many selections each combination takes), or null for an express. Kept
   * while the slip cannot be a system bet, so it comes back with a third selection (`systemSizeOf`).
   */
  systemSize: number | null;
  /**
   * The player's free bet chosen to pay the stake (its player bonus id), or null for their own money. Kept while
   * the free bet does not fit the slip (another kind of bet), so it comes back when the slip fits it again.
   */
  freebetId: number | null;
  /**
   * The placement attempt in flight or to retry: its reference id is sent again while the request is the same
   * (an answer that never came), and forgotten once the server has answered.
   */
  attempt: Attempt | null;
  /**
   * The player chose to place one single per selection (from two selections on) instead of combining them. Kept
   * while the slip holds one selection, so it comes back with a second.
   */
  singles: boolean;
  /** A selection's own stake for its single, by selection key; a selection without one takes `stake`. */
  singleStakes: Record<string, string>;
  /** Each single's attempt, by selection key: as `attempt`, one reference id per single. */
  singleAttempts: Record<string, Attempt>;
}

/** A request sent under a reference id: the same fingerprint is the same attempt, sent again under that id. */
export interface Attempt {
  fingerprint: string;
  referenceId: string;
}

export const DEFAULT_ODDS_POLICY: OddsPolicy = 'higher';
export const EMPTY_SLIP: Slip = {
  selections: [],
  stake: '',
  policy: DEFAULT_ODDS_POLICY,
  systemSize: null,
  freebetId: null,
  attempt: null,
  singles: false,
  singleStakes: {},
  singleAttempts: {},
};

type MarketRef = Pick<SlipSelection, 'eventId' | 'market' | 'specifiers'>;

/** The selection a price button adds: the match as shown, the market's line, the outcome at its price. */
export function selectionFrom(
  event: Pick<SportEventSummary, 'id' | 'sport' | 'home' | 'away' | 'tournament' | 'scheduledAt'>,
  market: Pick<SportMarket, 'type' | 'specifiers'>,
  outcome: { id: string; odds: number },
): SlipSelection {
  return {
    eventId: event.id,
    sport: event.sport,
    home: event.home.name,
    away: event.away.name,
    tournament: event.tournament.name,
    scheduledAt: event.scheduledAt,
    market: market.type,
    specifiers: { ...market.specifiers },
    outcome: outcome.id,
    odds: outcome.odds,
  };
}

/** Specifiers in one order, so `{hcp, total}` and `{total, hcp}` are the same line. */
export function specifiersKey(specifiers: Record<string, string>): string {
  return Object.keys(specifiers)
    .sort()
    .map((name) => `${name}=${specifiers[name]}`)
    .join('&');
}

export function marketKey(market: MarketRef): string {
  return `${market.eventId}|${market.market}|${specifiersKey(market.specifiers)}`;
}

/** One outcome of one line of one match. */
export function selectionKey(selection: MarketRef & Pick<SlipSelection, 'outcome'>): string {
  return `${marketKey(selection)}|${selection.outcome}`;
}

/** Adds the selection, or takes it away when it is already in the slip (a price button toggles). */
export function toggleSelection(slip: Slip, selection: SlipSelection): Slip {
  const key = selectionKey(selection);
  if (slip.selections.some((item) => selectionKey(item) === key)) return removeSelection(slip, key);
  if (slip.selections.length >= MAX_EXPRESS_SELECTIONS) return slip;
  return { ...slip, selections: [...slip.selections, selection], attempt: null };
}

export function removeSelection(slip: Slip, key: string): Slip {
  const { [key]: _stake, ...singleStakes } = slip.singleStakes;
  const { [key]: _attempt, ...singleAttempts } = slip.singleAttempts;
  return {
    ...slip,
    selections: slip.selections.filter((item) => selectionKey(item) !== key),
    attempt: null,
    singleStakes,
    singleAttempts,
  };
}

export type SlipKind = 'empty' | 'single' | 'express' | 'system' | 'conflict' | 'singles';

/** Whether the slip is placed as one single per selection: the player's choice, from two selections on. */
export function isSinglesSlip(slip: Pick<Slip, 'selections' | 'singles'>): boolean {
  return slip.singles && slip.selections.length >= 2;
}

/** The matches with more than one selection in the slip. */
export function conflictingEvents(selections: readonly Pick<SlipSelection, 'eventId'>[]): Set<string> {
  const seen = new Set<string>();
  const twice = new Set<string>();
  for (const { eventId } of selections) {
    if (seen.has(eventId)) twice.add(eventId);
    seen.add(eventId);
  }
  return twice;
}

/** One selection is a single; more, each of another match, an express; two of one match cannot be placed. */
export function slipKind(selections: readonly Pick<SlipSelection, 'eventId'>[]): SlipKind {
  if (selections.length === 0) return 'empty';
  if (selections.length === 1) return 'single';
  return conflictingEvents(selections).size > 0 ? 'conflict' : 'express';
}

/**
 * The system sizes a slip of `count` selections of different matches may be placed as, the server's rule: 3 to
 * MAX_SYSTEM_SELECTIONS selections, each combination taking 2 to all but one of them.
 */
export function systemSizes(count: number): number[] {
  if (count < MIN_SYSTEM_SELECTIONS || count > MAX_SYSTEM_SELECTIONS) return [];
  return Array.from({ length: count - 2 }, (_, index) => index + 2);
}

/**
 * The system size the slip is placed with: the player's choice while the slip may be a system bet, brought within
 * the sizes it allows (4 of 5 becomes 3 of 4 when a selection goes); null makes it a single or an express.
 */
export function systemSizeOf(
  slip: Pick<Slip, 'selections' | 'systemSize'> & Partial<Pick<Slip, 'singles'>>,
): number | null {
  const sizes = systemSizes(slip.selections.length);
  const largest = sizes.at(-1);
  if (
    slip.systemSize === null ||
    largest === undefined ||
    slip.singles === true ||
    conflictingEvents(slip.selections).size > 0
  ) {
    return null;
  }
  return Math.min(slip.systemSize, largest);
}

/**
 * The request the slip places (without its reference id); with a free bet, `stake` is its whole amount and the
 * free bet is named, which makes it another attempt than the same slip on the player's money.
 */
export function betRequest(
  slip: Pick<Slip, 'selections' | 'policy' | 'systemSize'>,
  stake: number,
  freebetId: number | null = null,
): Omit<PlaceSportBetBody, 'referenceId'> {
  const systemSize = systemSizeOf(slip);
  const type = systemSize !== null ? 'system' : slip.selections.length === 1 ? 'single' : 'express';
  return {
    type,
    ...(systemSize === null ? {} : { systemSize }),
    stake,
    oddsPolicy: slip.policy,
    selections: slip.selections.map((selection) => ({
      eventId: selection.eventId,
      market: selection.market,
      specifiers: selection.specifiers,
      outcome: selection.outcome,
      odds: selection.odds,
    })),
    ...(freebetId === null ? {} : { freebetId }),
  };
}

/** A request's identity: the same fingerprint is the same attempt, which keeps its reference id. */
export function requestFingerprint(request: Omit<PlaceSportBetBody, 'referenceId'>): string {
  return JSON.stringify({
    ...request,
    selections: request.selections.map((selection) => ({
      ...selection,
      specifiers: specifiersKey(selection.specifiers),
    })),
  });
}

/** A fresh reference id for a new attempt: 32 random hex digits. */
export function newReferenceId(random: () => string = () => crypto.randomUUID()): string {
  return random().replaceAll('-', '');
}

/** The slip with the reference id its request is sent under: the attempt's own when it is a retry. */
export function withAttempt(slip: Slip, fingerprint: string, referenceId = newReferenceId()): Slip {
  if (slip.attempt?.fingerprint === fingerprint) return slip;
  return { ...slip, attempt: { fingerprint, referenceId } };
}

/** How a selection stands in the catalogue now. */
export type SelectionState =
  /** Not read yet: the slip's own price stands. */
  | { status: 'loading' }
  | { status: 'open'; odds: number }
  /** The market is stopped for a moment (a goal, a review): not placeable now. */
  | { status: 'suspended' }
  /** The match, the market or the line is no longer offered. */
  | { status: 'closed' };

type CatalogueEvent = SportEventResponse['data'];

/** A selection against its match as the catalogue has it (undefined: not read yet; null: no such match). */
export function selectionState(
  selection: SlipSelection,
  event: CatalogueEvent | null | undefined,
): SelectionState {
  if (event === undefined) return { status: 'loading' };
  if (event === null || (event.status !== 'not_started' && event.status !== 'live'))
    return { status: 'closed' };
  const key = specifiersKey(selection.specifiers);
  const market = event.markets.find(
    (item) => item.type === selection.market && specifiersKey(item.specifiers) === key,
  );
  if (!market) return { status: 'closed' };
  const outcome = market.outcomes.find((item) => item.id === selection.outcome);
  if (!outcome) return { status: 'closed' };
  if (market.status === 'suspended') return { status: 'suspended' };
  if (market.status !== 'active') return { status: 'closed' };
  return outcome.active ? { status: 'open', odds: outcome.odds } : { status: 'suspended' };
}

export interface SlipReview {
  kind: SlipKind;
  /** A system bet's size (`systemSizeOf`), null for any other kind. */
  systemSize: number | null;
  /** The matches with more than one selection: those selections are marked. */
  conflicts: Set<string>;
  /** Moved prices the player's policy takes without asking, by selection key: the slip takes them at once. */
  acceptedMoves: Map<string, number>;
  /** Moved prices beyond the policy, by selection key: the player confirms them before placing. */
  unconfirmed: Map<string, number>;
  /** Selections that cannot be placed now (suspended, or no longer offered). */
  unavailable: number;
}

/** The slip against the catalogue's newest reading of each selection (`states`, in the slip's order). */
export function reviewSlip(
  slip: Pick<Slip, 'selections' | 'policy' | 'systemSize'> & Partial<Pick<Slip, 'singles'>>,
  states: readonly SelectionState[],
): SlipReview {
  const acceptedMoves = new Map<string, number>();
  const unconfirmed = new Map<string, number>();
  let unavailable = 0;
  slip.selections.forEach((selection, index) => {
    const state = states[index] ?? { status: 'loading' };
    if (state.status === 'suspended' || state.status === 'closed') unavailable += 1;
    if (state.status !== 'open' || state.odds === selection.odds) return;
    const moves = policyAccepts(slip.policy, selection.odds, state.odds) ? acceptedMoves : unconfirmed;
    moves.set(selectionKey(selection), state.odds);
  });
  const systemSize = systemSizeOf(slip);
  const singles = slip.singles === true && slip.selections.length >= 2;
  return {
    kind: singles ? 'singles' : systemSize === null ? slipKind(slip.selections) : 'system',
    systemSize,
    // Singles of one match are separate bets: nothing to mark.
    conflicts: singles ? new Set() : conflictingEvents(slip.selections),
    acceptedMoves,
    unconfirmed,
    unavailable,
  };
}

/** The slip with each selection's price set to what `priceOf` says (null leaves it), the attempt forgotten. */
export function withPrices(slip: Slip, priceOf: (selection: SlipSelection) => number | null): Slip {
  let changed = false;
  const selections = slip.selections.map((selection) => {
    const odds = priceOf(selection);
    if (odds === null || odds === selection.odds) return selection;
    changed = true;
    return { ...selection, odds };
  });
  return changed ? { ...slip, selections, attempt: null } : slip;
}

/** After an `odds_changed` refusal: the slip at the prices the market offered (each selection's `currentOdds`). */
export function withRefusedPrices(slip: Slip, bet: Pick<SportBet, 'selections'>): Slip {
  const offered = new Map(
    bet.selections.flatMap((selection) =>
      typeof selection.currentOdds === 'number'
        ? [[selectionKey(selectionRef(selection)), selection.currentOdds]]
        : [],
    ),
  );
  return withPrices(slip, (selection) => offered.get(selectionKey(selection)) ?? null);
}

function selectionRef(selection: SportBet['selections'][number]) {
  return {
    eventId: selection.eventId,
    market: selection.market,
    specifiers: selection.specifiers,
    outcome: selection.outcome,
  };
}

/** The slip kept in the browser, read back; anything that is not a slip reads as an empty one. */
export function parseSlip(text: string | null): Slip {
  if (!text) return EMPTY_SLIP;
  try {
    const value = JSON.parse(text) as Partial<Slip>;
    const selections = Array.isArray(value.selections)
      ? value.selections.filter(isSelection).slice(0, MAX_EXPRESS_SELECTIONS)
      : [];
    const policy = ODDS_POLICIES.find((item) => item === value.policy) ?? DEFAULT_ODDS_POLICY;
    const attempt = attemptOf(value.attempt);
    const freebetId =
      Number.isSafeInteger(value.freebetId) && (value.freebetId as number) > 0
        ? (value.freebetId as number)
        : null;
    const systemSize =
      Number.isSafeInteger(value.systemSize) && (value.systemSize as number) >= 2
        ? (value.systemSize as number)
        : null;
    return {
      selections,
      stake: typeof value.stake === 'string' ? value.stake : '',
      policy,
      systemSize,
      freebetId,
      attempt,
      singles: value.singles === true,
      singleStakes: recordOf(value.singleStakes, (item) => (typeof item === 'string' ? item : null)),
      singleAttempts: recordOf(value.singleAttempts, attemptOf),
    };
  } catch {
    return EMPTY_SLIP;
  }
}

function attemptOf(value: unknown): Attempt | null {
  if (typeof value !== 'object' || value === null) return null;
  const { fingerprint, referenceId } = value as Record<string, unknown>;
  return typeof fingerprint === 'string' && typeof referenceId === 'string'
    ? { fingerprint, referenceId }
    : null;
}

/** A stored object's entries that `read` accepts; anything else reads as empty. */
function recordOf<T>(value: unknown, read: (item: unknown) => T | null): Record<string, T> {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return {};
  const entries = Object.entries(value).flatMap(([key, item]) => {
    const parsed = read(item);
    return parsed === null ? [] : [[key, parsed] as const];
  });
  return Object.fromEntries(entries);
}

function isSelection(value: unknown): value is SlipSelection {
  if (typeof value !== 'object' || value === null) return false;
  const item = value as Record<string, unknown>;
  const strings = ['eventId', 'home', 'away', 'tournament', 'scheduledAt', 'market', 'outcome'];
  return (
    strings.every((name) => typeof item[name] === 'string') &&
    typeof item.sport === 'string' &&
    isSportKey(item.sport) &&
    Number.isSafeInteger(item.odds) &&
    typeof item.specifiers === 'object' &&
    item.specifiers !== null &&
    Object.values(item.specifiers).every((part) => typeof part === 'string')
  );
}
