import type { StudioRound } from '@casino/contracts';
import { useState } from 'react';
import { useTranslation } from '../../lib/i18n';
import { FairnessPanel } from '../fairness/fairness-panel';
import { useGame } from '../session/game-context';
import { NoticeLine } from './notice-line';
import type { PanelName } from './panel-name';
import { ResumedRoundDialog } from './resumed-round-dialog';
import { RoundsPanel } from './rounds-panel';
import { type GameFacts, RulesPanel } from './rules-panel';
import { SessionEnded } from './session-ended';
import { SidePanel } from './side-panel';
import { TopBar } from './top-bar';

/**
 * Everything around a game of any kind: the top bar, the stage the game draws, the notices, the controls, the
 * panels (rules, fairness, rounds), the interrupted round, and the end of the session. `summarize` puts a round's
 * outcome in words (rounds list, screen readers).
 */
export function GameScreen({
  stage,
  controls,
  facts,
  rules,
  summarize,
}: {
  stage: React.ReactNode;
  controls: React.ReactNode;
  facts: GameFacts;
  rules: React.ReactNode;
  summarize: (round: StudioRound) => string;
}) {
  const { t } = useTranslation();
  const game = useGame();
  const [panel, setPanel] = useState<PanelName | null>(null);
  const close = () => setPanel(null);
  return (
    <div
      className="flex h-dvh flex-col overflow-hidden bg-surface-0 text-fg"
      data-testid="studio-game"
      data-kind={game.session.game.kind}
    >
      <TopBar onOpen={setPanel} />
      {game.ended ? (
        <SessionEnded reason={game.ended} />
      ) : (
        <>
          <main className="relative flex min-h-0 flex-1 flex-col">
            {stage}
            <NoticeLine />
          </main>
          {controls}
        </>
      )}
      <p className="sr-only" aria-live="polite" data-testid="studio-announcement">
        {game.announcement}
      </p>
      <SidePanel
        open={panel === 'rules'}
        onClose={close}
        title={t('studio.panels.rules')}
        testId="panel-rules"
      >
        <RulesPanel facts={facts}>{rules}</RulesPanel>
      </SidePanel>
      <SidePanel
        open={panel === 'fairness'}
        onClose={close}
        title={t('studio.panels.fairness')}
        testId="panel-fairness"
      >
        <FairnessPanel />
      </SidePanel>
      <SidePanel
        open={panel === 'rounds'}
        onClose={close}
        title={t('studio.panels.rounds')}
        testId="panel-rounds"
      >
        <RoundsPanel summarize={summarize} />
      </SidePanel>
      <ResumedRoundDialog summarize={summarize} />
    </div>
  );
}
