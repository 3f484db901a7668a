import type { ModalParams } from '../../../lib/modals/modal-registry';
import { usePlayerLimits } from '../api/player-limits';
import { readTill, type Till } from '../modal-params';

/** The exclusion's end as the modal was opened with it, or else as the player's protection settings say. */
export function useExclusionTill(params: ModalParams): Till {
  const given = readTill(params);
  const info = usePlayerLimits(given.kind === 'unknown');
  if (given.kind !== 'unknown') return given;
  const exclusion = info.data?.exclusion;
  if (!exclusion) return { kind: 'unknown' };
  return exclusion.till ? { kind: 'date', date: new Date(exclusion.till) } : { kind: 'permanent' };
}
