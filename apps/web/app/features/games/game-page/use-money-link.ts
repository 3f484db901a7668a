import { useEffect } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { searchWithout } from '../../../lib/deep-links/plan-deep-links';
import { openGameModal, parseIsMoney } from '../game-modal/game-modal-params';

/**
 * `?isMoney=` on a game's page (the tax-ID view sends the player back this way once the ID is saved) opens the
 * game in the Game modal in that mode, and leaves the address.
 */
export function useMoneyLink(slug: string, isGuest: boolean): void {
  const location = useLocation();
  const navigate = useNavigate();
  const value = new URLSearchParams(location.search).get('isMoney');
  useEffect(() => {
    if (value === null) return;
    openGameModal(slug, parseIsMoney(value, isGuest));
    void navigate(
      {
        pathname: location.pathname,
        search: searchWithout(location.search, ['isMoney']),
        hash: location.hash,
      },
      { replace: true, preventScrollReset: true },
    );
  }, [value, slug, isGuest, navigate, location.pathname, location.search, location.hash]);
}
