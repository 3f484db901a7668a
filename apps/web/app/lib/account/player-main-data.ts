import type { AppInit, Language, PlayerMainData } from '@casino/contracts';
import { authRequest } from './auth-request';

/**
 * The viewer's player main data as the server sees it now, read from the start-up data call (spec section 4:
 * the profile reload after an unauthorised answer, and the player after registering).
 */
export async function fetchPlayerMainData(lang: Language): Promise<PlayerMainData> {
  const init = await authRequest<AppInit>(`/rest/app/init/?lang=${lang}`);
  return init.appMain.player;
}
