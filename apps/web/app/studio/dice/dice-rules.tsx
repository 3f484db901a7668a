import type { DicePaytable } from '@casino/game-math';
import { useTranslation } from '../../lib/i18n';
import { numberFormats } from '../shell/number-formats';

/** How dice pays: the roll, the two directions, the multiplier formula with the house edge. */
export function DiceRules({ paytable }: { paytable: DicePaytable }) {
  const { t, lang } = useTranslation();
  const formats = numberFormats(lang);
  return (
    <section className="grid gap-3 leading-relaxed text-muted">
      <h3 className="text-base font-bold text-fg">{t('studio.rules.howToPlay')}</h3>
      <p>{t('studio.dice.rules.roll')}</p>
      <p>
        {t('studio.dice.rules.directions', {
          underMin: formats.hundredths(paytable.targets.under.min),
          underMax: formats.hundredths(paytable.targets.under.max),
          overMin: formats.hundredths(paytable.targets.over.min),
          overMax: formats.hundredths(paytable.targets.over.max),
        })}
      </p>
      <p>{t('studio.dice.rules.multiplier', { edge: formats.percentBp(paytable.houseEdgeBp) })}</p>
      <pre className="overflow-x-auto rounded-xl bg-surface-0/70 p-3 font-mono text-xs whitespace-pre-wrap text-fg ring-1 ring-line">
        {paytable.formula}
      </pre>
    </section>
  );
}
