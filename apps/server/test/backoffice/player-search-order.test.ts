import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createPlayer } from '../support/auth-players.ts';
import { type SignedInOperator, signInOperator } from '../support/operators.ts';
import { buildTestApp, type TestApp } from '../support/test-app.ts';

let testApp: TestApp;
let support: SignedInOperator;

beforeAll(async () => {
  testApp = await buildTestApp({ env: { RATE_LIMITS: 'off' } });
  support = await signInOperator(testApp, ['support']);
});
afterAll(() => testApp.close());

const search = async (q: string) =>
  (await support.call({ url: `/backoffice/api/players/?q=${encodeURIComponent(q)}` })).json().players as {
    login: string;
  }[];

describe('the order of search results', () => {
  it('puts whole names before names that only contain the text, and a whole identifier alone', async () => {
    const whole = await createPlayer(testApp, 'Search-Pass-2026', { login: 'wholename', lastName: 'Bondar' });
    const longer = await createPlayer(testApp, 'Search-Pass-2026', {
      login: 'longername',
      lastName: 'Bondarenko',
    });
    // The longer name is the newer player, yet the whole name comes first.
    expect((await search('BONDAR')).map((player) => player.login)).toEqual([whole.login, longer.login]);
    // A login typed whole finds that player only, not the others that contain it.
    await createPlayer(testApp, 'Search-Pass-2026', { login: 'wholenamex' });
    expect((await search('wholename')).map((player) => player.login)).toEqual([whole.login]);
    expect((await search('holenam')).map((player) => player.login).sort()).toEqual([
      'wholename',
      'wholenamex',
    ]);
  });
});
