import type { Freebet } from '@casino/contracts';
import { useAppData } from '../../../lib/app-data';
import { useFreebets } from '../../../lib/freebets';
import { combinationCount } from '../odds';
import { fittingFreebets, freebetInUse, type OddsFit, oddsFit } from './freebet-rules';
import type { SlipKind } from './slip-rules';

export interface SlipFreebet {
  /** The player's free bets the slip may offer (none for a guest, or before they are read). */
  fitting: Freebet[];
  /** The one the stake is paid with, or null for the player's own money. */
  freebet: Freebet | null;
  /** Whether the slip's odds reach its minimum (null without a free bet). */
  fit: OddsFit | null;
}

/**
 * The slip's free bets: the player's, read once and again whenever a bonus moves or a bet takes one. `systemSize`
 * is a system bet's (null for any other kind).
 */
export function useSlipFreebet(
  kind: SlipKind,
  odds: readonly number[],
  systemSize: number | null,
  chosenId: number | null,
): SlipFreebet {
  const { currency } = useAppData().appMain.player;
  const freebets = useFreebets().data ?? [];
  const combinations = systemSize === null ? 1 : combinationCount(odds.length, systemSize);
  // The list is read in the browser only, so the time it is checked against never differs from a server render.
  const fitting = fittingFreebets(freebets, kind, currency, Date.now(), combinations);
  const freebet = freebetInUse(chosenId, fitting);
  return { fitting, freebet, fit: freebet ? oddsFit(freebet, odds, systemSize) : null };
}
