import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  clearLightCash,
  type LightCashPaymentInfo,
  parseLightCash,
  readLightCash,
  saveLightCash,
  usableLightCash,
} from './light-cash';

const info: LightCashPaymentInfo = {
  currencyId: 1,
  currencyIso: 'UAH',
  currencySymbol: '₴',
  amount: 50_000,
  bonusId: null,
  authPayload: { url: '/sandbox-psp/3ds/abc', paymentId: '6f1c2a3b-4d5e-4f60-8a7b-9c0d1e2f3a4b' },
  methodId: 3,
};

function memoryStorage(): Storage {
  const values = new Map<string, string>();
  return {
    get length() {
      return values.size;
    },
    clear: () => values.clear(),
    getItem: (key) => values.get(key) ?? null,
    key: (index) => [...values.keys()][index] ?? null,
    removeItem: (key) => void values.delete(key),
    setItem: (key, value) => void values.set(key, value),
  };
}

afterEach(() => vi.unstubAllGlobals());

describe('light cash payment info', () => {
  it('is kept on the device and read back whole', () => {
    vi.stubGlobal('window', { localStorage: memoryStorage(), sessionStorage: memoryStorage() });
    expect(readLightCash()).toBeNull();
    saveLightCash(info);
    expect(readLightCash()).toEqual(info);
    clearLightCash();
    expect(readLightCash()).toBeNull();
  });

  it('reads as none where storage is unavailable', () => {
    expect(readLightCash()).toBeNull();
    expect(() => saveLightCash(info)).not.toThrow();
  });

  it('refuses records that are damaged or inconsistent', () => {
    const variants: unknown[] = [
      { ...info, currencyId: 9 },
      { ...info, currencyIso: 'USD' },
      { ...info, amount: 10.5 },
      { ...info, amount: -100 },
      { ...info, amount: '500' },
      { ...info, methodId: 0 },
      { ...info, bonusId: 'x' },
      { ...info, currencySymbol: 'x'.repeat(40) },
    ];
    for (const variant of variants) expect(parseLightCash(JSON.stringify(variant))).toBeNull();
    expect(parseLightCash('{not json')).toBeNull();
    expect(parseLightCash('null')).toBeNull();
    expect(parseLightCash('42')).toBeNull();
  });

  it('never keeps a 3-D Secure address of another site or a payment id that is not ours', () => {
    for (const url of ['https://evil.example/3ds', '//evil.example/3ds', 'javascript:alert(1)']) {
      expect(
        parseLightCash(JSON.stringify({ ...info, authPayload: { ...info.authPayload, url } })),
      ).toBeNull();
    }
    expect(
      parseLightCash(JSON.stringify({ ...info, authPayload: { url: '/x', paymentId: 'not-a-uuid' } })),
    ).toBeNull();
    expect(parseLightCash(JSON.stringify({ ...info, authPayload: null }))).toEqual({
      ...info,
      authPayload: null,
    });
  });

  it('is used only while it fits the account currency and a method still offered in it', () => {
    const methods = [
      { id: 3, currencies: [{ id: 1 as const, iso: 'UAH' as const, min: 1, max: 2, presets: [] }] },
    ];
    expect(usableLightCash(info, { currency: 'UAH', methods })).toBe(info);
    expect(usableLightCash(info, { currency: 'USD', methods })).toBeNull();
    expect(usableLightCash(info, { currency: 'UAH', methods: [] })).toBeNull();
    expect(usableLightCash(null, { currency: 'UAH', methods })).toBeNull();
  });
});
