import { PUSH_ENDPOINT_PATH, type PushConnection } from '@casino/contracts';
import type { FastifyInstance } from 'fastify';
import type { Redis } from 'ioredis';
import type { Clock } from '../clock.ts';
import type { Config } from '../config.ts';
import { InProcessBroker, type PushBroker } from './push-broker.ts';
import { registerPushEndpoint } from './push-endpoint.ts';
import { PushHub } from './push-hub.ts';
import { PushPublisher } from './push-publisher.ts';
import { DEFAULT_PUSH_SETTINGS, type PushSettings } from './push-settings.ts';
import { PushTokens, pushUserOf } from './push-tokens.ts';
import { RedisBroker } from './redis-broker.ts';

export interface Push {
  hub: PushHub;
  publisher: PushPublisher;
  tokens: PushTokens;
  /** The real-time connection of player main data (spec section 3: websocket, token) for a player or a guest. */
  connectionFor(playerId: number | null): PushConnection;
}

/**
 * Real-time push: tokens, the publisher every module uses, and on the `push` role the WebSocket endpoint. With
 * REDIS_URL publications travel through Redis to every node; without it they stay in this process, which then
 * must run the `push` role itself to deliver them.
 */
export async function createPush(
  app: FastifyInstance,
  deps: {
    config: Config;
    clock: Clock;
    redis: Redis | undefined;
    settings?: Partial<PushSettings> | undefined;
  },
): Promise<Push> {
  const { config, clock, redis } = deps;
  const tokens = new PushTokens({ secret: config.pushTokenSecret, clock });
  const hub = new PushHub({
    settings: { ...DEFAULT_PUSH_SETTINGS, ...deps.settings },
    tokens,
    clock,
    log: app.log,
  });
  const broker: PushBroker = redis
    ? new RedisBroker({
        redis,
        prefix: `push:${config.brand}:`,
        deliver: hub.deliver,
        onError: (error) => app.log.warn({ err: error }, 'push redis connection error'),
      })
    : new InProcessBroker(hub.deliver);
  hub.attach(broker);
  if (config.roles.has('push')) await registerPushEndpoint(app, hub);
  else app.addHook('onClose', async () => broker.close());
  const websocketUrl = `${config.publicUrl.replace(/^http/, 'ws')}${PUSH_ENDPOINT_PATH}`;
  return {
    hub,
    publisher: new PushPublisher(broker),
    tokens,
    connectionFor: (playerId) => ({
      websocket: websocketUrl,
      token: tokens.connectionToken(pushUserOf(playerId)),
    }),
  };
}
