/**
 * `npm run cache:invalidate -- <content | catalogue | all> ...`: tells every running node that content or the
 * game catalogue changed outside the site (an operator edited the tables), so each drops its cached pages and
 * search index now instead of at their time to live. It speaks to the nodes through the Redis at REDIS_URL, and
 * runs in production too: it changes no data. Without REDIS_URL there is nobody to tell: a node without Redis
 * keeps its entries until their TTL (guest pages 5 minutes, search 1 minute) or a restart.
 */
import { randomUUID } from 'node:crypto';
import { Redis } from 'ioredis';
import {
  CACHE_TOPICS,
  type CacheTopic,
  publishCacheInvalidation,
} from '../apps/server/src/platform/cache-invalidation.ts';
import { ConfigError, loadConfig } from '../apps/server/src/platform/config.ts';

const USAGE = `usage: npm run cache:invalidate -- <${[...CACHE_TOPICS, 'all'].join(' | ')}> ...`;

function parseTopics(args: string[]): CacheTopic[] {
  if (args.length === 1 && args[0] === 'all') return [...CACHE_TOPICS];
  const topics = args.filter((arg): arg is CacheTopic => CACHE_TOPICS.includes(arg as CacheTopic));
  if (args.length === 0 || topics.length !== args.length) {
    console.error(USAGE);
    process.exit(2);
  }
  return topics;
}

const topics = parseTopics(process.argv.slice(2));
let redisUrl: string | undefined;
try {
  redisUrl = loadConfig().redisUrl;
} catch (error) {
  if (!(error instanceof ConfigError)) throw error;
  console.error(error.message);
  process.exit(1);
}
if (!redisUrl) {
  console.error(
    'REDIS_URL is not set: running nodes cannot be told (without Redis their caches expire on their own)',
  );
  process.exit(1);
}
// One attempt: an operator wants to hear at once that Redis is away, not after a minute of retries.
const redis = new Redis(redisUrl, { lazyConnect: true, maxRetriesPerRequest: 0, retryStrategy: () => null });
try {
  await redis.connect();
  await publishCacheInvalidation(redis, `operator-${randomUUID()}`, topics);
  console.log(`Every node connected to Redis drops its ${topics.join(' and ')} caches.`);
} catch (error) {
  console.error(`Cannot reach Redis at REDIS_URL: ${(error as Error).message}`);
  process.exitCode = 1;
} finally {
  redis.disconnect();
}
