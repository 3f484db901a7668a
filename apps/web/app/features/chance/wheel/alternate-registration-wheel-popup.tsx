import { useQuery } from '@tanstack/react-query';
import LoaderCircle from 'lucide-react/icons/loader-circle';
import { useEffect, useState } from 'react';
import { ModalHeader } from '../../../components/modals/modal-header';
import { Button } from '../../../components/ui/button';
import { useAppData } from '../../../lib/app-data';
import { writeCookie } from '../../../lib/cookies';
import { useTranslation } from '../../../lib/i18n';
import { openAuthModal } from '../../../lib/modals/auth-modals';
import { closeModal } from '../../../lib/modals/modal-store';
import { WheelDisc } from './wheel-disc';
import { WheelOdds } from './wheel-odds';
import { guestWheelQuery } from './wheel-queries';
import { GUEST_WHEEL_COOKIE } from './wheel-rules';

type Demo =
  | { phase: 'idle' }
  | { phase: 'turning'; segment: number; spin: number }
  | { phase: 'landed'; segment: number };

/**
 * AlternateRegistrationWheelPopup (spec section 2): the guest wheel. A demo spin turns it to a segment the server
 * drew for show: nothing is paid or recorded, and the prize it lands on invites registration (location `wheel`).
 * Closing it sets the wheel cookie, so it does not open by itself again for a day.
 */
export default function AlternateRegistrationWheelPopup() {
  const { t, lang } = useTranslation();
  const { features } = useAppData().appMain.project.brand;
  const guest = useQuery(guestWheelQuery(lang));
  const [demo, setDemo] = useState<Demo>({ phase: 'idle' });
  useEffect(() => () => writeCookie(GUEST_WHEEL_COOKIE, '1'), []);

  const tryIt = async () => {
    // A fresh demo per press: the first one came with the wheel.
    const fresh = demo.phase === 'idle' ? guest.data : (await guest.refetch()).data;
    if (fresh) setDemo({ phase: 'turning', segment: fresh.demo.segment, spin: Date.now() });
  };
  const register = () =>
    openAuthModal('Register', features, { location: guest.data?.registerLocation ?? 'wheel' });
  const landed = demo.phase === 'landed' ? guest.data?.wheel.segments[demo.segment] : undefined;

  return (
    <div data-testid="guest-wheel-popup" className="flex flex-1 flex-col">
      <ModalHeader title={t('chance.wheel.guest.title')} description={t('chance.wheel.guest.lead')} />
      <div className="grid gap-5 px-5 pt-2 pb-6 lg:px-6">
        {guest.isPending ? (
          <LoaderCircle className="mx-auto size-6 animate-spin text-muted" aria-hidden="true" />
        ) : !guest.data ? (
          <p className="text-sm text-muted">{t('chance.wheel.loadFailed')}</p>
        ) : (
          <>
            <WheelDisc
              segments={guest.data.wheel.segments}
              target={demo.phase === 'turning' ? { segment: demo.segment, spin: demo.spin } : null}
              onSettled={() =>
                demo.phase === 'turning' && setDemo({ phase: 'landed', segment: demo.segment })
              }
              testId="guest-wheel-disc"
            />
            <p
              className="min-h-5 text-center text-sm font-semibold text-fg"
              aria-live="polite"
              data-testid="guest-wheel-result"
            >
              {landed ? t('chance.wheel.guest.demoResult', { label: landed.label }) : null}
            </p>
            <div className="grid gap-2">
              {demo.phase === 'landed' ? (
                <Button size="lg" className="w-full" onClick={register} data-testid="guest-wheel-register">
                  {t('chance.wheel.guest.register')}
                </Button>
              ) : (
                <Button
                  size="lg"
                  className="w-full"
                  disabled={demo.phase === 'turning'}
                  onClick={() => void tryIt()}
                  data-testid="guest-wheel-spin"
                >
                  {demo.phase === 'turning' ? t('chance.wheel.spinning') : t('chance.wheel.guest.spin')}
                </Button>
              )}
              <Button
                variant="ghost"
                size="lg"
                className="w-full"
                onClick={closeModal}
                data-testid="guest-wheel-later"
              >
                {t('chance.wheel.guest.later')}
              </Button>
            </div>
            <WheelOdds wheel={guest.data.wheel} />
          </>
        )}
      </div>
    </div>
  );
}
