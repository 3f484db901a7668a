import { useQuery } from '@tanstack/react-query';
import { useCallback, useEffect, useState } from 'react';
import { useAppData } from '../../../lib/app-data';
import { readCookie } from '../../../lib/cookies';
import { useTranslation } from '../../../lib/i18n';
import { useDeferredWheelPopup } from './use-deferred-wheel-popup';
import { guestWheelQuery } from './wheel-queries';
import { GUEST_WHEEL_COOKIE, guestWheelDue } from './wheel-rules';

/**
 * The wheel popups the site opens by itself: the guest wheel for a guest past the first-visit notices, once the
 * operator runs one, unless they closed it within the day (the wheel cookie). Deferred by the spec's rule.
 */
export default function WheelAutoPopups({ firstVisitAnswered }: { firstVisitAnswered: boolean }) {
  const { lang } = useTranslation();
  const { isGuest } = useAppData().appMain.player;
  const [due, setDue] = useState(false);
  useEffect(() => {
    setDue(
      guestWheelDue({
        isGuest,
        firstVisitAnswered,
        closedCookie: readCookie(document.cookie, GUEST_WHEEL_COOKIE),
      }),
    );
  }, [isGuest, firstVisitAnswered]);
  // The popup opens only when the operator runs a guest wheel (the answer is null when none runs); its body reads
  // the same answer from the cache.
  const guest = useQuery({ ...guestWheelQuery(lang), enabled: due, retry: false });
  const shown = useCallback(() => setDue(false), []);
  useDeferredWheelPopup(due && guest.data ? 'AlternateRegistrationWheelPopup' : null, shown);
  return null;
}
