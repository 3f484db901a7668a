import BookOpen from 'lucide-react/icons/book-open';
import History from 'lucide-react/icons/history';
import RotateCcw from 'lucide-react/icons/rotate-ccw';
import ShieldCheck from 'lucide-react/icons/shield-check';
import Volume2 from 'lucide-react/icons/volume-2';
import VolumeX from 'lucide-react/icons/volume-x';
import { useState } from 'react';
import { iconButtonClass } from '../../components/ui/icon-button';
import { useTranslation } from '../../lib/i18n';
import { useGame } from '../session/game-context';
import { useSound } from '../sound/sound-context';
import { FreeSpinsCounter } from './free-spins-counter';
import type { PanelName } from './panel-name';

const PANEL_ICONS = { rules: BookOpen, fairness: ShieldCheck, rounds: History } as const;

/** The game's name, the demo badge and reset, and the buttons of the side panels and the sound. */
export function TopBar({ onOpen }: { onOpen: (panel: PanelName) => void }) {
  const { t } = useTranslation();
  const game = useGame();
  const sound = useSound();
  const [resetting, setResetting] = useState(false);
  const demo = game.session.mode === 'demo';
  const reset = async () => {
    setResetting(true);
    try {
      await game.resetDemo();
    } catch {
      // The balance stays as it was; the session's end (if that was the cause) is shown by the frame.
    } finally {
      setResetting(false);
    }
  };
  const SoundIcon = sound.enabled ? Volume2 : VolumeX;
  return (
    <header className="flex h-12 shrink-0 items-center gap-1.5 border-b border-line bg-surface-1/90 px-2 backdrop-blur sm:h-14 sm:px-4">
      <h1
        className="min-w-0 truncate text-sm font-bold tracking-tight text-fg sm:text-base"
        data-testid="studio-title"
      >
        {game.session.game.title}
      </h1>
      {demo ? (
        <span
          className="shrink-0 rounded-md bg-amber-400/15 px-1.5 py-0.5 text-[10px] font-extrabold tracking-widest text-amber-300 uppercase ring-1 ring-amber-300/40"
          data-testid="studio-demo-badge"
        >
          {t('studio.demo.badge')}
        </span>
      ) : null}
      <FreeSpinsCounter />
      <div className="ml-auto flex items-center gap-0.5">
        {demo ? (
          <button
            type="button"
            onClick={reset}
            disabled={resetting || game.busy}
            aria-label={t('studio.demo.reset')}
            title={t('studio.demo.reset')}
            data-testid="studio-demo-reset"
            className={iconButtonClass('size-9 disabled:opacity-40')}
          >
            <RotateCcw className={`size-4.5 ${resetting ? 'animate-spin' : ''}`} aria-hidden="true" />
          </button>
        ) : null}
        {(Object.keys(PANEL_ICONS) as PanelName[]).map((panel) => {
          const Icon = PANEL_ICONS[panel];
          return (
            <button
              key={panel}
              type="button"
              onClick={() => onOpen(panel)}
              aria-label={t(`studio.panels.${panel}`)}
              title={t(`studio.panels.${panel}`)}
              data-testid={`studio-open-${panel}`}
              className={iconButtonClass('size-9')}
            >
              <Icon className="size-4.5" aria-hidden="true" />
            </button>
          );
        })}
        <button
          type="button"
          onClick={sound.toggle}
          aria-pressed={sound.enabled}
          aria-label={t('studio.sound.label')}
          title={t(sound.enabled ? 'studio.sound.on' : 'studio.sound.off')}
          data-testid="studio-sound"
          className={iconButtonClass('size-9 aria-pressed:text-accent-ink')}
        >
          <SoundIcon className="size-4.5" aria-hidden="true" />
        </button>
      </div>
    </header>
  );
}
