import CirclePause from 'lucide-react/icons/circle-pause';
import { Link } from 'react-router';
import { useAppData } from '../../../lib/app-data';
import { useTranslation } from '../../../lib/i18n';
import { responsiblePath, withdrawPath } from '../../../lib/responsible-path';
import { usePlayerLimits } from '../api/player-limits';
import { formatMoment } from '../time-format';

/** Where the notice stands: under the site's header, in the cash desk, or in the Game modal's dark frame. */
export type PauseNoticePlace = 'site' | 'desk' | 'game';

const PLACE_CLASS: Record<PauseNoticePlace, string> = {
  site: 'rounded-2xl bg-amber-400/12 px-4 py-3 text-fg ring-1 ring-amber-400/40',
  desk: 'rounded-2xl bg-amber-400/12 px-4 py-3 text-fg ring-1 ring-amber-400/40',
  game: 'bg-amber-400/15 px-3 py-2 text-white',
};

const LINK_CLASS = 'font-semibold text-accent-ink underline-offset-2 hover:underline';

/**
 * A player's time-out or self-exclusion in force, said where money would move: what it is, when it ends (or that
 * it does not), and that deposits and real-money play wait until then. Withdrawals stay open, and it says so.
 */
export default function PauseNotice({ place }: { place: PauseNoticePlace }) {
  const { t, lang } = useTranslation();
  const { i18nLang } = useAppData();
  const exclusion = usePlayerLimits().data?.exclusion;
  const till = exclusion?.till ? formatMoment(new Date(exclusion.till), lang) : null;
  // Only a self-exclusion can be without an end.
  const headline = !exclusion
    ? t('responsible.pause.paused')
    : till === null
      ? t('responsible.pause.permanent')
      : t(exclusion.kind === 'timeout' ? 'responsible.pause.timeout' : 'responsible.pause.selfExclusion', {
          till,
        });
  return (
    <div
      role="status"
      className={`flex items-start gap-3 text-sm ${PLACE_CLASS[place]}`}
      data-testid={`pause-notice-${place}`}
      data-kind={exclusion?.kind}
    >
      <CirclePause className="mt-0.5 size-5 shrink-0 text-amber-400" aria-hidden="true" />
      <p className="min-w-0 flex-1">
        <span className="font-semibold">{headline}</span>{' '}
        <span className={place === 'game' ? 'text-white/75' : 'text-muted'}>
          {t(place === 'game' ? 'responsible.pause.game' : 'responsible.pause.money')}
        </span>{' '}
        {place === 'site' ? (
          <span className="inline-flex flex-wrap gap-x-3">
            <Link to={withdrawPath(i18nLang)} className={LINK_CLASS} data-testid="pause-notice-withdraw">
              {t('responsible.pause.withdraw')}
            </Link>
            <Link to={responsiblePath(i18nLang)} className={LINK_CLASS}>
              {t('responsible.pause.settings')}
            </Link>
          </span>
        ) : null}
      </p>
    </div>
  );
}
