import { describe, expect, it } from 'vitest';
import { readOverParams } from './over-params';

describe('the end-of-competition modals’ parameters', () => {
  it('read back what the stop message gave them', () => {
    expect(
      readOverParams({
        slug: 'daily-race',
        title: 'Daily race',
        position: '3',
        points: '1250',
        prize: '₴500.00',
      }),
    ).toEqual({ slug: 'daily-race', title: 'Daily race', position: 3, points: 1250, prize: '₴500.00' });
  });

  it('read a missing or malformed number as none', () => {
    expect(readOverParams({ slug: 'daily-race', position: '', points: '12a' })).toEqual({
      slug: 'daily-race',
      title: '',
      position: null,
      points: null,
      prize: '',
    });
  });
});
