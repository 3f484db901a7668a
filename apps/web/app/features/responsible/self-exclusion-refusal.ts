import type { SelfExclusionRefusal } from '../../lib/api-client';
import type { ModalParams } from '../../lib/modals/modal-registry';
import type { ProtectionModal } from './protection-modals';

/** The `till` modal parameter of a permanent self-exclusion (the 444 answer's `details.till` is null). */
export const PERMANENT_TILL = 'permanent';

/** Calls about bonus money (promo codes give bonuses): refused to an excluded player, LudomanCashbackModal explains. */
const BONUS_CALL = /cashback|bonus|promo-code/i;

/**
 * The `till` parameter of the Ludoman modals from a refusal's details: the ISO end, `permanent`, or none when the
 * refusal did not say (the modal then reads the exclusion itself).
 */
export function tillParams(details: unknown): ModalParams {
  if (typeof details !== 'object' || details === null || !('till' in details)) return {};
  const { till } = details as { till: unknown };
  if (till === null) return { till: PERMANENT_TILL };
  return typeof till === 'string' && !Number.isNaN(Date.parse(till)) ? { till } : {};
}

/**
 * Which modal a 444 opens (spec sections 2 and 8): a refused cashback or bonus action explains that bonus money
 * waits for the exclusion to end; any other real-money action shows the Ludoman modal. Both with the till date.
 */
export function modalForSelfExclusion(refusal: SelfExclusionRefusal): ProtectionModal {
  const [pathname = ''] = refusal.path.split('?');
  return {
    name: BONUS_CALL.test(pathname) ? 'LudomanCashbackModal' : 'LudomanModal',
    params: tillParams(refusal.body.error.details),
  };
}
