import Timer from 'lucide-react/icons/timer';
import TrendingUp from 'lucide-react/icons/trending-up';
import { useState } from 'react';
import { useAppData } from '../../lib/app-data';
import { useTranslation } from '../../lib/i18n';
import { formatNet } from './session-net';
import { formatElapsed } from './time-format';
import { useSessionClock } from './use-session-clock';

const TONES = {
  site: 'bg-surface-2/70 text-fg ring-line',
  /** On the game's dark bar. */
  game: 'bg-white/5 text-white ring-white/10',
} as const;

/**
 * The time played, ticking each second, and the session's net position (wins minus stakes) since login: always in
 * view while playing (RTS 2E, 13). In the Game modal the time is the game's own, from when it opened; elsewhere
 * the session's. Nothing for guests.
 */
export function SessionFigures({ tone = 'site' }: { tone?: keyof typeof TONES }) {
  const { t, lang } = useTranslation();
  const { isGuest } = useAppData().appMain.player;
  const [openedAt] = useState(() => Date.now());
  const { figures, elapsedMs } = useSessionClock(!isGuest, tone === 'game' ? openedAt : undefined);
  const elapsedLabel = t(tone === 'game' ? 'responsible.figures.inGame' : 'responsible.figures.elapsed');
  if (isGuest || !figures) return null;
  const net = formatNet(figures.net, figures.currency, lang);
  return (
    <dl
      aria-label={t('responsible.figures.label')}
      data-testid="session-figures"
      className={`inline-flex shrink-0 items-center gap-3 rounded-full px-3 py-1.5 text-xs ring-1 ${TONES[tone]}`}
    >
      <div className="flex items-center gap-1.5" title={elapsedLabel}>
        <dt>
          <Timer className="size-3.5 opacity-60" aria-hidden="true" />
          <span className="sr-only">{elapsedLabel}</span>
        </dt>
        <dd className="font-semibold tabular-nums" data-testid="session-elapsed">
          {formatElapsed(elapsedMs)}
        </dd>
      </div>
      <span aria-hidden="true" className="h-3.5 w-px bg-line" />
      <div className="flex items-center gap-1.5" title={t('responsible.figures.net')}>
        <dt>
          <TrendingUp className="size-3.5 opacity-60" aria-hidden="true" />
          <span className="sr-only">{t('responsible.figures.net')}</span>
        </dt>
        <dd className={`font-semibold tabular-nums ${net.tone}`} data-testid="session-net">
          {net.text}
        </dd>
      </div>
    </dl>
  );
}
