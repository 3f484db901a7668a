/** Limits and timings of the push endpoint; tests shorten the timings. */
export interface PushSettings {
  /** Larger WebSocket messages close the connection with 1009 (the SDK's "message size limit exceeded"). */
  maxFrameBytes: number;
  maxCommandsPerFrame: number;
  maxChannelsPerConnection: number;
  /** Sustained commands per second per connection, and the burst allowed above it. */
  commandsPerSecond: number;
  commandBurst: number;
  /** A connection whose unsent data grows past this is too slow to keep up: closed with 3008. */
  maxBufferedBytes: number;
  /** The server pings every connection this often; a client waits this plus its own margin for the next. */
  pingIntervalMs: number;
  /** A ping unanswered this long closes the connection with 3012. */
  pongTimeoutMs: number;
  /** A socket that has not sent `connect` by then is closed with 3502. */
  connectTimeoutMs: number;
  /** How long after its token's expiry a connection or subscription that did not refresh is closed. */
  expiryGraceMs: number;
}

export const DEFAULT_PUSH_SETTINGS: PushSettings = {
  maxFrameBytes: 64 * 1024,
  maxCommandsPerFrame: 100,
  maxChannelsPerConnection: 32,
  commandsPerSecond: 20,
  commandBurst: 50,
  maxBufferedBytes: 1024 * 1024,
  pingIntervalMs: 25_000,
  pongTimeoutMs: 10_000,
  connectTimeoutMs: 15_000,
  expiryGraceMs: 25_000,
};
