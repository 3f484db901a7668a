import { describe, expect, it } from 'vitest';
import { ApiCallError } from '../../lib/api-client';
import { errorMessageKey, serverErrors } from './server-errors';

function failure(status: number, code: string, fields?: Record<string, string>) {
  return new ApiCallError(status, {
    success: false,
    error: { code, message: code, ...(fields ? { fields } : {}) },
  });
}

describe('server errors in forms', () => {
  it('puts a taken contact under the contact field', () => {
    expect(serverErrors(failure(409, 'contact_taken', { email: 'taken' }), ['email', 'password'])).toEqual({
      fields: { email: 'errors.contact_taken' },
    });
  });

  it('puts the "we wrote to this contact" answer of a registration under the contact field', () => {
    expect(
      serverErrors(failure(409, 'contact_check_sent', { phone: 'check' }), ['phone', 'password']),
    ).toEqual({
      fields: { phone: 'errors.contact_check_sent' },
    });
  });

  it('words validation failures by field', () => {
    const error = failure(422, 'validation_failed', {
      password: 'too short',
      nickname: 'bad',
      currency: 'x',
    });
    expect(serverErrors(error, ['password', 'nickname', 'currency'])).toEqual({
      fields: {
        password: 'auth.invalid.password',
        nickname: 'auth.invalid.nickname',
        currency: 'auth.invalid.field',
      },
    });
  });

  it('puts a taken nickname under the nickname field', () => {
    expect(serverErrors(failure(422, 'nickname_taken', { nickname: 'already taken' }), ['nickname'])).toEqual(
      {
        fields: { nickname: 'errors.nickname_taken' },
      },
    );
  });

  it('shows a form message when no field of the form is named', () => {
    expect(serverErrors(failure(401, 'invalid_credentials'), ['login', 'password'])).toEqual({
      fields: {},
      form: 'errors.invalid_credentials',
    });
    expect(serverErrors(failure(422, 'validation_failed', { client: 'x' }), ['login'])).toEqual({
      fields: {},
      form: 'errors.validation_failed',
    });
  });

  it('falls back to a general message for unknown codes and thrown errors', () => {
    // A code this client does not know (a newer server's) reads as `unknown` before it is worded.
    expect(serverErrors(failure(409, 'something_new'), ['login']).form).toBe('errors.unknown');
    expect(errorMessageKey('round_not_found')).toBe('errors.unknown');
    expect(serverErrors(new Error('boom'), ['login']).form).toBe('errors.unknown');
  });
});
