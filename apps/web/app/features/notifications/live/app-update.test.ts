import { afterEach, describe, expect, it } from 'vitest';
import { announcedSiteVersion, dismissSiteVersion, noteSiteVersion } from './app-update';

afterEach(() => dismissSiteVersion());

describe('the app-updated notice', () => {
  it('is offered for a version other than the page runs', () => {
    noteSiteVersion('v2', 'v1');
    expect(announcedSiteVersion()).toBe('v2');
  });

  it('is not offered for the version the page runs (a node of this build restarting)', () => {
    noteSiteVersion('v1', 'v1');
    expect(announcedSiteVersion()).toBeNull();
  });

  it('stays away for a dismissed version, and comes back for the next one', () => {
    noteSiteVersion('v3', 'v1');
    dismissSiteVersion();
    noteSiteVersion('v3', 'v1');
    expect(announcedSiteVersion()).toBeNull();
    noteSiteVersion('v4', 'v1');
    expect(announcedSiteVersion()).toBe('v4');
  });
});
