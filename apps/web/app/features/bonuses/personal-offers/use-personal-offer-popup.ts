import { useEffect } from 'react';
import { useLocation } from 'react-router';
import { useAppData } from '../../../lib/app-data';
import { opensCashDesk } from '../../../lib/cash-entry';
import { openModal, useModalState } from '../../../lib/modals/modal-store';
import { usePlayPaused } from '../../../lib/play-pause';
import { usePersonalOffers } from './offer-queries';
import { nextOfferToShow } from './popup-choice';

/** Offers this page showed (BonusPopup, PartnerBonusModal): each once, whatever the server has recorded yet. */
const opened = new Set<number>();

/** An offer shown on this page by any way: it does not pop up again here. */
export function rememberShownOffer(offerId: number): void {
  opened.add(offerId);
}

/**
 * BonusPopup for a personal offer not shown yet: after sign-in (the offers are read for a player), and when push
 * tells of a new offer (the bonus message reads the offers again). Never over what the player is busy with — an
 * open modal (a game, a sign-in still closing) or the cash desk: the offer waits until those close. A player in a
 * time-out or self-exclusion is offered nothing (the server would refuse the call with 444).
 */
export function usePersonalOfferPopup(): void {
  const { player } = useAppData().appMain;
  const paused = usePlayPaused();
  const offers = usePersonalOffers(!player.isGuest && !paused);
  const modalOpen = useModalState().open;
  const location = useLocation();
  const busy = modalOpen || opensCashDesk(location);
  useEffect(() => {
    if (player.isGuest || !offers.data || busy) return;
    const next = nextOfferToShow(offers.data, opened);
    if (!next) return;
    opened.add(next.offerId);
    openModal('BonusPopup', { offerId: String(next.offerId) });
  }, [player.isGuest, offers.data, busy]);
}
