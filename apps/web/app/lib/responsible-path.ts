import { type Language, localizePath } from '@casino/contracts';
import { depositPath } from './cash-entry';
import { MAIN_ROUTES } from './route-table';

/** The profile section's anchor. */
export const RESPONSIBLE_SECTION_ID = 'responsible';

/** `/profile/#responsible`: the limits, breaks and reminders (RTS 12: linked from the home and deposit pages). */
export function responsiblePath(lang: Language): string {
  return `${localizePath(MAIN_ROUTES.profile.path, lang)}#${RESPONSIBLE_SECTION_ID}`;
}

/** `/profile/#transactions`: the account history a reality check links to (RTS 13). */
export function historyPath(lang: Language): string {
  return `${localizePath(MAIN_ROUTES.profile.path, lang)}#transactions`;
}

/** The cash desk on its withdrawals: an excluded player may always take out what is left (spec section 8). */
export function withdrawPath(lang: Language): string {
  return `${depositPath(lang)}#withdraw`;
}
