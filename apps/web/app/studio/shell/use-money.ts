import { formatMoney } from '@casino/i18n';
import { useCallback } from 'react';
import { useTranslation } from '../../lib/i18n';
import { useGame } from '../session/game-context';

/** Formats minor units in the session's currency and the page's language (Intl, never floats of money). */
export function useMoney(): (minor: number) => string {
  const { lang } = useTranslation();
  const { currency } = useGame().session;
  return useCallback((minor: number) => formatMoney(minor, currency, lang), [currency, lang]);
}
