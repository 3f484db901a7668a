import type { ChanceDraw } from '@casino/contracts';
import type { ChanceDrawKind, ChanceFields } from './verify-chance-draw';

/** What the chance form is filled with for one of the player's draws: the kind to verify and its fields. */
export interface DrawVerifyTarget {
  kind: ChanceDrawKind;
  fields: ChanceFields;
}

/** The recorded odds table's lines that carry a weight (a wheel's segments, a chest's or a lottery level's prizes). */
function weightsOf(lines: unknown): string | null {
  if (!Array.isArray(lines)) return null;
  const weights = lines.map((line) => (line as { weight?: unknown } | null)?.weight);
  return weights.every((weight) => Number.isSafeInteger(weight)) ? weights.join(',') : null;
}

/** The stake's tickets a trigger's draw recorded. */
function ticketsOf(draw: ChanceDraw): string {
  const { tickets } = draw.outcome;
  return Number.isSafeInteger(tickets) ? String(tickets) : '';
}

/** A draw's kind on the form and the table its weights or tickets come from, by the feature that drew it. */
function kindAndOdds(draw: ChanceDraw): Pick<ChanceFields, 'weights' | 'tickets'> & { kind: ChanceDrawKind } {
  switch (draw.feature) {
    case 'dice':
      return { kind: 'dice', weights: '', tickets: '' };
    case 'wheel':
      return { kind: 'wheel', weights: weightsOf(draw.oddsTable.segments) ?? '', tickets: '' };
    case 'chests':
    case 'loot-box':
    case 'lottery':
      // A chest's prize and a lottery level's prize for tickets are the same weighted pick as a wheel's segment.
      return { kind: 'chest', weights: weightsOf(draw.oddsTable.prizes) ?? '', tickets: '' };
    case 'prize-drop':
    case 'star-drop': {
      // The trigger, then the prize from those left per line as the draw recorded them (a star drop has none).
      const left = draw.oddsTable.prizesLeft;
      return {
        kind: 'drop',
        weights: Array.isArray(left) ? left.join(',') : '',
        tickets: ticketsOf(draw),
      };
    }
    default:
      // A jackpot's trigger: a ticket below 10^9, won when the stake held it.
      return { kind: 'jackpot', weights: '', tickets: ticketsOf(draw) };
  }
}

/** The chance form filled for a draw of the player's, the server seed too once it has been revealed. */
export function drawVerifyTarget(draw: ChanceDraw): DrawVerifyTarget {
  const { kind, weights, tickets } = kindAndOdds(draw);
  return {
    kind,
    fields: {
      serverSeed: draw.serverSeed ?? '',
      serverSeedHash: draw.serverSeedHash,
      clientSeed: draw.clientSeed,
      nonce: String(draw.nonce),
      weights,
      tickets,
    },
  };
}
