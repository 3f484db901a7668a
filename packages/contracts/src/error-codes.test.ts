import { describe, expect, it } from 'vitest';
import { CLIENT_ERROR_CODES, ERROR_STATUS, isErrorCode } from './error-codes.ts';
import { SELF_EXCLUDED_STATUS } from './http.ts';

describe('the error code table', () => {
  it('gives every code a redirect, client or server error status, or the spec’s 444', () => {
    for (const [code, status] of Object.entries(ERROR_STATUS)) {
      expect(status === SELF_EXCLUDED_STATUS || (status >= 300 && status < 600), code).toBe(true);
      expect(code).toMatch(/^[a-z]+(_[a-z]+)*$/);
    }
  });

  it('keeps the client’s own codes apart from the server’s', () => {
    for (const code of CLIENT_ERROR_CODES) expect(isErrorCode(code), code).toBe(false);
    expect(isErrorCode('insufficient_funds')).toBe(true);
    expect(isErrorCode('toString')).toBe(false);
  });
});
