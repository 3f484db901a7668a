import type { StudioRound } from '@casino/contracts';
import type { VideoSlotOutcome, VideoSlotPaytable } from '@casino/game-math';
import { useCallback, useMemo } from 'react';
import { useTranslation } from '../../lib/i18n';
import { SlotClient, type SlotSetup } from '../reels/slot-client';
import { videoSlotPlan } from '../reels/slot-plan';
import { slotTheme } from '../reels/slot-themes';
import { useDefinition } from '../shell/use-definition';
import { VideoSlotRules } from './video-slot-rules';

/** The 5x3 video slot engine, dressed per game in its theme's palette and symbols. */
export default function VideoSlotClient() {
  const { t } = useTranslation();
  const definition = useDefinition();
  const paytable = useMemo(() => definition.paytable() as VideoSlotPaytable, [definition]);
  const summarize = useCallback(
    (round: StudioRound) => {
      const outcome = round.outcome as unknown as VideoSlotOutcome;
      const lines =
        outcome.lineWins.length + outcome.freeSpins.reduce((sum, spin) => sum + spin.lineWins.length, 0);
      const summary = lines === 0 ? t('studio.slot.noWin') : t('studio.slot.summary', { count: lines });
      return outcome.freeSpins.length
        ? t('studio.slot.summaryFree', { lines: summary, spins: outcome.freeSpins.length })
        : summary;
    },
    [t],
  );
  const setup = useMemo<SlotSetup>(
    () => ({
      reels: paytable.reels,
      rows: paytable.rows,
      lines: paytable.lines,
      symbols: paytable.symbols,
      theme: slotTheme(definition.theme),
      facts: definition,
      plan: (round) => videoSlotPlan(round.outcome as unknown as VideoSlotOutcome, paytable),
      summarize,
      rules: (bet) => <VideoSlotRules paytable={paytable} bet={bet} />,
    }),
    [paytable, definition, summarize],
  );
  return <SlotClient setup={setup} />;
}
