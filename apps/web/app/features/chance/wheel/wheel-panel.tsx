import { WHEEL_REGISTER_LOCATION, type WheelInfo, type WheelSegments } from '@casino/contracts';
import { formatDayTime } from '@casino/i18n';
import { useQuery } from '@tanstack/react-query';
import CalendarClock from 'lucide-react/icons/calendar-clock';
import LoaderCircle from 'lucide-react/icons/loader-circle';
import { Button, ButtonLink } from '../../../components/ui/button';
import { useAppData } from '../../../lib/app-data';
import { depositPath } from '../../../lib/cash-entry';
import { useTranslation } from '../../../lib/i18n';
import { openAuthModal } from '../../../lib/modals/auth-modals';
import { closeModal } from '../../../lib/modals/modal-store';
import { formatAmount } from '../../../lib/money/format-amount';
import { useWheelSpin } from './use-wheel-spin';
import { WheelDisc } from './wheel-disc';
import { WheelOdds } from './wheel-odds';
import { wheelInfoQuery, wheelSegmentsQuery } from './wheel-queries';
import { WheelVerifyLink } from './wheel-verify-link';

/** The viewer's spins today, and how the next one comes. */
function SpinsLine({ info }: { info: WheelInfo }) {
  const { t, lang } = useTranslation();
  const facts = [
    info.spinsLeft > 0 ? t('chance.wheel.spinsLeft', { count: info.spinsLeft }) : t('chance.wheel.noSpins'),
  ];
  if (info.spinsLeft === 0 && info.dailyFreeSpin)
    facts.push(t('chance.wheel.nextFree', { when: formatDayTime(new Date(info.nextPeriodAt), lang) }));
  if (info.minDeposit && info.spinsMade < info.maxSpins)
    facts.push(
      t('chance.wheel.earnByDeposit', {
        amount: formatAmount(info.minDeposit.amount, info.minDeposit.currency, lang),
        max: info.maxSpins,
      }),
    );
  return (
    <p
      className="flex flex-wrap items-center justify-center gap-x-3 gap-y-1 text-center text-xs text-muted"
      data-testid="wheel-spins"
    >
      <CalendarClock className="size-4 text-accent-ink" aria-hidden="true" />
      {facts.map((fact) => (
        <span key={fact}>{fact}</span>
      ))}
    </p>
  );
}

function useWheelData() {
  const { lang } = useTranslation();
  const signedIn = !useAppData().appMain.player.isGuest;
  const info = useQuery(wheelInfoQuery(lang, signedIn));
  const segments = useQuery(wheelSegmentsQuery(lang, signedIn));
  return {
    pending: info.isPending || segments.isPending,
    failed: info.isError || segments.isError,
    info: info.data,
    wheel: segments.data,
    signedIn,
  };
}

/**
 * The wheel of fortune with its segments, the spin button and the published chances (WheelFortunePopup and the
 * wheel page). A guest sees the wheel and is invited to register (location `wheel`); a player without spins left is
 * told when the next comes, and offered a deposit when deposits earn spins.
 */
export function WheelPanel() {
  const { t } = useTranslation();
  const data = useWheelData();
  if (data.pending)
    return <LoaderCircle className="mx-auto size-6 animate-spin text-muted" aria-hidden="true" />;
  if (data.failed || !data.info || !data.wheel)
    return <p className="text-sm text-muted">{t('chance.wheel.loadFailed')}</p>;
  const { info, wheel } = data;
  return <LoadedWheel info={info} wheel={wheel} signedIn={data.signedIn} />;
}

function LoadedWheel({
  info,
  wheel,
  signedIn,
}: {
  info: WheelInfo;
  wheel: WheelSegments;
  signedIn: boolean;
}) {
  const { t, lang } = useTranslation();
  const { features } = useAppData().appMain.project.brand;
  const { state, spin, settled, verifyHref } = useWheelSpin(info.slug, wheel);
  const busy = state.phase === 'asking' || state.phase === 'turning';
  const target = state.phase === 'turning' ? { segment: state.result.segment, spin: state.spin } : null;
  const landed = state.phase === 'landed' ? wheel.segments[state.result.segment] : undefined;
  const spinsLeft = state.phase === 'landed' ? state.result.info.spinsLeft : info.spinsLeft;
  let action: React.ReactNode;
  if (!signedIn) {
    action = (
      <Button
        size="lg"
        className="w-full"
        onClick={() => openAuthModal('Register', features, { location: WHEEL_REGISTER_LOCATION })}
        data-testid="wheel-register"
      >
        {t('chance.wheel.guest.register')}
      </Button>
    );
  } else if (spinsLeft === 0 && !busy && info.minDeposit && info.spinsMade < info.maxSpins) {
    action = (
      <ButtonLink
        to={depositPath(lang)}
        size="lg"
        className="w-full"
        onClick={closeModal}
        data-testid="wheel-deposit"
      >
        {t('chance.wheel.deposit')}
      </ButtonLink>
    );
  } else {
    action = (
      <Button
        size="lg"
        className="w-full"
        disabled={busy || spinsLeft === 0}
        aria-busy={busy || undefined}
        onClick={spin}
        data-testid="wheel-spin"
      >
        {busy ? <LoaderCircle className="size-5 animate-spin" aria-hidden="true" /> : null}
        {busy ? t('chance.wheel.spinning') : t('chance.wheel.spin')}
      </Button>
    );
  }
  return (
    <div className="grid gap-5" data-testid="wheel-panel">
      <WheelDisc segments={wheel.segments} target={target} onSettled={settled} />
      <p
        className="min-h-5 text-center text-sm font-semibold text-fg"
        aria-live="polite"
        data-testid="wheel-landed"
      >
        {landed ? t('chance.wheel.landed', { label: landed.label }) : null}
      </p>
      {state.phase === 'failed' ? (
        <p role="alert" className="text-sm font-medium text-danger" data-testid="wheel-error">
          {state.message}
        </p>
      ) : null}
      {state.phase === 'landed' ? (
        <p
          className="grid justify-items-center gap-1 text-center text-[11px] text-muted"
          data-testid="wheel-fairness"
        >
          <span className="break-all">
            {t('chance.wheel.confirmation.fairness', {
              hash: state.result.draw.serverSeedHash,
              nonce: state.result.draw.nonce,
            })}
          </span>
          <WheelVerifyLink href={verifyHref(state.result)} />
        </p>
      ) : null}
      {action}
      {signedIn ? <SpinsLine info={state.phase === 'landed' ? state.result.info : info} /> : null}
      <WheelOdds wheel={wheel} />
    </div>
  );
}
