import { randomBytes } from 'node:crypto';

export function newNonce(): string {
  return randomBytes(16).toString('base64');
}

/** A host name or address with an optional port: nothing a Host header could smuggle into the policy. */
const HOST = /^(?:[A-Za-z0-9-]+(?:\.[A-Za-z0-9-]+)*|\[[0-9A-Fa-f:.]+\])(?::\d{1,5})?$/;

/**
 * The WebSocket origins of our own push endpoint: on the host the page was loaded from (the client connects
 * there) and on the configured public one, by either scheme (behind a TLS proxy the request itself looks like
 * plain http). A host that is not a plain host name is left out.
 */
export function ownWebSocketSources(hosts: readonly string[]): string[] {
  const valid = [...new Set(hosts)].filter((host) => HOST.test(host));
  return valid.flatMap((host) => [`ws://${host}`, `wss://${host}`]);
}

/**
 * The page's Content-Security-Policy: scripts only from this origin or carrying this response's nonce, no
 * plugins, no framing by other sites, connections only to this origin and our own push WebSocket. Games run in
 * frames of this same origin (decision 018). Styles allow inline attributes, which React's `style` props need.
 */
export function contentSecurityPolicy(nonce: string, webSocketSources: readonly string[]): string {
  return [
    "default-src 'self'",
    `script-src 'self' 'nonce-${nonce}'`,
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob:",
    "font-src 'self' data:",
    ["connect-src 'self'", ...webSocketSources].join(' '),
    "frame-src 'self'",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'self'",
  ].join('; ');
}
