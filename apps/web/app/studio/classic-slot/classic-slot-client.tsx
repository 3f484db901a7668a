import type { StudioRound } from '@casino/contracts';
import type { ClassicSlotOutcome, ClassicSlotPaytable } from '@casino/game-math';
import { useCallback, useMemo } from 'react';
import { useTranslation } from '../../lib/i18n';
import { SlotClient, type SlotSetup } from '../reels/slot-client';
import { classicSlotPlan } from '../reels/slot-plan';
import { slotTheme } from '../reels/slot-themes';
import { useDefinition } from '../shell/use-definition';
import { ClassicSlotRules } from './classic-slot-rules';

/** Hot Sevens: three reels, five lines, sevens, BARs, bells and fruit. */
export default function ClassicSlotClient() {
  const { t, lang } = useTranslation();
  const definition = useDefinition();
  const paytable = useMemo(() => definition.paytable() as ClassicSlotPaytable, [definition]);
  const summarize = useCallback(
    (round: StudioRound) => {
      const outcome = round.outcome as unknown as ClassicSlotOutcome;
      const names = outcome.lineWins.map(
        (lineWin) =>
          paytable.combinations.find((combination) => combination.id === lineWin.combination)?.labels[lang],
      );
      return outcome.lineWins.length
        ? t('studio.slot.summaryCombinations', { combinations: names.filter(Boolean).join(', ') })
        : t('studio.slot.noWin');
    },
    [t, lang, paytable],
  );
  const setup = useMemo<SlotSetup>(
    () => ({
      reels: paytable.reels,
      rows: paytable.rows,
      lines: paytable.lines,
      symbols: paytable.symbols,
      theme: slotTheme(definition.theme),
      facts: definition,
      plan: (round) => classicSlotPlan(round.outcome as unknown as ClassicSlotOutcome, paytable),
      summarize,
      rules: (bet) => <ClassicSlotRules paytable={paytable} bet={bet} />,
    }),
    [paytable, definition, summarize],
  );
  return <SlotClient setup={setup} />;
}
