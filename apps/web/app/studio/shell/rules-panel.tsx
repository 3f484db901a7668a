import { LOCALES, numberFormat } from '@casino/i18n';
import { useTranslation } from '../../lib/i18n';
import { useGame } from '../session/game-context';
import { useMoney } from './use-money';

export interface GameFacts {
  /** Basis points: 9612 = 96.12 %. */
  rtp: number;
  volatility: 'low' | 'medium' | 'high' | 'very-high';
  maxWinMultiplier: number;
}

/** A fact of the rules' summary grid. */
function Fact({ label, value, testId }: { label: string; value: string; testId?: string }) {
  return (
    <div className="rounded-xl bg-surface-2/60 px-3 py-2.5 ring-1 ring-line">
      <dt className="text-[11px] font-semibold tracking-wide text-muted uppercase">{label}</dt>
      <dd className="mt-0.5 text-sm font-bold text-fg tabular-nums" data-testid={testId}>
        {value}
      </dd>
    </div>
  );
}

/**
 * The game's rules (RTS 3): its return to player, volatility, stakes, top win and, for slots, the minimum game
 * cycle, then the paytable and rules of its kind.
 */
export function RulesPanel({ facts, children }: { facts: GameFacts; children: React.ReactNode }) {
  const { t, lang } = useTranslation();
  const { session } = useGame();
  const money = useMoney();
  const percent = numberFormat(lang, { style: 'percent', minimumFractionDigits: 2 });
  const seconds = numberFormat(lang, { maximumFractionDigits: 1 });
  return (
    <div className="grid gap-5 text-sm">
      <dl className="grid grid-cols-2 gap-2">
        <Fact label={t('studio.rules.rtp')} value={percent.format(facts.rtp / 10_000)} testId="rules-rtp" />
        <Fact label={t('studio.rules.volatility')} value={t(`studio.volatility.${facts.volatility}`)} />
        <Fact
          label={t('studio.rules.stakes')}
          value={`${money(session.minBet)} – ${money(session.maxBet)}`}
        />
        <Fact
          label={t('studio.rules.maxWin')}
          value={`×${facts.maxWinMultiplier.toLocaleString(LOCALES[lang])}`}
        />
        {session.minGameCycleMs > 0 ? (
          <Fact
            label={t('studio.rules.cycle')}
            value={t('studio.rules.seconds', { value: seconds.format(session.minGameCycleMs / 1000) })}
          />
        ) : null}
      </dl>
      {children}
      <p className="text-xs leading-relaxed text-muted">{t('studio.rules.fairPlay')}</p>
    </div>
  );
}
