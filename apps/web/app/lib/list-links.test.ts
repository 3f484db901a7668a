import { describe, expect, it } from 'vitest';
import { routedPath } from './list-links';

const ORIGIN = 'https://casino.example';
const plainClick = {
  button: 0,
  metaKey: false,
  altKey: false,
  ctrlKey: false,
  shiftKey: false,
  defaultPrevented: false,
};

function anchor(href: string, target = '', attributes: string[] = []) {
  return { href, target, hasAttribute: (name: string) => attributes.includes(name) };
}

describe('a list link click', () => {
  it('goes through the router to the in-site path, its query and hash kept', () => {
    expect(routedPath(plainClick, anchor(`${ORIGIN}/en/sports-book/event/42/`), ORIGIN)).toBe(
      '/en/sports-book/event/42/',
    );
    expect(routedPath(plainClick, anchor(`${ORIGIN}/games/?q=book#top`), ORIGIN)).toBe('/games/?q=book#top');
    expect(routedPath(plainClick, anchor('/games/slots/'), ORIGIN)).toBe('/games/slots/');
  });

  it('is left to the browser when the player asks for a new tab or window', () => {
    const link = anchor(`${ORIGIN}/games/`);
    for (const key of ['metaKey', 'altKey', 'ctrlKey', 'shiftKey'] as const) {
      expect(routedPath({ ...plainClick, [key]: true }, link, ORIGIN)).toBeNull();
    }
    expect(routedPath({ ...plainClick, button: 1 }, link, ORIGIN)).toBeNull();
  });

  it('is left to the browser for another target, a download, or another site', () => {
    expect(routedPath(plainClick, anchor(`${ORIGIN}/games/`, '_blank'), ORIGIN)).toBeNull();
    expect(routedPath(plainClick, anchor(`${ORIGIN}/games/`, '_self'), ORIGIN)).toBe('/games/');
    expect(routedPath(plainClick, anchor(`${ORIGIN}/statement.pdf`, '', ['download']), ORIGIN)).toBeNull();
    expect(routedPath(plainClick, anchor('https://help.example/casino/'), ORIGIN)).toBeNull();
  });

  it('is not followed twice when something on the way has already handled it', () => {
    expect(
      routedPath({ ...plainClick, defaultPrevented: true }, anchor(`${ORIGIN}/games/`), ORIGIN),
    ).toBeNull();
  });
});
