import { describe, expect, it } from 'vitest';
import { planRegistrationCompletion, sameSiteRedirect } from './registration-completion';

const ORIGIN = 'https://casino.example';

function plan(
  intent: Parameters<typeof planRegistrationCompletion>[0]['intent'],
  query: string | null = null,
) {
  return planRegistrationCompletion({ intent, queryRedirectUrl: query, origin: ORIGIN });
}

describe('the end of the registration funnel', () => {
  it('goes nowhere without a redirect or a pending game: the welcome shows', () => {
    expect(plan({})).toEqual({ redirect: null, gameSlug: null });
  });

  it("follows the address's redirectUrl before the one kept from the flow", () => {
    expect(plan({ redirectUrl: '/bonuses/' }, '/faq/?tab=1#top').redirect).toEqual({
      url: '/faq/?tab=1#top',
      fullNavigation: false,
      toCash: false,
    });
    expect(plan({ redirectUrl: '/bonuses/' }).redirect?.url).toBe('/bonuses/');
  });

  it("falls back to the flow's redirect when the address's is refused", () => {
    expect(plan({ redirectUrl: '/bonuses/' }, 'https://evil.example/').redirect?.url).toBe('/bonuses/');
  });

  it('marks a redirect to the cash desk, so it reports the registration location', () => {
    expect(plan({ redirectUrl: '/cash/deposit/' }).redirect).toEqual({
      url: '/cash/deposit/',
      fullNavigation: false,
      toCash: true,
    });
    expect(plan({ redirectUrl: '/en/cash/deposit/' }).redirect?.toCash).toBe(true);
    expect(plan({ redirectUrl: '/cashboost/' }).redirect?.toCash).toBe(false);
  });

  it('loads a redirect that names http anew, on the same site only', () => {
    expect(plan({}, 'https://casino.example/cash/deposit/').redirect).toEqual({
      url: 'https://casino.example/cash/deposit/',
      fullNavigation: true,
      toCash: true,
    });
  });

  it('reopens the game of a game_play registration', () => {
    expect(plan({ source: 'game_play', gameSlug: 'book-of-ra' }).gameSlug).toBe('book-of-ra');
    expect(plan({ source: 'game_play', gameSlug: 'book-of-ra', redirectUrl: '/faq/' })).toEqual({
      redirect: { url: '/faq/', fullNavigation: false, toCash: false },
      gameSlug: 'book-of-ra',
    });
  });

  it('reopens no game for another source or a slug that is not one', () => {
    expect(plan({ source: 'cash', gameSlug: 'book-of-ra' }).gameSlug).toBeNull();
    expect(plan({ source: 'game_play' }).gameSlug).toBeNull();
    expect(plan({ source: 'game_play', gameSlug: '../../logout' }).gameSlug).toBeNull();
    expect(plan({ source: 'game_play', gameSlug: 'a/b' }).gameSlug).toBeNull();
  });
});

describe('same-site redirects', () => {
  it.each([
    ['another host', 'https://evil.example/cash/'],
    ['a protocol-relative host', '//evil.example/'],
    ['a backslashed host', '/\\evil.example/'],
    ['credentials before another host', 'https://casino.example@evil.example/'],
    ['a look-alike host', 'https://casino.example.evil.example/'],
    ['another port', 'https://casino.example:8443/'],
    ['plain http for an https site', 'http://casino.example/'],
    ['a script', 'javascript:alert(document.cookie)'],
    ['data', 'data:text/html,<script>alert(1)</script>'],
    ['an empty value', ''],
    ['a huge value', `/${'a'.repeat(5000)}`],
  ])('refuses %s', (_name, raw) => {
    expect(sameSiteRedirect(raw, ORIGIN)).toBeNull();
  });

  it('accepts paths, with their query and hash', () => {
    expect(sameSiteRedirect('/games/?sort=new#list', ORIGIN)?.url).toBe('/games/?sort=new#list');
    expect(sameSiteRedirect('bonuses/', ORIGIN)?.url).toBe('/bonuses/');
  });
});
