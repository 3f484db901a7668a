import type { Language, PlayerMainData } from '@casino/contracts';
import { lazyEndpoints } from '../endpoint-client';

// Read after a sign-in or an unauthorised answer, from any page: the table comes with the first call.
const callApp = lazyEndpoints(() =>
  import('@casino/contracts/endpoints/app').then((table) => table.APP_ENDPOINTS),
);

/**
 * The viewer's player main data as the server sees it now, read from the start-up data call (spec section 4:
 * the profile reload after an unauthorised answer, and the player after registering).
 */
export async function fetchPlayerMainData(lang: Language): Promise<PlayerMainData> {
  const init = await callApp('init', { query: { lang } });
  return init.appMain.player;
}
