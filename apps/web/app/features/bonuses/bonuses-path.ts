import { type Language, localizePath } from '@casino/contracts';
import { MAIN_ROUTES } from '../../lib/route-table';

/** `/bonuses/`, `/ru/bonuses/`, `/en/bonuses/`. */
export function bonusesPath(lang: Language): string {
  return localizePath(MAIN_ROUTES.bonuses.path, lang);
}
