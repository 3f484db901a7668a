import { ChipLink, ChipRow } from '../../../components/ui/chip';
import { useTranslation } from '../../../lib/i18n';
import { LIST_TABS, type ListPage, listPath, RESULTS_HASH } from '../competitions-path';

/**
 * Every kind together, then each kind's own page, and on the promo tournaments' page their results
 * (`#netgame`). A game's promotion page (`/game-promo/`) is the promo tournaments' tab.
 */
export function ListTabs({ page, results }: { page: ListPage; results: boolean }) {
  const { t, lang } = useTranslation();
  const current: ListPage = page === 'gamePromo' ? 'tournamentsPromo' : page;
  return (
    <ChipRow label={t('competitions.tabs.label')}>
      {LIST_TABS.map((tab) => (
        <ChipLink
          key={tab}
          to={listPath(tab, lang)}
          current={tab === current && !results}
          data-testid={`competitions-tab-${tab}`}
        >
          {t(`competitions.pages.${tab}.tab`)}
        </ChipLink>
      ))}
      {current === 'tournamentsPromo' ? (
        <ChipLink
          to={`${listPath(page, lang)}${RESULTS_HASH}`}
          current={results}
          data-testid="competitions-tab-results"
        >
          {t('competitions.results.tab')}
        </ChipLink>
      ) : null}
    </ChipRow>
  );
}
