import type { StudioRound } from '@casino/contracts';
import { dateTimeFormat, LOCALES } from '@casino/i18n';
import ExternalLink from 'lucide-react/icons/external-link';
import { useTranslation } from '../../lib/i18n';
import { verifyHref } from '../fairness/verify-link';
import { useGame } from '../session/game-context';
import { useMoney } from './use-money';

/** This visit's rounds, newest first: what happened, the stake and the win, and a link to verify each one. */
export function RoundsPanel({ summarize }: { summarize: (round: StudioRound) => string }) {
  const { t, lang } = useTranslation();
  const { rounds } = useGame();
  const money = useMoney();
  if (rounds.length === 0)
    return <p className="py-8 text-center text-sm text-muted">{t('studio.rounds.empty')}</p>;
  const time = dateTimeFormat(LOCALES[lang], {
    hour: '2-digit',
    minute: '2-digit',
    second: '2-digit',
  });
  return (
    <ol className="grid gap-2" data-testid="rounds-list">
      {rounds.map((round) => (
        <li
          key={round.roundId}
          className="grid gap-1.5 rounded-xl bg-surface-2/60 px-3.5 py-3 ring-1 ring-line"
          data-testid="rounds-item"
        >
          <div className="flex items-baseline justify-between gap-3 text-xs text-muted">
            <time dateTime={round.playedAt}>{time.format(new Date(round.playedAt))}</time>
          </div>
          <p className="text-sm font-semibold text-fg">{summarize(round)}</p>
          <div className="flex flex-wrap items-center gap-x-4 gap-y-1 text-xs">
            <span className="text-muted">
              {t('studio.rounds.bet')} <b className="text-fg tabular-nums">{money(round.bet)}</b>
            </span>
            <span className="text-muted">
              {t('studio.rounds.win')}{' '}
              <b className={`tabular-nums ${round.win > round.bet ? 'text-win' : 'text-fg'}`}>
                {money(round.win)}
              </b>
            </span>
            <a
              href={verifyHref(lang, round.roundId)}
              target="_blank"
              rel="noopener"
              className="ml-auto inline-flex items-center gap-1 font-semibold text-accent-ink hover:underline"
              data-testid="rounds-verify"
            >
              {t('studio.rounds.verify')}
              <ExternalLink className="size-3" aria-hidden="true" />
            </a>
          </div>
        </li>
      ))}
    </ol>
  );
}
