import type { StudioSession } from '@casino/contracts';
import { Suspense, useEffect } from 'react';
import { GAME_CLIENTS } from './clients';
import { GameProvider } from './session/game-context';
import { useGameController } from './session/use-game-controller';
import { useStudioSession } from './session/use-studio-session';
import { SoundProvider } from './sound/sound-context';
import { StudioFailure } from './studio-failure';
import { StudioLoading } from './studio-loading';
import './studio.css';

function StartedGame({ session }: { session: StudioSession }) {
  const controller = useGameController(session);
  // The tab (or the frame's title, read by assistive technology) names the game once it is known.
  useEffect(() => {
    document.title = session.game.title;
  }, [session.game.title]);
  const Client = GAME_CLIENTS[session.game.kind];
  if (!Client) return <StudioFailure reason="game_unavailable" />;
  return (
    <GameProvider value={controller}>
      <SoundProvider>
        <Suspense fallback={<StudioLoading />}>
          <Client />
        </Suspense>
      </SoundProvider>
    </GameProvider>
  );
}

/**
 * `/studio/play/{slug}/?token=&lang=`: one studio game in the casino's Game modal frame. The launch token starts
 * the session; the session names the game, whose client then loads.
 */
export function StudioPlayPage({ token }: { token: string | null }) {
  const { start, retry } = useStudioSession(token);
  if (start.status === 'starting') return <StudioLoading />;
  if (start.status === 'failed')
    return <StudioFailure reason={start.reason} onRetry={start.retryable ? retry : undefined} />;
  return <StartedGame session={start.session} />;
}
