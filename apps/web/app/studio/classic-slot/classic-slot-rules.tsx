import type { ClassicSlotPaytable } from '@casino/game-math';
import { useTranslation } from '../../lib/i18n';
import { PaylineMap } from '../reels/payline-map';
import { SymbolIcon } from '../reels/symbol-sprite';
import { useMoney } from '../shell/use-money';

/** The classic slot's combinations with their pays at the current stake, and its five lines. */
export function ClassicSlotRules({ paytable, bet }: { paytable: ClassicSlotPaytable; bet: number }) {
  const { t, lang } = useTranslation();
  const money = useMoney();
  const lineCount = paytable.lines.length;
  const glyphOf = new Map(paytable.symbols.map((symbol) => [symbol.id, symbol.glyph]));
  return (
    <section className="grid gap-3 leading-relaxed text-muted">
      <h3 className="text-base font-bold text-fg">{t('studio.rules.howToPlay')}</h3>
      <p>
        {t('studio.slot.rules.classicLines', { count: lineCount, line: money(Math.floor(bet / lineCount)) })}
      </p>
      <p>{t('studio.slot.rules.classicBest')}</p>
      <h3 className="mt-2 text-base font-bold text-fg">{t('studio.rules.paytable')}</h3>
      <ul className="grid gap-2" data-testid="rules-paytable">
        {paytable.combinations.map((combination) => (
          <li
            key={combination.id}
            className="flex items-center gap-3 rounded-xl bg-surface-2/60 p-2 ring-1 ring-line"
          >
            <span className="flex shrink-0 gap-0.5 rounded-lg bg-black/40 p-1">
              {combination.symbols.map((symbol) => (
                <SymbolIcon key={symbol} glyph={glyphOf.get(symbol) ?? symbol} className="size-8" />
              ))}
            </span>
            <span className="min-w-0 flex-1 text-sm font-semibold text-fg">{combination.labels[lang]}</span>
            <b className="text-sm text-fg tabular-nums">
              {money(Math.floor((combination.pay * bet) / lineCount))}
            </b>
          </li>
        ))}
      </ul>
      <h3 className="mt-2 text-base font-bold text-fg">{t('studio.slot.paylines')}</h3>
      <PaylineMap lines={paytable.lines} reels={paytable.reels} rows={paytable.rows} />
    </section>
  );
}
