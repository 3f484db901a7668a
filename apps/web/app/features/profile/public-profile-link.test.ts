import { describe, expect, it } from 'vitest';
import {
  encodeLogin,
  isMobileAppPublicProfilePath,
  pathSafeLogin,
  publicProfileModalName,
} from './public-profile-link';

describe('public profile links', () => {
  it('picks the popup only where the brand asks for it', () => {
    expect(publicProfileModalName({ publicProfilePopup: true })).toBe('PublicProfilePopup');
    expect(publicProfileModalName({ publicProfilePopup: false })).toBe('PublicProfile');
  });

  it('keeps base64 logins path-safe, whatever the query did to them', () => {
    // "a>>?~" encodes with both "+" and "/" in standard base64.
    const standard = btoa('a>>?~');
    expect(standard).toMatch(/[+/]/);
    const safe = pathSafeLogin(standard);
    expect(safe).not.toMatch(/[+/=]/);
    expect(pathSafeLogin(standard.replace(/\+/g, ' '))).toBe(safe);
    expect(pathSafeLogin('my')).toBe('my');
  });

  it('encodes logins as URL-safe base64 of their UTF-8 bytes', () => {
    expect(encodeLogin('demo')).toBe('ZGVtbw');
    expect(encodeLogin('гравець')).toBe(pathSafeLogin(Buffer.from('гравець').toString('base64')));
  });

  it('recognises the in-app public-profile path only', () => {
    expect(isMobileAppPublicProfilePath('/mobile-app-provider/public-profile/')).toBe(true);
    expect(isMobileAppPublicProfilePath('/public-profile/')).toBe(false);
    expect(isMobileAppPublicProfilePath('/mobile-app-provider/board/')).toBe(false);
  });
});
