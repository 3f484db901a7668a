import { describe, expect, it } from 'vitest';
import { canonicalUrl } from './canonical-url.ts';

describe('canonicalUrl', () => {
  it.each([
    ['/rest/app/init/', '/rest/app/init/'],
    ['//rest/app/init/', '/rest/app/init/'],
    ['///rest//player///getProfile/', '/rest/player/getProfile/'],
    ['/%72est/app/init/', '/rest/app/init/'],
    ['/%2e/rest/app/init/', '/rest/app/init/'],
    ['/./rest/app/./init/', '/rest/app/init/'],
    ['/games/../rest/logout/', '/rest/logout/'],
    ['/../../rest/app/init', '/rest/app/init'],
    ['/rest/app/init/..', '/rest/app/'],
    ['/', '/'],
    ['//', '/'],
    ['/games/?q=a//b&x=%72', '/games/?q=a//b&x=%72'],
    ['/files/a%2Fb/%00', '/files/a%2Fb/%00'],
  ])('%s is %s', (url, canonical) => {
    expect(canonicalUrl(url)).toBe(canonical);
  });
});
