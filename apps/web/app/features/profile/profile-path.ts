import { type Language, localizePath } from '@casino/contracts';
import { MAIN_ROUTES } from '../../lib/route-table';

/** The profile page's sections that other places link to. */
export type ProfileAnchor = 'documents';

/** `/profile/`, `/ru/profile/#documents`... */
export function profilePath(lang: Language, anchor?: ProfileAnchor): string {
  const path = localizePath(MAIN_ROUTES.profile.path, lang);
  return anchor ? `${path}#${anchor}` : path;
}
