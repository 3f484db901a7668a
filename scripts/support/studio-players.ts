import { randomBytes } from 'node:crypto';
import { AJAX_HEADER, AJAX_HEADER_VALUE, STUDIO_SESSION_HEADER } from '@casino/contracts';
import { PasswordHasher } from '../../apps/server/src/modules/accounts/auth/password-hasher.ts';
import { players } from '../../apps/server/src/modules/accounts/players/players.schema.ts';
import type { Db } from '../../apps/server/src/platform/db/database.ts';
import type { keepAlivePoster } from './keep-alive-post.ts';

/** The password of every player a benchmark creates. */
const PASSWORD = 'Bench-Players-2026';
/** A valid Ukrainian RNOKPP: the brand asks for a tax ID before real play in UAH. */
const TAX_ID = '1759013776';

export interface BenchPlayer {
  id: number;
  login: string;
}

/** The headers of a signed-in player's calls: the AJAX marker, JSON, the session cookie and the site's origin. */
export type SessionHeaders = Record<string, string>;

/** A studio session of a game: its token and the stakes it offers. */
export interface StudioSession {
  sessionToken: string;
  betSteps: number[];
}

/** Players who may play for money (registration complete) on the `king` brand in UAH, with no money yet. */
export async function insertPlayers(db: Db, count: number, loginPrefix: string): Promise<BenchPlayer[]> {
  const tag = randomBytes(3).toString('hex');
  // A cheap scrypt cost: the stored hash names it, so logins verify it as usual and the setup stays quick.
  const passwordHash = await new PasswordHasher({ N: 2 ** 10, r: 8, p: 1 }).hash(PASSWORD);
  const rows = await db
    .insert(players)
    .values(
      Array.from({ length: count }, (_, index) => ({
        brand: 'king',
        login: `${loginPrefix}${tag}${index}`,
        email: `${loginPrefix}-${tag}-${index}@example.com`,
        primaryContact: 'email' as const,
        passwordHash,
        currency: 'UAH',
        registrationComplete: true,
        registration: { source: null, flow: null, variant: null, funnelType: null },
      })),
    )
    .returning({ id: players.id, login: players.login });
  return rows.map((row) => ({ id: row.id, login: row.login ?? '' }));
}

/** The parsed JSON body of a 2xx reply; throws with the status and the start of the body otherwise. */
export async function expectOk(response: Response, what: string): Promise<unknown> {
  const body = await response.text();
  if (!response.ok) throw new Error(`${what}: HTTP ${response.status} ${body.slice(0, 300)}`);
  return JSON.parse(body);
}

/** Signs the player in and gives the tax ID real play asks for; answers the headers of their calls. */
export async function signIn(baseUrl: string, player: BenchPlayer): Promise<SessionHeaders> {
  const ajax = { [AJAX_HEADER]: AJAX_HEADER_VALUE, 'content-type': 'application/json' };
  const login = await fetch(`${baseUrl}/login/`, {
    method: 'POST',
    headers: ajax,
    body: JSON.stringify({ login: player.login, password: PASSWORD }),
  });
  await expectOk(login, 'login');
  const cookie = login.headers
    .getSetCookie()
    .find((value) => value.startsWith('sid='))
    ?.split(';')[0];
  if (!cookie) throw new Error('login set no session cookie');
  const headers = { ...ajax, cookie, origin: baseUrl };
  await expectOk(
    await fetch(`${baseUrl}/rest/player/tax-id/`, {
      method: 'POST',
      headers,
      body: JSON.stringify({ taxId: TAX_ID }),
    }),
    'tax ID',
  );
  return headers;
}

/** Launches the game for money (`isMoney` 1) or for fun (0) and starts the studio session the launch allows. */
export async function startStudioSession(
  baseUrl: string,
  headers: SessionHeaders,
  game: string,
  isMoney: 0 | 1,
): Promise<StudioSession> {
  const launch = (await expectOk(
    await fetch(`${baseUrl}/rest/game/${game}/?isMoney=${isMoney}`, { headers }),
    'launch',
  )) as { data: { iframeUrl: string | null }[] };
  const iframeUrl = launch.data[0]?.iframeUrl;
  const launchToken = iframeUrl ? new URL(iframeUrl, baseUrl).searchParams.get('token') : null;
  if (!launchToken) throw new Error(`the launch gave no token: ${JSON.stringify(launch)}`);
  const session = (await expectOk(
    await fetch(`${baseUrl}/studio/api/sessions`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ launchToken }),
    }),
    'studio session',
  )) as { data: StudioSession };
  return session.data;
}

/** One spin of a studio session at `bet` (a new round each time); answers the HTTP status. */
export function studioSpin(
  post: ReturnType<typeof keepAlivePoster>,
  baseUrl: string,
  sessionToken: string,
  bet: number,
): Promise<number> {
  return post(
    `${baseUrl}/studio/api/play`,
    { 'content-type': 'application/json', [STUDIO_SESSION_HEADER]: sessionToken },
    JSON.stringify({ roundKey: randomBytes(12).toString('hex'), bet, params: {} }),
  );
}
