import { afterEach, describe, expect, it } from 'vitest';
import { dismissToast, getToasts, MAX_VISIBLE_TOASTS, TOAST_DURATION_MS, toast } from './toast-store';

afterEach(() => {
  for (const item of getToasts()) dismissToast(item.id);
});

describe('toasts', () => {
  it('shows an info toast for 10 s with a close button by default', () => {
    const id = toast({ title: 'Saved' });
    expect(getToasts()).toEqual([
      { id, title: 'Saved', tone: 'info', durationMs: TOAST_DURATION_MS.notice, closable: true },
    ]);
    expect(TOAST_DURATION_MS.notice).toBe(10_000);
  });

  it('keeps the given tone, description, duration and close button choice', () => {
    toast({ title: 'Prize', description: '500', tone: 'success', durationMs: 15_000, closable: false });
    expect(getToasts()[0]).toMatchObject({
      description: '500',
      tone: 'success',
      durationMs: 15_000,
      closable: false,
    });
  });

  it('dismisses by id', () => {
    const first = toast({ title: 'one' });
    toast({ title: 'two' });
    dismissToast(first);
    expect(getToasts().map((item) => item.title)).toEqual(['two']);
  });

  it('keeps only the newest toasts on screen', () => {
    for (let index = 0; index < MAX_VISIBLE_TOASTS + 2; index += 1) toast({ title: `t${index}` });
    expect(getToasts()).toHaveLength(MAX_VISIBLE_TOASTS);
    expect(getToasts().at(-1)?.title).toBe(`t${MAX_VISIBLE_TOASTS + 1}`);
  });
});
