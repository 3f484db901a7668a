import Cherry from 'lucide-react/icons/cherry';
import Volleyball from 'lucide-react/icons/volleyball';
import { useId } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { useAppData, useLanguage } from '../../../lib/app-data';
import { useTranslation } from '../../../lib/i18n';
import {
  otherPlayMode,
  PLAY_MODES,
  type PlayMode,
  pagePlayMode,
  playModeHome,
  setPlayMode,
  usePlayMode,
} from '../../../lib/play-mode';

const MODE_ICONS: Record<PlayMode, typeof Cherry> = { casino: Cherry, sport: Volleyball };

/** Phones show icons (the guest's two buttons need the room in every language), wider screens the current mode's name, desktops both names. */
const LABEL_CLASS = { active: 'hidden min-[430px]:inline', inactive: 'hidden lg:inline' } as const;

/**
 * Casino or sport (spec section 1, casino by default). One button that flips the mode; both modes are
 * drawn so the current one reads at a glance. The sportsbook's pages are in the sport mode whatever was stored;
 * picking sport leads to the sportsbook, and picking casino there leads back to the casino lobby. A player with an
 * active sport bonus (a free bet, `hasActiveSportBettingBonus`) sees a dot on sport while in the casino.
 */
export function PlayModeSwitch() {
  const { t } = useTranslation();
  const lang = useLanguage();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const stored = usePlayMode();
  const pageMode = pagePlayMode(pathname);
  const mode = pageMode ?? stored;
  const hintId = useId();
  const { player } = useAppData().appMain;
  const freebetDot = mode === 'casino' && player.hasActiveSportBettingBonus === true;
  const flip = () => {
    const next = otherPlayMode(mode);
    setPlayMode(next);
    if (next === 'sport' || pageMode === 'sport') void navigate(playModeHome(next, lang));
  };
  return (
    <button
      type="button"
      role="switch"
      aria-checked={mode === 'sport'}
      aria-label={t('playMode.sportSwitch')}
      aria-describedby={freebetDot ? hintId : undefined}
      data-testid="play-mode-switch"
      data-play-mode={mode}
      onClick={flip}
      className="relative inline-flex h-10 shrink-0 items-center rounded-full bg-surface-2 p-1 ring-1 ring-line"
    >
      {PLAY_MODES.map((option) => {
        const Icon = MODE_ICONS[option];
        const active = option === mode;
        return (
          <span
            key={option}
            aria-hidden="true"
            className={`flex h-8 items-center gap-1.5 rounded-full text-sm font-semibold transition-all duration-200 ${
              active
                ? 'bg-accent px-3 text-accent-fg shadow-[0_4px_14px_-4px_var(--brand-accent)]'
                : 'px-2 text-muted lg:px-2.5'
            }`}
          >
            <span className="relative">
              <Icon className="size-4" aria-hidden="true" />
              {freebetDot && option === 'sport' ? (
                <span
                  className="absolute -top-0.5 -right-0.5 size-2 rounded-full bg-win ring-2 ring-surface-2"
                  data-testid="play-mode-freebet"
                />
              ) : null}
            </span>
            <span className={LABEL_CLASS[active ? 'active' : 'inactive']}>{t(`playMode.${option}`)}</span>
          </span>
        );
      })}
      {freebetDot ? (
        <span id={hintId} className="sr-only">
          {t('playMode.activeFreebet')}
        </span>
      ) : null}
    </button>
  );
}
