import { describe, expect, it, vi } from 'vitest';
import { MessageCatalogue } from './catalogue.ts';
import { MESSAGES } from './messages/index.ts';
import { NAMESPACES, namespaceMessages, namespaceOf } from './namespaces.ts';

describe('namespaces', () => {
  it('are named by the key’s first segment, and the shell’s keys are core', () => {
    expect(namespaceOf('cash.deposit.title')).toBe('cash');
    expect(namespaceOf('studio')).toBe('studio');
    expect(namespaceOf('footer.rights')).toBe('core');
    expect(namespaceOf('errors.network')).toBe('core');
  });

  it('put back together, are the whole catalogue, each key in exactly one', () => {
    for (const lang of ['uk', 'ru', 'en'] as const) {
      const parts = NAMESPACES.map((namespace) => namespaceMessages(MESSAGES[lang], namespace));
      const keys = parts.flatMap((part) => Object.keys(part));
      expect(new Set(keys).size).toBe(keys.length);
      expect(Object.assign({}, ...parts)).toEqual(MESSAGES[lang]);
    }
  });
});

describe('a catalogue loading namespaces on demand', () => {
  it('fetches a namespace once however many ask at once, and merges it', async () => {
    const fetch = vi.fn(async () => ({ cash: { title: 'Каса' } }));
    const catalogue = new MessageCatalogue('uk', fetch);
    expect(catalogue.has('cash')).toBe(false);
    await Promise.all([catalogue.load('cash'), catalogue.load('cash'), catalogue.awaited('cash')]);
    expect(fetch).toHaveBeenCalledOnce();
    expect(catalogue.has('cash')).toBe(true);
    expect(catalogue.messages).toEqual({ cash: { title: 'Каса' } });
    expect(catalogue.awaited('cash')).toBeNull();
  });

  it('after a failed fetch lets renderers show keys for a while, then tries again', async () => {
    vi.useFakeTimers();
    try {
      const fetch = vi
        .fn<() => Promise<Record<string, unknown>>>()
        .mockRejectedValueOnce(new Error('offline'))
        .mockResolvedValueOnce({ games: { title: 'Ігри' } });
      const catalogue = new MessageCatalogue('uk', fetch);
      await expect(catalogue.awaited('games')).resolves.toBeUndefined();
      expect(catalogue.awaited('games')).toBeNull();
      vi.advanceTimersByTime(10_001);
      await catalogue.awaited('games');
      expect(catalogue.has('games')).toBe(true);
    } finally {
      vi.useRealTimers();
    }
  });

  it('holds everything when built complete, and never fetches', async () => {
    const catalogue = MessageCatalogue.complete('en', MESSAGES.en);
    expect(NAMESPACES.every((namespace) => catalogue.has(namespace))).toBe(true);
    await expect(catalogue.load('studio')).resolves.toBeUndefined();
  });
});
