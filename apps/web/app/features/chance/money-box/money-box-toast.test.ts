import { describe, expect, it } from 'vitest';
import { getToasts } from '../../../lib/toasts/toast-store';
import { showCollectionToast } from './money-box-toast';

describe('the money-box collection toast', () => {
  it('shows a translated title with the success image for 10 s, with no close button', () => {
    showCollectionToast((key, values) => `${key}${values ? JSON.stringify(values) : ''}`, {
      amount: 150_00,
      currency: 'UAH',
      lang: 'uk',
    });
    expect(getToasts().at(-1)).toMatchObject({
      title: 'chance.moneyBox.toast.title',
      tone: 'success',
      durationMs: 10_000,
      closable: false,
    });
    expect(getToasts().at(-1)?.description).toContain('150');
  });
});
