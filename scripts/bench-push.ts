import { randomBytes } from 'node:crypto';
import { loadavg } from 'node:os';
import { writeBenchmarkSection } from './support/benchmarks-file.ts';
import { percentile } from './support/pgbench.ts';
import { type BenchClient, type BenchNode, pushFleet, redisAnswers } from './support/push-fleet.ts';

/**
 * `npm run bench:push`: idle connections per node and memory per connection, then the delivery latency of one
 * publication to 1,000 and 10,000 subscribers on one node, and across two nodes through Redis. Clients are plain
 * `ws` sockets speaking the protocol (connect, subscribe, pong) in this process; the latency of a publication is
 * measured from the moment this process asks a node to publish to the moment each client has parsed it.
 */
const CLIENTS = Number(process.env.BENCH_PUSH_CLIENTS ?? 10_000);
const SMALL = Math.min(1_000, CLIENTS);
const PUBLICATIONS = Number(process.env.BENCH_PUSH_PUBLICATIONS ?? 20);
const REDIS_URL = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';
const CHANNEL = 'public:board';
/** Between publications: lets pongs and socket writes of the last fan-out settle. */
const PAUSE_MS = 100;

const latencies: number[] = [];
let collecting = false;
// Each client parses its whole frame, as a page would.
const fleet = pushFleet((frame) => {
  if (collecting) latencies.push(performance.now() - JSON.parse(frame).push.pub.data.data.sentAt);
});
const connectClients = (url: string, count: number, into: BenchClient[]) =>
  fleet.connectClients(url, CHANNEL, count, into);

/**
 * Publishes PUBLICATIONS messages one after another: each once every subscriber has the previous one (or a 10 s
 * wait ran out), then a pause, so every figure is one publication's fan-out and not a queue of earlier ones.
 */
async function measure(publish: (message: object) => void, subscribers: number) {
  latencies.length = 0;
  collecting = true;
  for (let seq = 0; seq < PUBLICATIONS; seq++) {
    const expected = subscribers * (seq + 1);
    publish({
      id: `bench-${seq}-${randomBytes(4).toString('hex')}`,
      type: 'board',
      action: 'bench',
      data: { sentAt: performance.now(), seq },
    });
    const deadline = Date.now() + 10_000;
    while (latencies.length < expected && Date.now() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, 5));
    }
    await new Promise((resolve) => setTimeout(resolve, PAUSE_MS));
  }
  collecting = false;
  const sorted = [...latencies].sort((a, b) => a - b);
  return {
    p50: percentile(sorted, 0.5),
    p99: percentile(sorted, 0.99),
    delivered: sorted.length,
    expected: subscribers * PUBLICATIONS,
  };
}

function row(setup: string, subscribers: number, result: Awaited<ReturnType<typeof measure>>): string {
  return `| ${setup} | ${subscribers.toLocaleString('en')} | ${ms(result.p50)} | ${ms(result.p99)} | ${result.delivered}/${result.expected} |`;
}

const viaNode = (node: BenchNode) => (message: object) =>
  node.request({ kind: 'publish', channel: CHANNEL, message });
const mib = (bytes: number) => (bytes / 1024 / 1024).toFixed(1);
const ms = (value: number) => value.toFixed(1);
const rows: string[] = [];
const clients: BenchClient[] = [];
const closeClients = () => {
  for (const client of clients.splice(0)) client.socket.terminate();
};

/**
 * One node, no broker: connections and memory, and latency at the small and the full count. It runs in
 * development, since production requires Redis; the push endpoint behaves the same in both.
 */
async function singleNode() {
  const node = await fleet.startNode({ NODE_ENV: 'development' });
  try {
    const before = await node.memory();
    await connectClients(node.url, SMALL, clients);
    const small = await measure(viaNode(node), SMALL);
    rows.push(row('one node', SMALL, small));
    const connectSeconds = await connectClients(node.url, CLIENTS - SMALL, clients);
    const after = await node.memory();
    rows.push(row('one node', CLIENTS, await measure(viaNode(node), CLIENTS)));
    return {
      connections: after.connections,
      rssBefore: before.rss,
      rss: after.rss,
      perConnection: (after.rss - before.rss) / after.connections,
      heapPerConnection: (after.heapUsed - before.heapUsed) / after.connections,
      connectRate: (CLIENTS - SMALL) / connectSeconds,
    };
  } finally {
    closeClients();
    await node.stop();
  }
}

const loadAtStart = loadavg()[0] ?? 0;
const idle = await singleNode();

// Two nodes through Redis: half the clients on each, every publication made on the first node.
if (await redisAnswers(REDIS_URL)) {
  const nodes = [await fleet.startNode({ REDIS_URL }), await fleet.startNode({ REDIS_URL })];
  try {
    for (const total of [SMALL, CLIENTS]) {
      const [a, b] = nodes as [BenchNode, BenchNode];
      const have = clients.length;
      await connectClients(a.url, Math.ceil(total / 2) - Math.ceil(have / 2), clients);
      await connectClients(b.url, Math.floor(total / 2) - Math.floor(have / 2), clients);
      rows.push(row('two nodes, Redis', total, await measure(viaNode(a), total)));
    }
  } finally {
    closeClients();
    await Promise.all(nodes.map((node) => node.stop()));
  }
} else {
  rows.push(`| two nodes, Redis | — | not run: no Redis at ${REDIS_URL} | | |`);
}

const report = [
  `## Push: connections and delivery latency (${new Date().toISOString().slice(0, 10)})`,
  '',
  `Push nodes are the real app (push role; production settings, development for the node without Redis) in their own processes; ${CLIENTS.toLocaleString('en')}`,
  'protocol clients (`ws`, connect + subscribe + pong) run in the benchmark process on the same 2-core machine, so',
  `client-side parsing is part of every figure. Each run publishes ${PUBLICATIONS} messages, one at a time, to one`,
  'channel every subscriber listens to; latency is from the publish request to the client having parsed the message.',
  `Load average when the run started: ${loadAtStart.toFixed(1)} (anything above 2 is other work sharing the cores).`,
  '',
  '| idle connections on one node | server RSS without / with them | memory per connection (RSS) | JS heap per connection | connections opened per second |',
  '| ---: | ---: | ---: | ---: | ---: |',
  `| ${idle.connections.toLocaleString('en')} | ${mib(idle.rssBefore)} / ${mib(idle.rss)} MiB | ${(idle.perConnection / 1024).toFixed(1)} KiB | ${(idle.heapPerConnection / 1024).toFixed(1)} KiB | ${idle.connectRate.toFixed(0)} |`,
  '',
  'The RSS without connections is mostly the embedded database (PGlite) every app process opens.',
  '',
  '| setup | subscribers | p50 ms | p99 ms | delivered |',
  '| --- | ---: | ---: | ---: | ---: |',
  ...rows,
  '',
  'Targets (issue 6): 10,000 connections on one node under 1 GiB; p99 under 250 ms at 10,000 subscribers.',
  '',
].join('\n');
console.log(`\n${report}`);
writeBenchmarkSection('push', report);
