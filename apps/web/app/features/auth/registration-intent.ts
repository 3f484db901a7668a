import { readSessionValue, writeSessionValue } from './session-flags';

/**
 * What a registration was started for (spec section 4, registration completion): the source it came from, where
 * to go once the funnel ends, and the game a guest launched before being asked to register. Kept for the browser
 * session, because the funnel may end modals and page loads later (a confirmed contact).
 */
export interface RegistrationIntent {
  source?: string;
  redirectUrl?: string;
  gameSlug?: string;
}

const KEY = 'registrationIntent';

function text(value: unknown, max: number): string | undefined {
  return typeof value === 'string' && value !== '' && value.length <= max ? value : undefined;
}

/** The stored intent; anything unreadable or out of shape counts as none. */
export function readRegistrationIntent(): RegistrationIntent {
  const raw = readSessionValue(KEY);
  if (!raw) return {};
  let stored: Record<string, unknown>;
  try {
    stored = JSON.parse(raw) as Record<string, unknown>;
  } catch {
    return {};
  }
  if (typeof stored !== 'object' || stored === null) return {};
  const source = text(stored.source, 64);
  const redirectUrl = text(stored.redirectUrl, 2048);
  const gameSlug = text(stored.gameSlug, 100);
  return {
    ...(source ? { source } : {}),
    ...(redirectUrl ? { redirectUrl } : {}),
    ...(gameSlug ? { gameSlug } : {}),
  };
}

/** Kept once the registration itself succeeded, so an abandoned form leaves nothing behind. */
export function rememberRegistrationIntent(intent: RegistrationIntent): void {
  writeSessionValue(KEY, Object.keys(intent).length > 0 ? JSON.stringify(intent) : null);
}

/** The funnel ended: the redirect and the source are used up. */
export function clearRegistrationIntent(): void {
  writeSessionValue(KEY, null);
}
