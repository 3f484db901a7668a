import { channelKind } from '@casino/contracts';
import { Disconnect, type DisconnectReason, PushError, type PushErrorReply } from './protocol.ts';
import type { PushTokens, PushUser } from './push-tokens.ts';

export type TokenDecision =
  | { ok: true; user: PushUser; expiresAtMs: number }
  | { ok: false; error: PushErrorReply }
  | { ok: false; disconnect: DisconnectReason };

export type SubscribeDecision =
  | { ok: true; expiresAtMs: number | null }
  | { ok: false; error: PushErrorReply }
  | { ok: false; disconnect: DisconnectReason };

/**
 * A connection token: no token is unauthorized (101), an expired one 109 (the SDK fetches another and reconnects),
 * a forged one, or a channel token offered as a connection token, closes with 3500.
 */
export function checkConnectionToken(tokens: PushTokens, token: unknown): TokenDecision {
  if (token === undefined || token === '') return { ok: false, error: PushError.unauthorized };
  const check = tokens.verify(token);
  if (!check.ok) {
    return check.reason === 'expired'
      ? { ok: false, error: PushError.tokenExpired }
      : { ok: false, disconnect: Disconnect.invalidToken };
  }
  if (check.claims.channel !== undefined) return { ok: false, disconnect: Disconnect.invalidToken };
  return { ok: true, user: check.claims.sub, expiresAtMs: check.claims.exp * 1000 };
}

/**
 * Who may subscribe where. Public channels and the guest channel are open to every connection (a token is
 * optional, and checked when given). A personal channel needs a channel token issued to this connection's user
 * for exactly that channel, and the user must own it: without a token it is 103 permission denied; a token for
 * another user or channel, or a forged one, closes the connection with 3500, as Centrifugo does.
 */
export function authorizeSubscription(
  tokens: PushTokens,
  user: PushUser,
  channel: string,
  token: unknown,
): SubscribeDecision {
  const kind = channelKind(channel);
  if (kind.kind === 'unknown') return { ok: false, error: PushError.unknownChannel };
  const owns = kind.kind !== 'personal' || user === String(kind.playerId);
  if (token === undefined || token === '') {
    return kind.kind === 'personal'
      ? { ok: false, error: PushError.permissionDenied }
      : { ok: true, expiresAtMs: null };
  }
  const check = tokens.verify(token);
  if (!check.ok) {
    return check.reason === 'expired'
      ? { ok: false, error: PushError.tokenExpired }
      : { ok: false, disconnect: Disconnect.invalidToken };
  }
  if (check.claims.channel !== channel || check.claims.sub !== user) {
    return { ok: false, disconnect: Disconnect.invalidToken };
  }
  if (!owns) return { ok: false, error: PushError.permissionDenied };
  return { ok: true, expiresAtMs: check.claims.exp * 1000 };
}
