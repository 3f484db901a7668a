import type { RouletteBetType, RoulettePaytable } from '@casino/game-math';
import { useTranslation } from '../../lib/i18n';

/** European roulette's bets: what each covers and what it pays, and how the table takes chips. */
export function RouletteRules({
  paytable,
  labelOf,
}: {
  paytable: RoulettePaytable;
  labelOf: (type: RouletteBetType) => string;
}) {
  const { t } = useTranslation();
  return (
    <section className="grid gap-3 leading-relaxed text-muted">
      <h3 className="text-base font-bold text-fg">{t('studio.rules.howToPlay')}</h3>
      <p>{t('studio.roulette.rules.play')}</p>
      <p>{t('studio.roulette.rules.zero')}</p>
      <h3 className="mt-2 text-base font-bold text-fg">{t('studio.rules.paytable')}</h3>
      <table className="w-full text-left text-sm" data-testid="rules-paytable">
        <thead>
          <tr className="text-xs text-muted">
            <th scope="col" className="py-1.5 font-semibold">
              {t('studio.roulette.rules.bet')}
            </th>
            <th scope="col" className="py-1.5 text-right font-semibold">
              {t('studio.roulette.rules.covers')}
            </th>
            <th scope="col" className="py-1.5 text-right font-semibold">
              {t('studio.roulette.rules.pays')}
            </th>
          </tr>
        </thead>
        <tbody>
          {paytable.bets.map((bet) => (
            <tr key={bet.type} className="border-t border-line">
              <th scope="row" className="py-1.5 font-medium text-fg">
                {labelOf(bet.type)}
              </th>
              <td className="py-1.5 text-right tabular-nums">{bet.covers}</td>
              <td className="py-1.5 text-right font-bold text-fg tabular-nums">{bet.payout}:1</td>
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}
