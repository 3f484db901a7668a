import { openModal } from '../../lib/modals/modal-store';
import { readSessionValue, writeSessionValue } from './session-flags';

const PARTNER_LINK_KEY = 'partnerBonusLink';

/**
 * `show-partner-bonus` and `get-partner-bonus` (spec section 2): the visitor came through a partner, whose bonus
 * (category gambling_partners) becomes theirs with an account. A guest is invited to register
 * (PartnerRegistrationPopup, the partner-bonus guest popup of spec section 6). Showing and loading the bonus
 * for a player is the bonuses capability's PartnerBonusModal; until it exists the visit is only remembered.
 */
export function handlePartnerBonusLink(isGuest: boolean): void {
  writeSessionValue(PARTNER_LINK_KEY, '1');
  if (isGuest) openModal('PartnerRegistrationPopup');
}

/**
 * Whether a partner bonus of the gambling_partners category waits for this visitor. Bonuses are not part of the
 * site yet, so a partner link's visit in this browser session stands for it.
 */
export function hasPartnerBonus(): boolean {
  return readSessionValue(PARTNER_LINK_KEY) !== null;
}

/**
 * `popup=start-chain`: the welcome chain (WelcomeQuestModal, its steps and which are done) for a player, unless a
 * partner bonus takes its place.
 */
export function openStartChain(): void {
  if (!hasPartnerBonus()) openModal('WelcomeQuestModal');
}
