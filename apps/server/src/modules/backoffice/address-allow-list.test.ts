import { describe, expect, it } from 'vitest';
import { addressAllowList } from './address-allow-list.ts';

describe('the back office address allow-list', () => {
  it('lets everyone in when empty', () => {
    expect(addressAllowList([])('203.0.113.9')).toBe(true);
  });

  it('admits listed addresses and ranges only', () => {
    const allowed = addressAllowList(['10.0.0.0/8', '203.0.113.9', '2001:db8::/32']);
    expect(allowed('10.20.30.40')).toBe(true);
    expect(allowed('::ffff:10.1.2.3')).toBe(true);
    expect(allowed('203.0.113.9')).toBe(true);
    expect(allowed('2001:db8::1')).toBe(true);
    expect(allowed('203.0.113.10')).toBe(false);
    expect(allowed('11.0.0.1')).toBe(false);
    expect(allowed('not an address')).toBe(false);
  });
});
