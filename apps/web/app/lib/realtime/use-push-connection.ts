import { PUSH_ENDPOINT_PATH } from '@casino/contracts';
import { useEffect, useRef } from 'react';
import { useAppData } from '../app-data';
import { raiseUnauthorized } from '../unauthorized';
import { startPushClient } from './push-client';

/** Where the push endpoint is when player main data does not say (answers that changed the session). */
function sameOriginEndpoint(): string {
  return `${window.location.origin.replace(/^http/, 'ws')}${PUSH_ENDPOINT_PATH}`;
}

/**
 * Keeps the page connected to the push server as the current viewer (spec section 7, Real-time): connects on
 * mount, and again as someone else when the session changes (login, logout, an expired session). A token the
 * server refuses raises the unauthorized event (spec section 4), whose retry reconnects a viewer still logged in.
 */
export function usePushConnection(): void {
  const { player } = useAppData().appMain;
  const viewer = player.isGuest ? '' : (player.login ?? '');
  // The endpoint and token are read when the viewer changes; a new token for the same viewer changes nothing.
  const connection = useRef({ endpoint: player.websocket, token: player.token });
  connection.current = { endpoint: player.websocket, token: player.token };

  // biome-ignore lint/correctness/useExhaustiveDependencies: one connection per viewer.
  useEffect(() => {
    const { endpoint, token } = connection.current;
    const client = startPushClient({
      endpoint: endpoint ?? sameOriginEndpoint(),
      token,
      onUnauthorized: (reconnect) => raiseUnauthorized({ retry: reconnect }),
    });
    return () => client.stop();
  }, [viewer]);
}
