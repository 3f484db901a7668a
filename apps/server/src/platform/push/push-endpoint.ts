import { PUSH_ENDPOINT_PATH } from '@casino/contracts';
import fastifyWebsocket from '@fastify/websocket';
import type { FastifyInstance } from 'fastify';
import type { PushHub } from './push-hub.ts';

/**
 * `/connection/websocket`: the WebSocket endpoint of the `push` role. Frames above the size limit are refused by
 * `ws` itself with close code 1009. On shutdown every connection is closed with 3001 before the server stops, so
 * the SDKs reconnect (to another node, or to this one restarted) instead of waiting for a missing ping.
 */
export async function registerPushEndpoint(app: FastifyInstance, hub: PushHub): Promise<void> {
  // Added before the plugin's own preClose hook, which would close the sockets without a code.
  app.addHook('preClose', async () => hub.stop());
  await app.register(fastifyWebsocket, {
    options: { maxPayload: hub.settings.maxFrameBytes, perMessageDeflate: false },
  });
  app.get(PUSH_ENDPOINT_PATH, { websocket: true }, (socket) => {
    hub.accept(socket);
  });
  hub.start();
}
