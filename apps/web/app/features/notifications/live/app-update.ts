import { createStore, useStore } from '../../../lib/external-store';

/** The site version a push `app` message announced, while it differs from the page's own and is not dismissed. */
const announcedVersion = createStore<string | null>(null);
const dismissedVersions = new Set<string>();

/** The build this page runs: React Router's manifest version, which the server announces on deploy. */
function pageVersion(): string | null {
  const manifest = (window as { __reactRouterManifest?: { version?: unknown } }).__reactRouterManifest;
  return typeof manifest?.version === 'string' ? manifest.version : null;
}

/**
 * Spec section 8: the app-updated message. A node restarting with the page's own build announces it again
 * (decision 010), so only another version is offered.
 */
export function noteSiteVersion(version: string, current: string | null = pageVersion()): void {
  if (version === current || dismissedVersions.has(version)) return;
  announcedVersion.set(version);
}

export function dismissSiteVersion(): void {
  const version = announcedVersion.get();
  if (version) dismissedVersions.add(version);
  announcedVersion.set(null);
}

export function announcedSiteVersion(): string | null {
  return announcedVersion.get();
}

export function useAnnouncedVersion(): string | null {
  return useStore(announcedVersion, null);
}
