import type { VideoSlotPaytable } from '@casino/game-math';
import { useTranslation } from '../../lib/i18n';
import { PaylineMap } from '../reels/payline-map';
import { SymbolIcon } from '../reels/symbol-sprite';
import { useMoney } from '../shell/use-money';

/**
 * The video slot's paytable at the current stake: each symbol's pays in money (line pays per line stake, scatter
 * pays on the total stake), the wild, the scatter and free spins, and the twenty paylines.
 */
export function VideoSlotRules({ paytable, bet }: { paytable: VideoSlotPaytable; bet: number }) {
  const { t, lang } = useTranslation();
  const money = useMoney();
  const lineCount = paytable.lines.length;
  const wild = paytable.symbols.find((symbol) => symbol.role === 'wild');
  const scatter = paytable.symbols.find((symbol) => symbol.role === 'scatter');
  const { freeSpins } = paytable;
  return (
    <section className="grid gap-3 leading-relaxed text-muted">
      <h3 className="text-base font-bold text-fg">{t('studio.rules.howToPlay')}</h3>
      <p>{t('studio.slot.rules.lines', { count: lineCount, line: money(Math.floor(bet / lineCount)) })}</p>
      {wild ? <p>{t('studio.slot.rules.wild', { symbol: wild.labels[lang] })}</p> : null}
      {scatter ? (
        <p>
          {t('studio.slot.rules.scatter', {
            symbol: scatter.labels[lang],
            trigger: freeSpins.triggerCount,
            spins: freeSpins.spins,
            multiplier: freeSpins.multiplier,
            max: freeSpins.maxSpins,
          })}
        </p>
      ) : null}
      <p>{t('studio.slot.rules.cap', { multiplier: paytable.maxWinMultiplier.toLocaleString() })}</p>
      <h3 className="mt-2 text-base font-bold text-fg">{t('studio.rules.paytable')}</h3>
      <ul className="grid gap-2" data-testid="rules-paytable">
        {paytable.symbols.map((symbol) => {
          const pays = Object.entries(symbol.pays)
            .map(([count, pay]) => [Number(count), pay] as const)
            .sort((a, b) => b[0] - a[0]);
          const amount = (pay: number) =>
            symbol.role === 'scatter' ? pay * bet : Math.floor((pay * bet) / lineCount);
          return (
            <li
              key={symbol.id}
              className="flex items-center gap-3 rounded-xl bg-surface-2/60 p-2 ring-1 ring-line"
            >
              <span className="grid size-12 shrink-0 place-items-center rounded-lg bg-black/40">
                <SymbolIcon glyph={symbol.glyph} className="size-10" />
              </span>
              <div className="min-w-0 flex-1">
                <div className="text-sm font-semibold text-fg">
                  {symbol.labels[lang]}
                  {symbol.role !== 'regular' ? (
                    <span className="ml-2 rounded bg-accent/15 px-1.5 py-0.5 text-[10px] font-bold text-accent-ink uppercase">
                      {t(`studio.slot.roles.${symbol.role}`)}
                    </span>
                  ) : null}
                </div>
                <div className="mt-0.5 flex flex-wrap gap-x-3 text-xs tabular-nums">
                  {pays.map(([count, pay]) => (
                    <span key={count}>
                      {count}× <b className="text-fg">{money(amount(pay))}</b>
                    </span>
                  ))}
                </div>
              </div>
            </li>
          );
        })}
      </ul>
      <h3 className="mt-2 text-base font-bold text-fg">{t('studio.slot.paylines')}</h3>
      <PaylineMap lines={paytable.lines} reels={paytable.reels} rows={paytable.rows} />
    </section>
  );
}
