import { useEffect, useRef } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { useAppData } from '../app-data';
import type { DeepLink, DeepLinkContext } from './deep-link';
import { planDeepLinks, searchWithout } from './plan-deep-links';

/**
 * Runs the query-parameter deep links once after hydration and after every client navigation that changes
 * the query, then clears what the table says (a replace navigation, so Back does not re-run them). The table
 * is the site's (`shell/deep-link-table.ts`), handed over by the composition root.
 */
export function useDeepLinks(table: readonly DeepLink[]): void {
  const location = useLocation();
  const navigate = useNavigate();
  const { appMain, i18nLang } = useAppData();
  const isGuest = appMain.player.isGuest;
  const features = appMain.project.brand.features;
  // Effects run twice in development's strict mode; a location is handled once.
  const handledKey = useRef<string | null>(null);

  useEffect(() => {
    const key = `${location.key}${location.search}`;
    if (!location.search || handledKey.current === key) return;
    handledKey.current = key;

    const plan = planDeepLinks(location.search, table, isGuest);
    const context: DeepLinkContext = {
      params: new URLSearchParams(location.search),
      pathname: location.pathname,
      isGuest,
      lang: i18nLang,
      features,
    };
    let navigateTo: string | undefined;
    for (const { link, value } of plan.runs) {
      const outcome = link.run(value, context);
      navigateTo ??= outcome?.navigateTo;
    }
    if (navigateTo !== undefined) {
      void navigate(navigateTo, { replace: true });
    } else if (plan.clear.length > 0) {
      const search = searchWithout(location.search, plan.clear);
      void navigate(
        { pathname: location.pathname, search, hash: location.hash },
        { replace: true, preventScrollReset: true },
      );
    }
  }, [
    location.key,
    location.pathname,
    location.search,
    location.hash,
    navigate,
    table,
    isGuest,
    i18nLang,
    features,
  ]);
}
