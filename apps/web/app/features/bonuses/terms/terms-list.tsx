import { GAME_KINDS } from '@casino/contracts';
import { useTranslation } from '../../../lib/i18n';
import { contributionLines, type TermsSource, termLines } from './bonus-terms';

/** A bonus's terms, every one in words, and how each kind of game counts towards its wagering. */
export function TermsList({ bonus }: { bonus: TermsSource }) {
  const { t, lang } = useTranslation();
  const lines = termLines(bonus, t, lang);
  const contributions = contributionLines(bonus.terms, t);
  return (
    <div className="grid gap-3" data-testid="bonus-terms">
      <dl className="grid gap-2 sm:grid-cols-2">
        {lines.map((line) => (
          <div
            key={line.id}
            data-term={line.id}
            className="grid content-start gap-0.5 rounded-xl bg-surface-2/60 px-3 py-2 ring-1 ring-line"
          >
            <dt className="text-xs text-muted">{line.label}</dt>
            <dd className="text-sm font-semibold text-fg">{line.value}</dd>
          </div>
        ))}
      </dl>
      {bonus.terms.wageringMultiplier > 0 ? (
        <div className="grid gap-1.5" data-term="contributions">
          <p className="text-xs font-semibold text-muted">{t('bonuses.terms.contributions')}</p>
          <ul className="flex flex-wrap gap-1.5">
            {contributions.map((line) => (
              <li
                key={line}
                className="rounded-full bg-surface-2 px-2.5 py-1 text-xs font-medium text-fg ring-1 ring-line"
              >
                {line}
              </li>
            ))}
          </ul>
          {contributions.length < GAME_KINDS.length ? (
            <p className="text-xs text-muted">{t('bonuses.terms.otherGames')}</p>
          ) : null}
        </div>
      ) : null}
    </div>
  );
}
