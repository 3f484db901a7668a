import type { Language } from '@casino/contracts';
import { PARTNER_REGISTRATION_SOURCE } from '@casino/contracts';
import { fetchPartnerOffer } from '../../lib/bonus-offer-endpoints';
import { openModal } from '../../lib/modals/modal-store';
import { readSessionValue, writeSessionValue } from './session-flags';

const PARTNER_LINK_KEY = 'partnerBonusLink';

/**
 * `show-partner-bonus` and `get-partner-bonus` (spec section 2): the visitor came through a gambling partner. A
 * guest is invited to register (PartnerRegistrationPopup, the partner-bonus guest popup of spec section 6) and,
 * whenever they do in this browser session, registers from the partner, whose bonus is offered to them once their
 * registration completes. A player sees the partner's bonus (PartnerBonusModal), its terms before taking it.
 */
export function handlePartnerBonusLink(isGuest: boolean): void {
  if (!isGuest) {
    openModal('PartnerBonusModal');
    return;
  }
  writeSessionValue(PARTNER_LINK_KEY, '1');
  openModal('PartnerRegistrationPopup');
}

/** The registration source of a guest a partner's link brought in this browser session, if one did. */
export function partnerRegistrationSource(): string | undefined {
  return readSessionValue(PARTNER_LINK_KEY) === null ? undefined : PARTNER_REGISTRATION_SOURCE;
}

/**
 * `popup=start-chain`: the welcome chain (WelcomeQuestModal, its steps and which are done) for a player, unless a
 * gambling partner's bonus waits for them: then that one (PartnerBonusModal). When the partner's offer cannot be
 * read, the chain opens.
 */
export async function openStartChain(lang: Language): Promise<void> {
  const partnerOffer = await fetchPartnerOffer(lang).catch(() => null);
  openModal(partnerOffer ? 'PartnerBonusModal' : 'WelcomeQuestModal');
}
