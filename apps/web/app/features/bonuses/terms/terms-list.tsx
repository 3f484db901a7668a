import { GAME_KINDS } from '@casino/contracts';
import { useTranslation } from '../../../lib/i18n';
import { contributionLines, type TermsSource, termLines } from './bonus-terms';
import { TermGrid } from './term-grid';

/** A bonus's terms, every one in words, and how each kind of game counts towards its wagering. */
export function TermsList({ bonus }: { bonus: TermsSource }) {
  const { t, lang } = useTranslation();
  const lines = termLines(bonus, t, lang);
  const contributions = contributionLines(bonus.terms, t);
  return (
    <div className="grid gap-3" data-testid="bonus-terms">
      <TermGrid lines={lines} />
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
