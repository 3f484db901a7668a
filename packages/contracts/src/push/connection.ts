import { z } from 'zod';

/** The push endpoint's path: the one Centrifugo serves, so the official SDK's defaults fit. */
export const PUSH_ENDPOINT_PATH = '/connection/websocket';

/**
 * The real-time connection in player main data (spec section 3: websocket, token): the endpoint URL and a signed
 * connection token for the viewer (a player, or an anonymous guest).
 */
export const pushConnectionSchema = z.object({
  websocket: z.string(),
  token: z.string(),
});
export type PushConnection = z.infer<typeof pushConnectionSchema>;

/** `POST /rest/push/subscription-token/`: a token for one channel, asked for by the SDK's `getToken`. */
export const subscriptionTokenRequestSchema = z.object({ channel: z.string().min(1).max(128) });
export type SubscriptionTokenRequest = z.infer<typeof subscriptionTokenRequestSchema>;

/** The answer of both token endpoints (`connection-token` and `subscription-token`). */
export const pushTokenResponseSchema = z.object({
  success: z.literal(true),
  data: z.object({ token: z.string() }),
});
export type PushTokenResponse = z.infer<typeof pushTokenResponseSchema>;

/**
 * The push client's settings (spec section 9): reconnect 500-20000 ms, request timeout 5000 ms, an extra 10000 ms
 * to wait for a server ping, resubscribe 500-20000 ms. Names are the `centrifuge` SDK's options.
 */
export const PUSH_CLIENT_SETTINGS = {
  minReconnectDelay: 500,
  maxReconnectDelay: 20_000,
  timeout: 5_000,
  maxServerPingDelay: 10_000,
  minResubscribeDelay: 500,
  maxResubscribeDelay: 20_000,
} as const;
