import WebSocket from 'ws';

/** A WebSocket speaking the protocol by hand, for the input the SDK never sends. */
export interface RawSocket {
  socket: WebSocket;
  send(frame: string | Buffer): void;
  /** The next JSON object the server sent (frames split at newlines), pings included. */
  next(timeoutMs?: number): Promise<Record<string, unknown>>;
  /** The next reply to a command (an object with an id), skipping pings. */
  reply(timeoutMs?: number): Promise<Record<string, unknown>>;
  closed: Promise<{ code: number; reason: string }>;
}

export async function openRawSocket(url: string): Promise<RawSocket> {
  const socket = new WebSocket(url);
  const received: Record<string, unknown>[] = [];
  const waiters: (() => void)[] = [];
  socket.on('message', (data) => {
    for (const line of data.toString().split('\n')) received.push(JSON.parse(line));
    for (const wake of waiters.splice(0)) wake();
  });
  const closed = new Promise<{ code: number; reason: string }>((resolve) =>
    socket.on('close', (code, reason) => resolve({ code, reason: reason.toString() })),
  );
  await new Promise<void>((resolve, reject) => {
    socket.once('open', () => resolve());
    socket.once('error', reject);
  });
  const next = async (timeoutMs = 3000): Promise<Record<string, unknown>> => {
    const deadline = Date.now() + timeoutMs;
    while (received.length === 0) {
      const left = deadline - Date.now();
      if (left <= 0) throw new Error('nothing received');
      await new Promise<void>((resolve) => {
        const timer = setTimeout(resolve, left);
        waiters.push(() => {
          clearTimeout(timer);
          resolve();
        });
      });
    }
    return received.shift() as Record<string, unknown>;
  };
  return {
    socket,
    send: (frame) => socket.send(frame),
    next,
    reply: async (timeoutMs) => {
      for (;;) {
        const message = await next(timeoutMs);
        if ('id' in message) return message;
      }
    },
    closed,
  };
}
