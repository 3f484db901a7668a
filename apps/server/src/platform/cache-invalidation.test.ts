import { describe, expect, it } from 'vitest';
import { CACHE_INVALIDATION_CHANNEL, CacheInvalidation } from './cache-invalidation.ts';

/** Redis pub/sub in memory: every node's published message reaches every node, its own included. */
function memoryChannel() {
  const nodes: CacheInvalidation[] = [];
  const sent: { channel: string; message: string }[] = [];
  const publisher = {
    publish: async (channel: string, message: string) => {
      sent.push({ channel, message });
      for (const node of nodes) node.receive(message);
      return nodes.length;
    },
  };
  const node = () => {
    const created = new CacheInvalidation({ publisher, log: { warn: () => undefined } });
    nodes.push(created);
    return created;
  };
  return { node, sent };
}

function counter() {
  const counts = { cleared: 0 };
  const clear = () => {
    counts.cleared += 1;
  };
  return { counts, clear };
}

describe('cache invalidation', () => {
  it('clears the caches of the changed topic on this node and every other, once each', async () => {
    const channel = memoryChannel();
    const [here, there] = [channel.node(), channel.node()];
    const [pagesHere, pagesThere, searchThere] = [counter(), counter(), counter()];
    here.register(['content', 'catalogue'], pagesHere.clear);
    there.register(['content', 'catalogue'], pagesThere.clear);
    there.register(['catalogue'], searchThere.clear);

    await here.invalidate('content');
    expect([pagesHere.counts.cleared, pagesThere.counts.cleared, searchThere.counts.cleared]).toEqual([
      1, 1, 0,
    ]);
    await here.invalidate('content', 'catalogue');
    expect([pagesHere.counts.cleared, pagesThere.counts.cleared, searchThere.counts.cleared]).toEqual([
      2, 2, 1,
    ]);
    expect(channel.sent[0]).toEqual({
      channel: CACHE_INVALIDATION_CHANNEL,
      message: expect.stringContaining('"topics":["content"]'),
    });
  });

  it('clears only this node without Redis', async () => {
    const node = new CacheInvalidation({ log: { warn: () => undefined } });
    const pages = counter();
    node.register(['catalogue'], pages.clear);
    await node.invalidate('catalogue');
    expect(pages.counts.cleared).toBe(1);
  });

  it('ignores topics it does not know and messages it cannot read, saying so for the latter', () => {
    const warnings: unknown[] = [];
    const node = new CacheInvalidation({ log: { warn: (...args: unknown[]) => void warnings.push(args) } });
    const pages = counter();
    node.register(['content'], pages.clear);
    node.receive(JSON.stringify({ origin: 'other', topics: ['bonuses'] }));
    node.receive('not json');
    node.receive(JSON.stringify({ topics: 'content' }));
    expect(pages.counts.cleared).toBe(0);
    expect(warnings).toHaveLength(2);
    node.receive(JSON.stringify({ origin: 'other', topics: ['bonuses', 'content'] }));
    expect(pages.counts.cleared).toBe(1);
  });

  it('clears here and logs when Redis cannot take the message', async () => {
    const warnings: unknown[] = [];
    const node = new CacheInvalidation({
      publisher: { publish: async () => Promise.reject(new Error('ECONNREFUSED')) },
      log: { warn: (...args: unknown[]) => void warnings.push(args) },
    });
    const pages = counter();
    node.register(['content'], pages.clear);
    await expect(node.invalidate('content')).resolves.toBeUndefined();
    expect(pages.counts.cleared).toBe(1);
    expect(warnings).toHaveLength(1);
  });

  it('clears every cache when told it may have missed messages', () => {
    const node = new CacheInvalidation({ log: { warn: () => undefined } });
    const [pages, search] = [counter(), counter()];
    node.register(['content'], pages.clear);
    node.register(['catalogue'], search.clear);
    node.clearAll();
    expect([pages.counts.cleared, search.counts.cleared]).toEqual([1, 1]);
  });
});
