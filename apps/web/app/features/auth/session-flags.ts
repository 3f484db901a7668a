/**
 * The auth feature's records in session storage (spec section 2 deep links): they last for the browser session
 * and quietly do nothing where storage is blocked.
 */
function sessionArea(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.sessionStorage;
  } catch {
    return null;
  }
}

export function readSessionValue(key: string): string | null {
  try {
    return sessionArea()?.getItem(key) ?? null;
  } catch {
    return null;
  }
}

export function writeSessionValue(key: string, value: string | null): void {
  try {
    const area = sessionArea();
    if (value === null) area?.removeItem(key);
    else area?.setItem(key, value);
  } catch {
    // Full or blocked storage: the value lasts for this page only, which is acceptable for these hints.
  }
}
