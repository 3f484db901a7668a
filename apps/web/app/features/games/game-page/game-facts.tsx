import type { GameDetails } from '@casino/contracts';
import { formatMoney } from '@casino/i18n';
import { useTranslation } from '../../../lib/i18n';
import { formatCount, formatRtp, volatilityLevel } from '../state/game-format';

const LEVELS = [1, 2, 3, 4] as const;

function Fact({ label, children, testId }: { label: string; children: React.ReactNode; testId: string }) {
  return (
    <div className="grid content-start gap-1 rounded-2xl bg-surface-1 p-4 ring-1 ring-line">
      <dt className="text-xs font-semibold tracking-wide text-muted uppercase">{label}</dt>
      <dd className="text-lg font-bold text-fg tabular-nums" data-testid={testId}>
        {children}
      </dd>
    </div>
  );
}

/**
 * What every game page states (RTS 3): the published RTP, the volatility, the bet limits in the player's currency,
 * the largest win, the kind of game and who made it.
 */
export function GameFacts({ game }: { game: GameDetails }) {
  const { t, lang } = useTranslation();
  const level = volatilityLevel(game.volatility);
  return (
    <dl className="grid grid-cols-2 gap-3 sm:grid-cols-3 xl:grid-cols-6" data-testid="game-facts">
      <Fact label={t('games.page.rtp')} testId="game-rtp">
        {formatRtp(game.rtp, lang)}
      </Fact>
      <Fact label={t('games.page.volatility')} testId="game-volatility">
        <span className="flex items-center gap-2">
          <span className="flex items-end gap-0.5" aria-hidden="true">
            {LEVELS.map((bar) => (
              <span
                key={bar}
                className={`w-1.5 rounded-sm ${bar <= level ? 'bg-accent' : 'bg-surface-3'}`}
                style={{ height: `${6 + bar * 3}px` }}
              />
            ))}
          </span>
          {t(`games.volatility.${game.volatility}`)}
        </span>
      </Fact>
      <Fact label={t('games.page.minBet')} testId="game-min-bet">
        {formatMoney(game.minBet, game.currency, lang)}
      </Fact>
      <Fact label={t('games.page.maxBet')} testId="game-max-bet">
        {formatMoney(game.maxBet, game.currency, lang)}
      </Fact>
      <Fact label={t('games.page.maxWin')} testId="game-max-win">
        {t('games.page.maxWinValue', { multiplier: formatCount(game.maxWinMultiplier, lang) })}
      </Fact>
      <Fact label={t('games.page.kind')} testId="game-kind">
        {t(`games.kinds.${game.kind}`)}
      </Fact>
    </dl>
  );
}
