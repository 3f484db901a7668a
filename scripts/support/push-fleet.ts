/**
 * Push nodes and protocol clients for the benchmarks: a node is the real app (push role) in a process of its own,
 * asked over IPC to publish through its own publisher; a client is a plain `ws` socket speaking the protocol
 * (connect, subscribe, pong) in the benchmark's process, handing each publication it parses to the benchmark.
 */
import { type ChildProcess, fork } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { fileURLToPath } from 'node:url';
import { Redis } from 'ioredis';
import WebSocket from 'ws';
import { signJwt } from '../../apps/server/src/platform/push/jwt.ts';
import type { BenchNodeReply, BenchNodeRequest } from './push-bench-node.ts';
import { freePort } from './server-process.ts';

const NODE_SCRIPT = fileURLToPath(new URL('./push-bench-node.ts', import.meta.url));
/** Clients connected at once: more at a time makes the node refuse some under the load. */
const CONNECT_BATCH = 200;

export interface BenchNode {
  url: string;
  request(message: BenchNodeRequest): void;
  memory(): Promise<Extract<BenchNodeReply, { kind: 'memory' }>>;
  stop(): Promise<void>;
}

/** What a push node and its clients share: the secret the node signs and checks connection tokens with. */
export interface PushFleet {
  secret: string;
  startNode(env: Record<string, string>): Promise<BenchNode>;
  /** Connects `count` guests to `url`, each subscribed to `channel`; returns how long it took, in seconds. */
  connectClients(url: string, channel: string, count: number, into: BenchClient[]): Promise<number>;
}

/**
 * A subscriber: connects as a guest, subscribes to its channel, answers pings, hands on each publication's frame as
 * it arrived (the benchmark decides how much of it to parse).
 */
export class BenchClient {
  readonly socket: WebSocket;

  constructor(url: string, onPublication: (frame: string) => void) {
    this.socket = new WebSocket(url, { perMessageDeflate: false });
    this.socket.on('message', (data) => {
      const text = data.toString();
      if (text === '{}') {
        this.socket.send('{}');
        return;
      }
      for (const line of text.split('\n')) {
        if (line.startsWith('{"push":')) onPublication(line);
      }
    });
  }

  /** Resolves once the subscribe reply has arrived. */
  ready(secret: string, channel: string): Promise<void> {
    return new Promise((resolve, reject) => {
      this.socket.once('error', reject);
      this.socket.once('open', () => {
        const token = signJwt(secret, { sub: '', exp: Math.floor(Date.now() / 1000) + 3600 });
        this.socket.send(
          `${JSON.stringify({ id: 1, connect: { token } })}\n${JSON.stringify({ id: 2, subscribe: { channel } })}`,
        );
      });
      const onReply = (data: WebSocket.RawData) => {
        if (!data.toString().includes('"id":2')) return;
        this.socket.off('message', onReply);
        resolve();
      };
      this.socket.on('message', onReply);
    });
  }
}

/** A fleet whose clients hand every publication's frame to `onPublication`. */
export function pushFleet(onPublication: (frame: string) => void): PushFleet {
  const secret = randomBytes(24).toString('hex');
  return {
    secret,
    startNode: (env) => startNode(secret, env),
    connectClients: async (url, channel, count, into) => {
      const started = performance.now();
      for (let done = 0; done < count; done += CONNECT_BATCH) {
        const batch = Array.from(
          { length: Math.min(CONNECT_BATCH, count - done) },
          () => new BenchClient(url, onPublication),
        );
        await Promise.all(batch.map((client) => client.ready(secret, channel)));
        into.push(...batch);
      }
      return (performance.now() - started) / 1000;
    },
  };
}

async function startNode(secret: string, env: Record<string, string>): Promise<BenchNode> {
  const port = await freePort();
  const child: ChildProcess = fork(NODE_SCRIPT, {
    execArgv: ['--expose-gc'],
    env: {
      ...process.env,
      PORT: String(port),
      NODE_ENV: 'production',
      PUSH_TOKEN_SECRET: secret,
      SESSION_SECRET: randomBytes(24).toString('hex'),
      STUDIO_WALLET_SECRET: randomBytes(24).toString('hex'),
      BACKOFFICE_SECRET: randomBytes(24).toString('hex'),
      ...env,
    },
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  const replies: ((reply: BenchNodeReply) => void)[] = [];
  child.on('message', (reply: BenchNodeReply) => replies.shift()?.(reply));
  const next = () => new Promise<BenchNodeReply>((resolve) => replies.push(resolve));
  await next();
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  return {
    url: `ws://127.0.0.1:${port}/connection/websocket`,
    request: (message) => child.send(message),
    memory: async () => {
      const reply = next();
      child.send({ kind: 'memory' } satisfies BenchNodeRequest);
      return (await reply) as Extract<BenchNodeReply, { kind: 'memory' }>;
    },
    stop: async () => {
      child.disconnect();
      await exited;
    },
  };
}

/** Whether a Redis server answers at `url`: push nodes behind Redis need one. */
export async function redisAnswers(url: string): Promise<boolean> {
  const redis = new Redis(url, { lazyConnect: true, maxRetriesPerRequest: 1, retryStrategy: () => null });
  const up = await redis.ping().then(
    () => true,
    () => false,
  );
  redis.disconnect();
  return up;
}
