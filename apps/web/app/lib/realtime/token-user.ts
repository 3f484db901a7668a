/**
 * The user a push token was issued to: its `sub` claim (decision 010: HMAC JWTs with `sub`, a player id, or ''
 * for a guest). Only read, never trusted: the push server checks the signature. Null for anything unreadable.
 */
export function tokenUser(token: string): string | null {
  const payload = token.split('.')[1];
  if (!payload) return null;
  try {
    const json = atob(payload.replace(/-/g, '+').replace(/_/g, '/'));
    const claims: unknown = JSON.parse(json);
    if (typeof claims !== 'object' || claims === null || !('sub' in claims)) return null;
    return typeof claims.sub === 'string' ? claims.sub : null;
  } catch {
    return null;
  }
}
